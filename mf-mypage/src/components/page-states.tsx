// The states every my-page screen shares: loading (skeleton + status text), a visitor (sent to log
// in, coming back here), not found, failed with retry.
import { useEffect, type ReactNode } from 'react';
import { sendToLogin } from '../lib/login-redirect';
import type { LoadState } from '../lib/use-load';

export interface StateTexts {
  title: string;
  loading: string;
  loginNeeded: string;
  failed: string;
  retry: string;
  notFound?: string;
  notFoundLead?: string;
}

export function PageStates<T>({ state, texts, reload, children }: { state: LoadState<T>; texts: StateTexts; reload: () => void; children: (data: T) => ReactNode }) {
  useEffect(() => {
    if (state.status === 'login') void sendToLogin(texts.loginNeeded);
  }, [state.status, texts.loginNeeded]);

  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'loading' || state.status === 'login') {
    return (
      <div className="mp-page" aria-busy="true">
        <h1 className="mp-title">{texts.title}</h1>
        <p role="status" className="mp-note">{texts.loading}</p>
        <div className="st-shimmer mp-skeleton" aria-hidden="true" />
        <div className="st-shimmer mp-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <div className="mp-page mp-state">
        <h1 className="mp-title">{texts.notFound ?? texts.failed}</h1>
        {texts.notFoundLead && <p>{texts.notFoundLead}</p>}
      </div>
    );
  }
  return (
    <div className="mp-page mp-state" role="alert">
      <h1 className="mp-title">{texts.failed}</h1>
      {state.message && <p>{state.message}</p>}
      <button type="button" className="mp-button" onClick={reload}>{texts.retry}</button>
    </div>
  );
}
