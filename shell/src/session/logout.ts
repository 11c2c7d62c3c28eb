// SPEC §4 "Session": logout always clears tokens, user info, history and return urls, then moves to main.
import { clearNavigationMemory, navigate, sessionStore } from '@stay/shared';

export function logout(): void {
  clearNavigationMemory();
  navigate('/');
  sessionStore.getState().reset();
}
