// The session of the shell (SPEC §4): what the app, the layout and the login page use.
export { useSessionLifecycle } from './use-session-lifecycle';
export { startSession, restoreSession } from './start-session';
export { logout } from './logout';
export { signIn } from './local-session';
export { forgetReturnUrl, startReturnPath, takeLoginDestination } from './return-path';
export { hasRememberMarker } from './remembered-user';
