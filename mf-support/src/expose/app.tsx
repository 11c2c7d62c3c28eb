// The parcel the shell mounts for /faq, /notice, /inquiries and /policy/*.
import { createParcel } from '@stay/shared';
import { App } from '../app/app';

export const { bootstrap, mount, unmount, update } = createParcel(App);
