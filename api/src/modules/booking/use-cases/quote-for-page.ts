// The payment page's quote (POST /v1/books/{productIdx}/order-type/{type}/ids/{accoms}/rooms/
// {rooms}/rateplan/{rateplan}): the stay re-priced by the server for this member, the coupon and
// points applied as the order will apply them (so the total shown is the total the order charges),
// the guest form the stay's channel needs with the member's details to prefill, and the member's
// other unfinished checkouts. Reads only: nothing is held until the order.
import type { FastifyInstance } from 'fastify';
import { PAY_METHODS } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { checkPoints, maxUsablePoint } from '../rules/points';
import type { BookParamsInput, QuoteBodyInput } from '../rules/requests';
import { applyCoupon } from './apply-coupon';
import { heldCheckouts } from './held-checkouts';
import { bookingQuote, breakdown, quoteSummary } from './quote';

export interface PageQuoteRequest {
  params: BookParamsInput;
  body: QuoteBodyInput;
  userIdx: number;
  locale: Locale;
  /** How long the order will hold the rooms (the page counts it down). */
  holdTtlSeconds: number;
}

export async function quoteForPage(app: FastifyInstance, { params, body, userIdx, locale, holdTtlSeconds }: PageQuoteRequest) {
  const q = await bookingQuote(app, params, body, userIdx, locale);
  const applied = await applyCoupon(app, q, body.couponUserIdx, userIdx, locale);
  const couponAmount = applied?.couponAmount ?? 0;
  checkPoints(q.points, body, q.saleAmount, couponAmount, locale);
  return {
    ...quoteSummary(q),
    member: { grade: q.grade, isAwesome: q.isAwesome, type: q.user.type },
    points: q.points,
    maxUsablePoint: maxUsablePoint(q.saleAmount, couponAmount),
    payMethods: PAY_METHODS,
    guestForm: q.international ? 'INTERNATIONAL' : 'DOMESTIC',
    guest: q.international
      ? { guestFirstName: q.user.userFirstName, guestLastName: q.user.userLastName, guestCountryCode: q.user.internationalNumber, guestTel: q.user.internationalPhone, guestEmail: q.user.email }
      : { guestName: q.user.name, guestTel: q.user.phone, guestEmail: q.user.email },
    amounts: breakdown(q, body.usePoint, body.useUserPoint, couponAmount),
    coupon: applied?.coupon ?? null,
    nightlyRateList: q.nightPrices,
    holdTtlSeconds,
    // The member's unfinished checkouts and the coupon and points each keeps (held-checkouts.ts).
    held: await heldCheckouts(app.database.orm, userIdx, app.clock(), locale),
  };
}
