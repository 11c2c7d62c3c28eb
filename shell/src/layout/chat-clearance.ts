// Keeps the chat button off every action (chat-button.tsx): fetched once the page has drawn, so the
// first load does not carry it; until then the button sits in its corner as laid out.
/** What a visitor may press: the button never sits on one of these. */
const ACTION = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
const GAP = 12;

/** The fixed or sticky bar an element sits in (a booking bar, a bottom sheet), if any. */
function pinnedBar(element: Element): Element | null {
  for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
    const position = getComputedStyle(e).position;
    if (position === 'fixed' || position === 'sticky') return e;
  }
  return null;
}

/**
 * Whether the button, at `button`, is in the way of an action at `action`: over its centre or
 * over a quarter of it. A whole card that is one link (a search result) is only brushed at a
 * corner and stays pressable, so the button stays too.
 */
function blocks(button: DOMRect, action: DOMRect): boolean {
  const cx = action.left + action.width / 2;
  const cy = action.top + action.height / 2;
  if (cx >= button.left && cx <= button.right && cy >= button.top && cy <= button.bottom) return true;
  const w = Math.max(0, Math.min(button.right, action.right) - Math.max(button.left, action.left));
  const h = Math.max(0, Math.min(button.bottom, action.bottom) - Math.max(button.top, action.top));
  return w * h > 0.25 * action.width * action.height;
}

/** The topmost thing under a point other than the chat button itself. */
function under(button: HTMLElement, x: number, y: number): Element | null {
  return document.elementsFromPoint(x, y).find((e) => !button.contains(e)) ?? null;
}

/**
 * Keeps the button off every action: above a pinned bar whose buttons it would cover (the bar
 * stays usable and so does the chat), and out of sight while page content with an action scrolls
 * under it (it returns when the action has passed). Returns what stops it.
 */
export function keepClear(button: HTMLElement): () => void {
  if (typeof document.elementsFromPoint !== 'function') return () => undefined;
  let frame = 0;
  const check = () => {
    frame = 0;
    button.style.removeProperty('--sh-chat-lift');
    let covering = false;
    for (let round = 0; round < 2 && !covering; round += 1) {
      const r = button.getBoundingClientRect();
      const points = [[r.left + 2, r.top + 2], [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2], [r.right - 2, r.bottom - 2], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]] as const;
      let raise = 0;
      for (const [x, y] of points) {
        const action = under(button, x, y)?.closest(ACTION);
        if (!action || !blocks(r, action.getBoundingClientRect())) continue;
        const bar = pinnedBar(action);
        if (bar && round === 0) raise = Math.max(raise, r.bottom - bar.getBoundingClientRect().top + GAP);
        else covering = true;
      }
      if (raise === 0) break;
      button.style.setProperty('--sh-chat-lift', `${raise}px`);
    }
    button.toggleAttribute('data-covering', covering);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // Pages draw after the route changes (remotes load, lists grow): look again when the page does.
  const observer = new ResizeObserver(schedule);
  observer.observe(document.body);
  return () => {
    if (frame) cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    observer.disconnect();
  };
}

