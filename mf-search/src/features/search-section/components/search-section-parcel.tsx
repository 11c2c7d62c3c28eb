import type { MountProps } from '@stay/shared';
import { registerSearchI18n } from '../../../app/i18n';
import { SearchSection } from './search-section';

registerSearchI18n();

export function SearchSectionParcel(_props: MountProps) {
  return <SearchSection />;
}
