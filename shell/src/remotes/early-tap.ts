// A tap made on a server-drawn page before any of its scripts ran (issue 16). The page's inline
// start-up code (api/site/render-index paintFirst) holds it; the shell takes it over just before it
// hydrates, and whichever part the tapped element is in taps it again once that part listens: the
// shell's frame after its hydration, a remote's view when its parcel starts hydrating (remote-slot).
import { EARLY_TAP_GLOBAL } from '@stay/shared';

let held: HTMLElement | null = null;

/** Ends the page's own holding of taps (React listens from now on) and keeps the tap it held. */
export function takeOverEarlyTaps(): void {
  const release = (window as unknown as Record<string, unknown>)[EARLY_TAP_GLOBAL];
  if (typeof release !== 'function') return;
  const target: unknown = release();
  held = target instanceof HTMLElement ? target : null;
}

/** The held tap, when `mine` says it is the caller's to make again (then it is no one else's). */
export function claimEarlyTap(mine: (target: HTMLElement) => boolean): HTMLElement | null {
  const target = held;
  if (!target || !mine(target)) return null;
  held = null;
  return target.isConnected ? target : null;
}
