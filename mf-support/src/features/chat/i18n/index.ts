// The strings of the operator's live chat desk (namespace 'support-chat'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const CHAT_DESK_NS = 'support-chat';
export const chatDeskMessages = { ko, en, ja };
addBundle(CHAT_DESK_NS, chatDeskMessages);

export const useChatDeskTranslation = () => useStayTranslation(CHAT_DESK_NS);
