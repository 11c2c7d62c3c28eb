// The search section, exposed as a second parcel: the shell's web bar opens it (DESIGN §2).
import { createParcel } from '@stay/shared';
import { SearchSectionParcel } from '../features/search-section/components/search-section-parcel';

export const { bootstrap, mount, unmount, update } = createParcel(SearchSectionParcel);
