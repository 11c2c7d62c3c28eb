// The parcel the shell mounts for this remote's routes.
import { createParcel, type MountProps } from '@stay/shared';
import { App, loadResults, screenOf } from '../app/app';

const lifecycles = createParcel(App);

/** A parcel opened on '/search' has its results page loaded before its first render (no empty frame). */
export async function bootstrap(props: MountProps): Promise<unknown> {
  if (screenOf(props.pathname).screen === 'results') await loadResults();
  return lifecycles.bootstrap(props);
}

export const { mount, unmount, update } = lifecycles;
