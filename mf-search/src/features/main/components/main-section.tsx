// A titled block of the main page that shows a skeleton while loading, a retry when loading
// failed, and its content otherwise.
import { useId, type ReactNode, type Ref } from 'react';
import { useMainTranslation } from '../i18n';

export interface MainSectionProps {
  title: string;
  lead?: string;
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  skeleton: ReactNode;
  children: ReactNode;
  className?: string;
  /** The section's element (a section below the fold loads when it comes near: @stay/shared useNearViewport). */
  sectionRef?: Ref<HTMLElement>;
}

export function MainSection({ title, lead, status, onRetry, skeleton, children, className, sectionRef }: MainSectionProps) {
  const { t } = useMainTranslation();
  const headingId = useId();
  return (
    <section ref={sectionRef} className={['sr-main-section', className].filter(Boolean).join(' ')} aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <div className="sr-main-section__head">
        <h2 id={headingId} className="sr-main-section__title">
          {title}
        </h2>
        {lead && <p className="sr-main-section__lead">{lead}</p>}
      </div>
      {status === 'loading' && (
        <>
          <p className="sr-visually-hidden" role="status">
            {t('loading')}
          </p>
          {skeleton}
        </>
      )}
      {status === 'error' && (
        <div className="sr-main-section__error" role="alert">
          <p>{t('failed')}</p>
          {onRetry && (
            <button type="button" className="sr-button sr-button--ghost" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {status === 'success' && children}
    </section>
  );
}
