// '/themes/:id': a theme's page. A non-numeric id is the not-found page.
import { useParams } from 'react-router';
import { SimplePage } from '@stay/shared';
import { ThemePage } from '../../features/theme/components/theme-page';

export function ThemeRoute() {
  const { id = '' } = useParams();
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) return <SimplePage ns="search" page="notFound" />;
  return <ThemePage key={id} id={Number(id)} />;
}
