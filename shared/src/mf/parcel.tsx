// Builds the single-spa parcel lifecycles a remote exposes (DESIGN §2). React and ReactDOM are the
// federation singletons, so every parcel renders with the one React the shell loaded.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { HYDRATED_EVENT, HYDRATING_EVENT, SERVER_RENDERED_ATTR, type MountProps, type ParcelLifecycles } from './contract';
import { bus } from '../events/event-bus';

/**
 * What a crashed remote leaves in its own root: a line of text (for a remote running alone), and a
 * report to the shell, whose slot then shows the SPEC §2 error fallback screen over it.
 */
function ParcelCrash({ message, error }: { message: string; error: unknown }) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (!ref.current) return;
    const text = error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : '';
    bus.emit('remote:crashed', { element: ref.current, message: text });
  }, [error]);
  return (
    <div ref={ref} role="alert" data-parcel-crash="" style={{ padding: 24, textAlign: 'center' }}>
      {message}
    </div>
  );
}

/** Says on `at` that its hydration has committed (it renders its child as it is: no element of its own). */
function AfterHydration({ at, children }: { at: Element; children: React.ReactNode }) {
  React.useEffect(() => {
    at.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [at]);
  return children;
}

/**
 * ReactDOM's client whose roots render first inside a transition: a remote's first render
 * is done in slices that give the main thread back every few milliseconds, instead of
 * one long task that blocks taps while the page starts. single-spa-react uses only createRoot,
 * render and unmount.
 *
 * A root whose element holds the remote's server-rendered first view hydrates it instead: the
 * markup the visitor already sees is kept and made live (hydration is sliced too). Where the
 * browser's first render differs from the server's (a date near midnight in another time zone),
 * React renders that part anew; that is reported as a warning, not as a page error.
 */
const slicedClient = {
  createRoot(container: Element | DocumentFragment) {
    const serverRendered = container instanceof Element && container.hasAttribute(SERVER_RENDERED_ATTR) ? container : null;
    let root: ReactDOMClient.Root | null = serverRendered ? null : ReactDOMClient.createRoot(container);
    let first = true;
    return {
      render: (children: React.ReactNode) => {
        if (serverRendered && !root) {
          serverRendered.removeAttribute(SERVER_RENDERED_ATTR);
          first = false;
          // In a transition, hydration is done in slices too (a plain hydrateRoot is one long task).
          React.startTransition(() => {
            root = ReactDOMClient.hydrateRoot(serverRendered, <AfterHydration at={serverRendered}>{children}</AfterHydration>, {
              onRecoverableError: (error) => console.warn('[parcel] the server-rendered view was drawn again', error),
            });
          });
          serverRendered.dispatchEvent(new Event(HYDRATING_EVENT));
          return;
        }
        const live = root as ReactDOMClient.Root;
        // A hydrated root keeps its wrapper: another root element would make React draw the view anew.
        if (serverRendered) return live.render(<AfterHydration at={serverRendered}>{children}</AfterHydration>);
        // Only the first render: an update follows a navigation, and a control bound to the address
        // (a filter checkbox) must show its new state at once, not after a transition.
        if (!first) return live.render(children);
        first = false;
        React.startTransition(() => live.render(children));
      },
      unmount: () => root?.unmount(),
    };
  },
};

export function createParcel<P extends MountProps = MountProps>(
  Root: React.ComponentType<P>,
  crashMessage = 'This part of the page stopped working. Please reload.',
): ParcelLifecycles<P> {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: slicedClient as unknown as typeof ReactDOMClient,
    rootComponent: Root as unknown as React.FunctionComponent<P & AppProps>,
    // An exception inside a remote's tree stays inside its slot.
    errorBoundary: (error: unknown) => <ParcelCrash message={crashMessage} error={error} />,
  });
  return lifecycles as unknown as ParcelLifecycles<P>;
}
