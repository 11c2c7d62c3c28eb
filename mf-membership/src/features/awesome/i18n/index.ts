// The awesome membership's strings (namespace 'membership-awesome'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const AWESOME_NS = 'membership-awesome';
export const awesomeMessages = { ko, en, ja };
addBundle(AWESOME_NS, awesomeMessages);

export const useAwesomeTranslation = () => useStayTranslation(AWESOME_NS);
