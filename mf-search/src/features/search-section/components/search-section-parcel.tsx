// What the shell mounts in the web bar's overlay ('./search-section'). No provider: the section
// edits the app-wide search condition store, which the shell's web-bar summary reads.
import type { MountProps } from '@stay/shared';
import { SearchSection } from './search-section';

export function SearchSectionParcel(_props: MountProps) {
  return <SearchSection variant="panel" />;
}
