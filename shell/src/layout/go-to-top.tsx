// SPEC §2 "Common layout": a go-to-top button appears once scrollY passes 150 (SPEC §9).
import { GO_TO_TOP_SCROLL_Y } from '@stay/shared';
import { useShellTranslation } from '../i18n';
import { Icon } from './icons';
import { useScrolledPast } from './use-scrolled-past';
import './go-to-top.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function GoToTop() {
  const { t } = useShellTranslation();
  const visible = useScrolledPast(GO_TO_TOP_SCROLL_Y);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="sh-go-to-top"
      aria-label={t('goToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
