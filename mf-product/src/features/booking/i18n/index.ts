// The booking page's strings (namespace 'product-booking'), ko/en/ja.
import { addBundle, translate, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const BOOKING_NS = 'product-booking';
export const bookingMessages = { ko, en, ja };
addBundle(BOOKING_NS, bookingMessages);

export const useBookingTranslation = () => useStayTranslation(BOOKING_NS);

/** A schema message: shared 'validation.*' keys live in 'common', the rest here. */
export function validationText(t: (key: string) => string, key: string): string {
  return key.startsWith('validation.') ? translate(key) : t(key);
}
