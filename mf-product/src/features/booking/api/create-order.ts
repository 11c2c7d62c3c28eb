// POST .../order (api booking README): the PENDING order and its hold. `amount` is the total the
// traveller saw; the server only compares it (a different total answers PRICE_CHANGED).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import type { BookTarget } from '../../../lib/book-query';
import { textField } from '@stay/shared/contracts/fields';
import type { GuestValues } from '../lib/guest-schema';
import { stayConditionOf } from '@stay/shared/contracts/stay-condition';
import { bookUrl, AmountsSchema } from './get-quote';

const OrderSchema = v.object({ orderNum: v.string(), holdExpiresAt: textField, amounts: AmountsSchema });
export type CreatedOrder = v.InferOutput<typeof OrderSchema>;

export interface OrderInput {
  guest: GuestValues;
  international: boolean;
  couponUserIdx: number | null;
  usePoint: number;
  useUserPoint?: number;
  amount: number;
}

export function guestBody(guest: GuestValues, international: boolean) {
  return international
    ? { guestFirstName: guest.firstName.trim(), guestLastName: guest.lastName.trim(), guestCountryCode: guest.countryCode.trim(), guestTel: guest.tel.trim(), guestEmail: guest.email.trim() }
    : { guestName: guest.name.trim(), guestTel: guest.tel.trim(), guestEmail: guest.email.trim() };
}

export function createOrder(target: BookTarget, input: OrderInput): Promise<CreatedOrder> {
  const body = {
    ...stayConditionOf(target.condition),
    ...guestBody(input.guest, input.international),
    ...(target.promotionIdx ? { promotionIdx: target.promotionIdx } : {}),
    ...(input.couponUserIdx ? { couponUserIdx: input.couponUserIdx } : {}),
    usePoint: input.usePoint,
    ...(input.useUserPoint ? { useUserPoint: input.useUserPoint } : {}),
    amount: input.amount,
  };
  return apiRequest('content', 'POST', `${bookUrl(target)}/order`, { body, suppressAlert: true, schema: OrderSchema });
}
