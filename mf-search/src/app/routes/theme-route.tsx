// '/themes/:id': a theme's page. A non-numeric id is the not-found page. Its own chunk: the first
// loads of '/' and '/search' do not carry it.
import { Suspense, lazy } from 'react';
import { SimplePage } from '@stay/shared';
import { SEARCH_NS } from '../../lib/i18n';

const ThemePage = lazy(() => import('../../features/theme/components/theme-page').then((m) => ({ default: m.ThemePage })));

export function ThemeRoute({ id }: { id: string }) {
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) return <SimplePage ns={SEARCH_NS} page="notFound" />;
  return (
    <Suspense fallback={null}>
      <ThemePage key={id} id={Number(id)} />
    </Suspense>
  );
}
