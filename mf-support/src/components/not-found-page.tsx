// An unknown path under the centre's prefixes: a heading inside the shell's <main> (no second main).
import { useSupportTranslation } from '../lib/i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageFrame } from './page-frame';

export function NotFoundPage() {
  const { t } = useSupportTranslation();
  return (
    <PageFrame title={t('notFound.title')} lead={t('notFound.lead')} noindex>
      <p>
        <AppLink className="sp-button" to="/faq">
          {t('faq.title')}
        </AppLink>
      </p>
    </PageFrame>
  );
}
