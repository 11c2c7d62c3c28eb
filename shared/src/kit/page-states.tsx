// What a page shows before and instead of its data: loading (its title, a status text and a
// skeleton), a visitor (sent to log in and back, or asked to), not found, failed with retry. The
// markup is the same everywhere; the classes are the remote's own (its stylesheet draws them).
import { currentAppPath, navigate, rememberReturnUrl } from '@stay/shared';
import { useEffect, type ReactNode } from 'react';
import { openLoginFor } from './login-redirect';
import type { LoadState } from './use-load';

export interface StateTexts {
  title: string;
  loading: string;
  failed: string;
  retry: string;
  notFound?: string;
  notFoundLead?: string;
}

/** The remote's classes for the parts of a state. */
export interface StateLook {
  page: string;
  title: string;
  note: string;
  skeleton: string;
  state: string;
  button: string;
}

export function PageStates<T>({ state, texts, look, reload, children }: { state: LoadState<T>; texts: StateTexts; look: StateLook; reload: () => void; children: (data: T) => ReactNode }) {
  useEffect(() => {
    if (state.status === 'login') openLoginFor('member');
  }, [state.status]);

  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'notFound') {
    return (
      <div className={`${look.page} ${look.state}`}>
        <h1 className={look.title}>{texts.notFound ?? texts.failed}</h1>
        {texts.notFoundLead && <p>{texts.notFoundLead}</p>}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={`${look.page} ${look.state}`} role="alert">
        <h1 className={look.title}>{texts.failed}</h1>
        {state.message && <p>{state.message}</p>}
        <button type="button" className={look.button} onClick={reload}>{texts.retry}</button>
      </div>
    );
  }
  return (
    <div className={look.page} aria-busy="true">
      <h1 className={look.title}>{texts.title}</h1>
      <p role="status" className={look.note}>{texts.loading}</p>
      <div className={look.skeleton} aria-hidden="true" />
      <div className={look.skeleton} aria-hidden="true" />
    </div>
  );
}

/**
 * A member part of a page opened by a visitor: says so and offers the login, keeping `returnTo`
 * (this page by default) as the return path.
 */
export function LoginPrompt({ text, button, returnTo, className, textClassName, buttonClassName }: { text: string; button: string; returnTo?: string; className?: string; textClassName?: string; buttonClassName: string }) {
  return (
    <div className={className}>
      <p className={textClassName}>{text}</p>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => {
          rememberReturnUrl(returnTo ?? currentAppPath());
          navigate('/login');
        }}
      >
        {button}
      </button>
    </div>
  );
}
