// issue 16: a tap held by a drawn page's start-up code goes to the part it was made in, once.
import { EARLY_TAP_GLOBAL } from '@stay/shared';
import { claimEarlyTap, takeOverEarlyTaps } from '../early-tap';

const page = window as unknown as Record<string, unknown>;

function heldTap(inView: boolean): { button: HTMLButtonElement; view: HTMLElement; released: () => boolean } {
  document.body.innerHTML = '<header><button>Menu</button></header><div data-ssr-island="mf_search"><button>Destination</button></div>';
  const view = document.querySelector<HTMLElement>('[data-ssr-island]') as HTMLElement;
  const button = (inView ? view.querySelector('button') : document.querySelector('header button')) as HTMLButtonElement;
  let released = false;
  page[EARLY_TAP_GLOBAL] = () => {
    released = true;
    return button;
  };
  return { button, view, released: () => released };
}

afterEach(() => {
  delete page[EARLY_TAP_GLOBAL];
  claimEarlyTap(() => true);
});

it("ends the page's holding and gives the tap to the part it was made in, once", () => {
  const { button, view, released } = heldTap(true);
  takeOverEarlyTaps();
  expect(released()).toBe(true);
  // The frame does not take a tap on the remote's view; the view's slot does, and only once.
  expect(claimEarlyTap((t) => !t.closest('[data-ssr-island]'))).toBeNull();
  expect(claimEarlyTap((t) => view.contains(t))).toBe(button);
  expect(claimEarlyTap(() => true)).toBeNull();
});

it('gives nothing when no tap was held, or when the tapped element is gone', () => {
  takeOverEarlyTaps();
  expect(claimEarlyTap(() => true)).toBeNull();
  const { button } = heldTap(false);
  takeOverEarlyTaps();
  button.remove();
  expect(claimEarlyTap(() => true)).toBeNull();
});
