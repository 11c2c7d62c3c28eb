// Mounts one exposed module of a remote as a single-spa parcel (DESIGN §2).
// A failing remote costs only its slot: load and mount sit in try/catch and the slot offers a retry
// that loads the remote anew without reloading the page.
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { HYDRATING_EVENT, SERVER_RENDERED_ATTR, useStayEvent, type ExposedModule, type MountProps, type RemoteName } from '@stay/shared';
import { activeVersion, fallBack, loadParcel, reportLoad } from './federation';
import { ErrorFallback, SlotErrorFallback } from '../error/error-fallback';
import './remote-slot.css';
import { useMountProps } from '../app/mount-props';
import { claimEarlyTap } from './early-tap';
import { useNearViewport } from './use-near-viewport';

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
   * The markup of the remote's server-rendered first view (issue 16, api/site/first-view). The
   * server draws it inside the slot, the shell's hydration keeps it as it is, and the first attempt
   * gives its element to the remote's parcel, which hydrates it. A failed load drops it and goes on
   * as without one.
   */
  firstView?: string | null;
}

type SlotState = 'loading' | 'ready' | 'failed';

/**
 * A tap on a server-drawn first view before its remote listens there (a button that does nothing
 * yet) is held, and made again as soon as the parcel starts hydrating: from then on React replays
 * taps itself, but this root only starts when the remote's scripts arrive. Links need no help.
 */
function holdEarlyTaps(view: HTMLElement): { replay(): void; drop(): void } {
  // A tap made before the shell ran (held by the page itself) counts as one made here.
  let held: HTMLElement | null = claimEarlyTap((target) => view.contains(target));
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"], summary') : null;
    if (!(target instanceof HTMLElement) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  const drop = () => {
    view.removeEventListener('click', hold, true);
    view.removeEventListener(HYDRATING_EVENT, replay);
    held = null;
  };
  const replay = () => {
    const target = held;
    drop();
    if (target?.isConnected) target.click();
  };
  view.addEventListener('click', hold, true);
  view.addEventListener(HYDRATING_EVENT, replay);
  return { replay, drop };
}

export function RemoteSlot({ remote, module, extraProps, className, compact = false, lazy = false, enabled = true, onSettled, firstView }: RemoteSlotProps) {
  const mountProps = useMountProps();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel<MountProps> | null>(null);
  const propsRef = useRef({ ...mountProps, ...extraProps });
  propsRef.current = { ...mountProps, ...extraProps };
  const [state, setState] = useState<SlotState>('loading');
  const [attempt, setAttempt] = useState(0);
  // issue 13: the remote's own tree threw while rendering (its parcel reports it, shared/mf/parcel).
  const [crash, setCrash] = useState<{ message: string; at: string } | null>(null);
  const near = useNearViewport(hostRef, lazy, enabled);
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
        await parcel.mountPromise;
        early?.replay();
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

  useEffect(() => {
    const parcel = parcelRef.current;
    if (state === 'ready' && parcel?.update && parcel.getStatus() === 'MOUNTED') void parcel.update(propsRef.current);
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
