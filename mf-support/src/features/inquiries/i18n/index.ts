// The strings of the member's 1:1 inquiries, the inquiry form and the chat (namespace 'support-inquiries'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const INQUIRIES_NS = 'support-inquiries';
export const inquiriesMessages = { ko, en, ja };
addBundle(INQUIRIES_NS, inquiriesMessages);

export const useInquiriesTranslation = () => useStayTranslation(INQUIRIES_NS);
