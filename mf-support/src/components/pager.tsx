// Page links (1-based), as real links so a page can be opened or shared.
import { useSupportTranslation } from '../lib/i18n';
import { AppLink } from '@stay/shared/kit/app-link';

export function Pager({ page, total, size, href }: { page: number; total: number; size: number; href: (page: number) => string }) {
  const { t } = useSupportTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="sp-pager" aria-label={t('common.pager')}>
      {page > 1 && (
        <AppLink to={href(page - 1)} className="sp-pager__link" aria-label={t('common.prevPage')}>
          ‹
        </AppLink>
      )}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <AppLink key={n} to={href(n)} className="sp-pager__link" aria-current={n === page ? 'page' : undefined} aria-label={t('common.pageN', { n })}>
          {n}
        </AppLink>
      ))}
      {page < pages && (
        <AppLink to={href(page + 1)} className="sp-pager__link" aria-label={t('common.nextPage')}>
          ›
        </AppLink>
      )}
    </nav>
  );
}
