// Builds the single-spa parcel lifecycles a remote exposes (DESIGN §2). React and ReactDOM are the
// federation singletons, so every parcel renders with the one React the shell loaded.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { MountProps, ParcelLifecycles } from './contract';

function ParcelCrash({ message }: { message: string }) {
  return (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      {message}
    </div>
  );
}

export function createParcel<P extends MountProps = MountProps>(
  Root: React.ComponentType<P>,
  crashMessage = 'This part of the page stopped working. Please reload.',
): ParcelLifecycles<P> {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root as unknown as React.FunctionComponent<P & AppProps>,
    // An exception inside a remote's tree stays inside its slot.
    errorBoundary: () => <ParcelCrash message={crashMessage} />,
  });
  return lifecycles as unknown as ParcelLifecycles<P>;
}
