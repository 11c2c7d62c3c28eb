// Mounts one exposed module of a remote as a single-spa parcel (DESIGN §2).
// A failing remote costs only its slot: load and mount sit in try/catch and the slot offers a retry
// that loads the remote anew without reloading the page.
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { HELD_TAP_TARGETS, HYDRATED_EVENT, SERVER_RENDERED_ATTR, WEBVIEW_HELD_LINKS, isWebView, useNearViewport, useStayEvent, type ExposedModule, type MountProps, type RemoteName } from '@stay/shared';
import { activeVersion, fallBack, loadParcel, reportLoad } from './federation';
import { ErrorFallback, SlotErrorFallback } from '../error/error-fallback';
import './remote-slot.css';
import { useMountProps } from '../app/mount-props';
import { takeOverViewTaps } from './early-tap';

export interface RemoteSlotProps {
  remote: RemoteName;
  module: ExposedModule;
  /** Extra props passed to the parcel besides MountProps. */
  extraProps?: Record<string, unknown>;
  className?: string;
  /** A widget slot reserves less room while loading than a page slot. */
  compact?: boolean;
  /** Load only when the slot comes within 200 px of the viewport (SPEC §9 prefetch margin). */
  lazy?: boolean;
  /** False holds the load back (a widget waits for the page's own remote: app.tsx). */
  enabled?: boolean;
  /** Called once the slot is ready or has failed (the page's remote is no longer loading). */
  onSettled?: () => void;
  /**
   * The markup of the remote's server-rendered first view (api/site/first-view). The
   * server draws it inside the slot, the shell's hydration keeps it as it is, and the first attempt
   * gives its element to the remote's parcel, which hydrates it. A failed load drops it and goes on
   * as without one.
   */
  firstView?: string | null;
}

type SlotState = 'loading' | 'ready' | 'failed';

/**
 * A tap on a server-drawn first view before its remote listens there (a button that does nothing
 * yet) is held, and made again once the parcel's hydration has committed (HYDRATED_EVENT): a box
 * ticked while React hydrates would read as no change. A remote built before that event makes it
 * again a while after its mount instead (`settle`). Links need no help, but in the app's webview
 * those its script opens natively (WEBVIEW_HELD_LINKS).
 */
function holdEarlyTaps(view: HTMLElement): { settle(): void; drop(): void } {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target : null;
    const control = element?.closest(HELD_TAP_TARGETS);
    const target = control && !control.closest('a[href]') ? control : isWebView() ? element?.closest(WEBVIEW_HELD_LINKS) : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    // Not React's own listener on this element either (the parcel's root, while it hydrates).
    event.stopImmediatePropagation();
    held = target;
  };
  const drop = () => {
    view.removeEventListener('click', hold, true);
    view.removeEventListener(HYDRATED_EVENT, replay);
    held = null;
  };
  const replay = () => {
    const target = held;
    drop();
    if (target) tapWhenLive(target);
  };
  view.addEventListener('click', hold, true);
  view.addEventListener(HYDRATED_EVENT, replay);
  // From now on the taps are held here; one the page held before (its scripts had not run) counts too.
  held = takeOverViewTaps(view);
  return { settle: () => void setTimeout(replay, OLD_REMOTE_REPLAY_MS), drop };
}

/**
 * Taps `target` again, as a tap: pressed first, clicked in a task of its own (not from inside React's
 * commit). The root's commit can come before a part behind a Suspense boundary is hydrated; the press
 * makes React hydrate that part at once (with its effects), and a box ticked before React knows the
 * part would read as no change. React marks each element it has taken over with its fiber (an internal
 * key, the same since React 17); the click waits for it, at most LIVE_WAIT_MS.
 */
function tapWhenLive(target: HTMLElement, waited = 0): void {
  if (waited === 0) target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true, isPrimary: true }));
  const live = Object.keys(target).some((key) => key.startsWith('__reactFiber$'));
  if (!live && waited < LIVE_WAIT_MS) {
    setTimeout(() => tapWhenLive(target, waited + 16), 16);
    return;
  }
  setTimeout(() => target.isConnected && target.click(), 0);
}

const LIVE_WAIT_MS = 2000;

/** Same props: the same keys with the same values (one level down for an object, e.g. extra props). */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]) || (isPlain(a[k]) && isPlain(b[k]) && sameProps(a[k], b[k])));
}
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** How long after its mount a remote that does not say when it is hydrated gets a held tap. */
const OLD_REMOTE_REPLAY_MS = 3000;

