// The theme page's strings (namespace 'search-theme'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const THEME_NS = 'search-theme';
export const themeMessages = { ko, en, ja };
addBundle(THEME_NS, themeMessages);

export const useThemeTranslation = () => useStayTranslation(THEME_NS);
