// SPEC §2 "Error fallback screen": title, the error text, the current link and the browser agent,
// an apology asking the user to report them, and a 'back to main' button to /. The compact slot
// variant stands in for one remote's part of the page (DESIGN §2: a failing remote costs only its
// own slot) and offers a retry.
import { localeFromPath, withLocale } from '@stay/shared';
import { useShellTranslation } from '../i18n';
import './error-fallback.css';

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return '';
}

export interface ErrorFallbackProps {
  error: unknown;
  /** Inside the layout's <main> (a crashed page remote): a section, not a second main landmark. */
  embedded?: boolean;
}

export function ErrorFallback({ error, embedded = false }: ErrorFallbackProps) {
  const Root = embedded ? 'section' : 'main';
  const { t } = useShellTranslation();
  const text = errorText(error) || t('error.unknown');
  const backToMain = () => {
    // A full navigation, not the shell router: after a crash the app's own state may be broken.
    window.location.assign(withLocale(localeFromPath(window.location.pathname).locale, '/'));
  };
  return (
    <Root className="sh-error" aria-labelledby="sh-error-title" role={embedded ? 'alert' : undefined}>
      <div className="sh-error__card">
        <div className="sh-error__badge" aria-hidden="true">
          !
        </div>
        <h1 id="sh-error-title" className="sh-error__title">
          {t('error.title')}
        </h1>
        <p className="sh-error__apology">{t('error.apology')}</p>
        <dl className="sh-error__details">
          <dt>{t('error.errorLabel')}</dt>
          <dd>
            <code>{text}</code>
          </dd>
          <dt>{t('error.linkLabel')}</dt>
          <dd>
            <code>{window.location.href}</code>
          </dd>
          <dt>{t('error.agentLabel')}</dt>
          <dd>
            <code>{navigator.userAgent}</code>
          </dd>
        </dl>
        <button type="button" className="sh-error__button" onClick={backToMain}>
          {t('error.backToMain')}
        </button>
      </div>
    </Root>
  );
}

export interface SlotErrorFallbackProps {
  error?: unknown;
  onRetry?: () => void;
}

/** The compact fallback of one remote slot: the rest of the page keeps working. */
export function SlotErrorFallback({ error, onRetry }: SlotErrorFallbackProps) {
  const { t } = useShellTranslation();
  const text = errorText(error);
  return (
    <section className="sh-slot-error" role="alert">
      <p className="sh-slot-error__message">{t('error.slotMessage')}</p>
      {text && <p className="sh-slot-error__detail">{text}</p>}
      {onRetry && (
        <button type="button" className="sh-slot-error__retry" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </section>
  );
}
