// Taps made on a server-drawn page before the part tapped listens, so none is lost. The page's inline
// start-up code (api/site/render-index paintFirst) holds them from the first moment; the shell takes
// over in two steps, so that no tap falls between: the frame's taps once the shell's hydration has
// committed (React answers on the frame from then on), the page view's when its slot starts holding
// them itself (remote-slot holdEarlyTaps), until the remote's parcel hydrates the view.
import { EARLY_TAP_GLOBAL } from '@stay/shared';

/** What the inline code offers (EARLY_TAP_GLOBAL). */
interface PageTaps {
  /** Stops holding taps on the frame; the frame's held tap, if the last one was there. */
  frame(): HTMLElement | null;
  /** Stops holding altogether; the view's held tap, if the last one was there. */
  view(): HTMLElement | null;
}

const pageTaps = () => (window as unknown as Record<string, PageTaps | undefined>)[EARLY_TAP_GLOBAL];
let frameTap: HTMLElement | null = null;

/** Once the shell's hydration has committed: the page stops holding taps on the frame, and gives the one it held. */
export function takeOverFrameTaps(): void {
  frameTap = pageTaps()?.frame() ?? null;
}

/** The frame's held tap, once (the shell makes it again after its hydration). */
export function claimFrameTap(): HTMLElement | null {
  const target = frameTap;
  frameTap = null;
  return target?.isConnected ? target : null;
}

/** When `view`'s slot holds its taps itself: the page stops holding, and gives the view's held tap. */
export function takeOverViewTaps(view: HTMLElement): HTMLElement | null {
  const target = pageTaps()?.view() ?? null;
  return target?.isConnected && view.contains(target) ? target : null;
}
