// Member home strings (namespace 'mypage-home'), ko/en/ja. Grade card wording: SPEC §2 Profile menu.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const HOME_NS = 'mypage-home';
export const homeMessages = { ko, en, ja };
addBundle(HOME_NS, homeMessages);

export const useHomeTranslation = () => useStayTranslation(HOME_NS);
