// Registers the search section's strings (namespace 'search-section') on the platform's i18n.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const SECTION_NS = 'search-section';
export const sectionMessages = { ko, en, ja };
addBundle(SECTION_NS, sectionMessages);

export function useSectionTranslation() {
  return useStayTranslation(SECTION_NS);
}
