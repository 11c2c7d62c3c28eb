// A widget parcel: the latest notice, shown in the shell's footer.
import { createParcel } from '@stay/shared';
import { NoticeTicker } from '../features/notices/components/notice-ticker';

export const { bootstrap, mount, unmount, update } = createParcel(NoticeTicker);