export function RemoteSlot({ remote, module, extraProps, className, compact = false, lazy = false, enabled = true, onSettled, firstView }: RemoteSlotProps) {
  const mountProps = useMountProps();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel<MountProps> | null>(null);
  /** The props the parcel was last given (at its mount or by an update). */
  const sent = useRef<{ parcel: Parcel<MountProps>; props: Record<string, unknown> } | null>(null);
  const propsRef = useRef({ ...mountProps, ...extraProps });
  propsRef.current = { ...mountProps, ...extraProps };
  const [state, setState] = useState<SlotState>('loading');
  const [attempt, setAttempt] = useState(0);
  // The remote's own tree threw while rendering (its parcel reports it, shared/mf/parcel): the slot
  // shows the error screen instead of a blank page.
  const [crash, setCrash] = useState<{ message: string; at: string } | null>(null);
  const near = useNearViewport(hostRef, { lazy, watching: enabled });
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  // The server-rendered first view: its markup never changes for this slot (React would redraw the
  // host's content), and it is shown instead of the loading box until the first attempt is over.
  const [firstViewHtml] = useState(firstView ?? null);
  const [showsFirstView, setShowsFirstView] = useState(Boolean(firstView));

  useEffect(() => {
    if (state !== 'loading') settledRef.current?.();
  }, [state]);

  const here = `${mountProps.pathname}${mountProps.search}`;
  useStayEvent('remote:crashed', ({ element, message }) => {
    if (hostRef.current?.contains(element)) setCrash({ message, at: here });
  });
  // Moving elsewhere after a crash mounts the remote afresh: its error boundary does not reset itself.
  useEffect(() => {
    if (crash && crash.at !== here) {
      setCrash(null);
      setAttempt((n) => n + 1);
    }
  }, [crash, here]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !near || !enabled) return undefined;
    let cancelled = false;
    // A fresh element per attempt: a parcel that failed half-way never shares a DOM root with the next.
    // The first attempt takes the server-rendered first view, which its parcel hydrates.
    const view = attempt === 0 ? host.querySelector<HTMLElement>(`:scope > [${SERVER_RENDERED_ATTR}]`) : null;
    const el = view ?? document.createElement('div');
    if (!view) {
      host.appendChild(el);
      setShowsFirstView(false);
    }
    setState('loading');
    const early = view ? holdEarlyTaps(view) : null;
    (async () => {
      const version = activeVersion(remote) ?? 'dev';
      let phase: 'load' | 'mount' = 'load';
      try {
        const lifecycles = await loadParcel(remote, module);
        if (cancelled) return;
        phase = 'mount';
        const parcel = mountRootParcel<MountProps>(lifecycles, { domElement: el, ...propsRef.current });
        parcelRef.current = parcel;
        sent.current = { parcel, props: propsRef.current };
        await parcel.mountPromise;
        early?.settle();
        reportLoad(remote, version, { ok: true });
        if (!cancelled) setState('ready');
      } catch (e) {
        console.error(`[shell] ${remote} ${module} failed at version ${version}`, e);
        // Once per page: the remote's last good version, in this same slot, without a reload.
        const retry = fallBack(remote);
        reportLoad(remote, version, { ok: false, fellBack: retry, phase });
        if (cancelled) return;
        if (retry) setAttempt((n) => n + 1);
        else setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      early?.drop();
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount().catch(() => undefined).finally(() => el.remove());
      else el.remove();
    };
  }, [remote, module, attempt, near, enabled]);

  // New props go to the parcel one update after the other: single-spa refuses an update while the
  // last is still being made (the parcel is UPDATING, not MOUNTED), and a navigation right after the
  // slot became ready (a held tap made again) would otherwise be lost. Each sends the latest props.
  // Props the parcel already has are not sent again: an update draws the whole remote once more, at
  // once (the slot turning ready used to redraw a page just hydrated, with the same props).
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const parcel = parcelRef.current;
    if (state !== 'ready' || !parcel?.update) return;
    updates.current = updates.current
      .then(() => {
        if (parcelRef.current !== parcel || parcel.getStatus() !== 'MOUNTED') return undefined;
        const props = propsRef.current;
        if (sent.current?.parcel === parcel && sameProps(sent.current.props, props)) return undefined;
        sent.current = { parcel, props };
        return parcel.update?.(props);
      })
      .catch(() => undefined);
  }, [state, mountProps, extraProps]);

  return (
    <div
      className={className ? `sh-slot ${className}` : 'sh-slot'}
      data-remote={remote}
      data-remote-version={state === 'ready' ? activeVersion(remote) : undefined}
      data-slot-state={state}
      aria-busy={state === 'loading'}
    >
      {state === 'failed' && (
        <div data-testid="slot-fallback">
          <SlotErrorFallback onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}
      {crash && state !== 'failed' && (
        <div data-testid="slot-crash">
          {compact ? (
            <SlotErrorFallback error={crash.message} onRetry={() => {
                setCrash(null);
                setAttempt((n) => n + 1);
              }} />
          ) : (
            <ErrorFallback error={crash.message} embedded />
          )}
        </div>
      )}
      {state === 'loading' && !showsFirstView && <div className={compact ? 'sh-slot-loading sh-slot-loading--compact' : 'sh-slot-loading'} role="status" aria-live="polite" />}
      <div ref={hostRef} hidden={state === 'failed' || crash !== null} dangerouslySetInnerHTML={firstViewHtml ? { __html: firstViewHtml } : undefined} />
    </div>
  );
}
