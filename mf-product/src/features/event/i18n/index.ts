// The event deal page's strings (namespace 'product-event'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const EVENT_NS = 'product-event';
export const eventMessages = { ko, en, ja };

export function registerEventI18n(): void {
  addBundle(EVENT_NS, eventMessages);
}
registerEventI18n();

export const useEventTranslation = () => useStayTranslation(EVENT_NS);
