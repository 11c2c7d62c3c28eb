// The parcel the shell mounts for this remote's routes.
import { createParcel } from '@stay/shared';
import { App } from '../app/app';

export const { bootstrap, mount, unmount, update } = createParcel(App);
