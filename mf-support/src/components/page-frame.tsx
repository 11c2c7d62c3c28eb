// The frame of every customer-centre page: a heading (the shell owns <main>), the page title for
// the shell's meta, and the states a part of a page can be in.
import { setPageMeta } from '@stay/shared';
import { LoginPrompt as KitLoginPrompt } from '@stay/shared/kit/page-states';
import { useEffect, type ReactNode } from 'react';
import { useSupportTranslation } from '../lib/i18n';
import './support.css';

export function PageFrame({ title, lead, children, noindex }: { title: string; lead?: string; children: ReactNode; noindex?: boolean }) {
  useEffect(() => setPageMeta({ title, noindex }), [title, noindex]);
  return (
    <div className="sp-page">
      <h1 className="sp-page__title">{title}</h1>
      {lead && <p className="sp-page__lead">{lead}</p>}
      {children}
    </div>
  );
}

export function Loading({ lines = 3 }: { lines?: number }) {
  const { t } = useSupportTranslation();
  return (
    <div className="sp-loading" role="status" aria-busy="true">
      <span className="sp-visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="sp-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export function Failed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useSupportTranslation();
  return (
    <div className="sp-state" role="alert">
      <p>{message ?? t('common.failed')}</p>
      {onRetry && (
        <button type="button" className="sp-button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function LoginPrompt() {
  const { t } = useSupportTranslation();
  return <KitLoginPrompt text={t('common.loginNeeded')} button={t('common.login')} className="sp-state" buttonClassName="sp-button sp-button--primary" />;
}
