// Limits on unpaid holds, so that no one can take a stay off sale without paying: a hold takes the
// rooms for its whole lifetime, and without limits one account could hold every room of a stay,
// call after call, and start again when the holds expire. Before a new hold:
// - starting over: the member's own unpaid holds of the SAME stay are released first (the member
//   is booking that stay again; the earlier checkout is abandoned, its rooms, points and coupon return);
// - a member keeps at most HOLDS_PER_MEMBER unpaid holds of other stays, and at most ROOMS_MAX rooms held in all;
// - a member may start at most RATE_LIMIT_HOLDS (6) holds per hold lifetime, and an address at most
//   RATE_LIMIT_HOLDS_PER_ADDRESS (200): a mobile carrier puts thousands of people behind one address, so
//   the address limit only stops a farm of accounts, and the member's own limit is the real guard
//   (shared store, so every API process counts together).
import type { FastifyInstance } from 'fastify';
import { ROOMS_MAX } from '@stay/shared/constants/limits';
import { failureCatalog, type AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { stockMoved } from '../../catalog';
import { releasedEvent, type BookingEvent } from '../events';
import { reposOf } from '../stores';

export const HOLDS_PER_MEMBER = 2;

const holdFail = failureCatalog(
  {
    TOO_MANY_HOLDS: {
      ko: '결제하지 않은 예약이 이미 있습니다. 진행 중인 결제를 마치거나 취소한 뒤 다시 예약해 주세요.',
      en: 'You already have unpaid bookings on hold. Finish or cancel them, then book again.',
      ja: '未決済の予約がすでにあります。進行中のお支払いを完了するか取り消してから、もう一度予約してください。',
    },
    HOLDS_PER_MEMBER: {
      ko: '짧은 시간에 예약을 너무 여러 번 시작했습니다. 잠시 후 다시 시도해 주세요.',
      en: 'You started too many bookings in a short time. Please try again shortly.',
      ja: '短時間に予約を何度も開始しました。しばらくしてから再度お試しください。',
    },
    HOLDS_PER_ADDRESS: {
      ko: '짧은 시간에 예약 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      en: 'Too many bookings were started from here in a short time. Please try again shortly.',
      ja: '短時間に予約の試行が多すぎます。しばらくしてから再度お試しください。',
    },
  },
  { TOO_MANY_HOLDS: 409, HOLDS_PER_MEMBER: 429, HOLDS_PER_ADDRESS: 429 },
);

export interface HoldRequest {
  userIdx: number;
  ip: string;
  productIdx: number;
  rooms: number;
  holdTtlSeconds: number;
  now: Date;
  locale: Locale;
}

/**
 * Releases what starting over replaces, then refuses a hold past the limits (nothing new is held
 * then). Returns the release events of the holds it gave back (also when it refuses after them).
 */
export async function makeRoomForHold(app: FastifyInstance, r: HoldRequest): Promise<{ events: BookingEvent[]; refusal?: AppError }> {
  // First the rate limits (RATE_LIMIT_ENABLED), so a refused request changes nothing the member holds.
  if (app.env.rateLimitEnabled) {
    const window = r.holdTtlSeconds * 1000;
    const fromAddress = await app.shared.incr(`holds:a:${r.ip}`, window);
    if (fromAddress > app.env.rateLimitHoldsPerAddress) throw holdFail('HOLDS_PER_ADDRESS', r.locale, { retryAfter: r.holdTtlSeconds });
    const byMember = await app.shared.incr(`holds:m:${r.userIdx}`, window);
    if (byMember > app.env.rateLimitHolds) throw holdFail('HOLDS_PER_MEMBER', r.locale, { retryAfter: r.holdTtlSeconds });
  }
  const orders = reposOf(app.database.orm).orders;
  const open = await orders.openHoldsOf(r.userIdx, r.now);
  const events: BookingEvent[] = [];
  let others = 0;
  let rooms = 0;
  for (const hold of open) {
    if (hold.productIdx === r.productIdx) {
      if (await orders.release(hold.idx, ['HELD'], 'STARTED_OVER', r.now)) {
        await stockMoved(app.database.orm, hold.productIdx);
        events.push(releasedEvent(hold, 'STARTED_OVER', r.now));
      }
    } else {
      others += 1;
      rooms += hold.rooms;
    }
  }
  if (others >= HOLDS_PER_MEMBER || rooms + r.rooms > ROOMS_MAX) return { events, refusal: holdFail('TOO_MANY_HOLDS', r.locale, { openHolds: others }) };
  return { events };
}
