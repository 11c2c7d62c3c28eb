// Registers the deals section's strings (namespace 'search-deals') with the section's own chunk:
// the main page's first load does not carry them.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const DEALS_NS = 'search-deals';
addBundle(DEALS_NS, { ko, en, ja });

export function useDealsTranslation() {
  return useStayTranslation(DEALS_NS);
}
