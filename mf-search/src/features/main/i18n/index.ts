// Registers the main page's strings (namespace 'search-main').
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const MAIN_NS = 'search-main';
export const mainMessages = { ko, en, ja };
addBundle(MAIN_NS, mainMessages);

export function useMainTranslation() {
  return useStayTranslation(MAIN_NS);
}
