// Taps a drawn page held before its scripts ran go to the part they were made in, once,
// and the page stops holding each part's taps only when that part's new holder takes over.
import { EARLY_TAP_GLOBAL } from '@stay/shared';
import { claimFrameTap, takeOverFrameTaps, takeOverViewTaps } from '../early-tap';

const page = window as unknown as Record<string, unknown>;

/** The page's inline holder as api/site/render-index draws it, holding `tapped`. */
function pageHolding(tapped: 'frame' | 'view' | null) {
  document.body.innerHTML = '<header><button>Menu</button></header><div data-ssr-island="mf_search"><button>Destination</button></div>';
  const view = document.querySelector<HTMLElement>('[data-ssr-island]') as HTMLElement;
  const button = (tapped === 'view' ? view.querySelector('button') : document.querySelector('header button')) as HTMLButtonElement;
  let held: HTMLElement | null = tapped ? button : null;
  const calls: string[] = [];
  const give = (inView: boolean) => {
    const t = held;
    if (!t || Boolean(t.closest('[data-ssr-island]')) !== inView) return null;
    held = null;
    return t;
  };
  page[EARLY_TAP_GLOBAL] = { frame: () => (calls.push('frame'), give(false)), view: () => (calls.push('view'), give(true)) };
  return { button, view, calls };
}

afterEach(() => {
  delete page[EARLY_TAP_GLOBAL];
  claimFrameTap();
});

it("gives the frame's tap to the shell as it hydrates, once", () => {
  const { button, view, calls } = pageHolding('frame');
  takeOverFrameTaps();
  expect(takeOverViewTaps(view)).toBeNull();
  expect(claimFrameTap()).toBe(button);
  expect(claimFrameTap()).toBeNull();
  expect(calls).toEqual(['frame', 'view']);
});

it("keeps holding the view's tap until the view's slot takes over, then gives it there", () => {
  const { button, view, calls } = pageHolding('view');
  takeOverFrameTaps();
  expect(claimFrameTap()).toBeNull();
  expect(calls).toEqual(['frame']);
  expect(takeOverViewTaps(view)).toBe(button);
  expect(calls).toEqual(['frame', 'view']);
});

it('gives nothing when nothing was held, when the page drew no holder, or when the tapped element is gone', () => {
  const { view } = pageHolding(null);
  takeOverFrameTaps();
  expect(claimFrameTap()).toBeNull();
  expect(takeOverViewTaps(view)).toBeNull();
  delete page[EARLY_TAP_GLOBAL];
  takeOverFrameTaps();
  expect(takeOverViewTaps(view)).toBeNull();
  const held = pageHolding('frame');
  takeOverFrameTaps();
  held.button.remove();
  expect(claimFrameTap()).toBeNull();
});
