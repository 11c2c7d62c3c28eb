// The strings of the frequently asked questions (namespace 'support-faq'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const FAQ_NS = 'support-faq';
export const faqMessages = { ko, en, ja };
addBundle(FAQ_NS, faqMessages);

export const useFaqTranslation = () => useStayTranslation(FAQ_NS);
