// React hooks over the session store.
import { useStore } from 'zustand';
import { isAwesomeMember, isCorporationMember, sessionStore, type SessionState } from './session';

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const select = selector ?? ((s: SessionState) => s as unknown as T);
  return useStore(sessionStore, select);
}

export function useIsAwesomeMember(): boolean {
  return useStore(sessionStore, isAwesomeMember);
}

export function useIsCorporationMember(): boolean {
  return useStore(sessionStore, isCorporationMember);
}
