// The one event-name -> payload map of the platform (DESIGN §2: cross-remote talk goes through the
// typed bus). Adding an event here is a contract change: the shell and every remote see it.

export type LoadingType = 'basic' | 'product';

/** Payload of 'ui:alert' and 'ui:confirm'. The shell's popup calls `resolve` exactly once. */
export interface PopupRequest {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** SPEC §4: true on confirm or close, false on cancel. */
  resolve: (value: boolean) => void;
}

export interface LoadingRequest {
  on: boolean;
  /** SPEC §4: layer type, default 'basic'. */
  type?: LoadingType;
  /** SPEC §4: default 'loading' (translated). */
  text?: string;
}

export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
  noindex?: boolean;
}

export interface StayEvents {
  'ui:alert': PopupRequest;
  'ui:confirm': PopupRequest;
  'ui:loading': LoadingRequest;
  /** The web bar's search summary asks mf-search to open the full search section. */
  'search:open-section': Record<string, never>;
  'session:changed': { loggedIn: boolean };
  /**
   * A refresh failed (SPEC §4 Session, §8 code -3). The api client has already cleared the
   * session through the auth handler, remembered `returnTo` and alerted `message` (unless the
   * request suppressed alerts): listeners should only move on (reload or go to /login).
   */
  'session:expired': { message: string; returnTo: string };
  'meta:set': PageMeta;
  /** Free-form cross-remote state, e.g. to prove two remotes see the same value. */
  'remote:state': { key: string; value: unknown };
  /**
   * A remote's tree threw while rendering. `element` is inside the parcel's DOM root,
   * so the shell's slot that holds it shows the SPEC §2 error fallback screen in its place.
   */
  'remote:crashed': { element: Element; message: string };
}

export type StayEventName = keyof StayEvents;
