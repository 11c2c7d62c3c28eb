// PUT /v1/books/{id} {delYn} (SPEC §7 Bookings, the delete flag; issue 10): a past or cancelled
// booking is removed from the member's list ('Y') or put back ('N'). Hidden, never deleted: the
// order and its payments stay. Upcoming bookings cannot be hidden (409 BOOKING_ACTIVE); someone
// else's order is 404 ORDER_NOT_FOUND.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { hiddenBookings } from '../../../db/schema/mypage';
import { failureCatalog } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import type { Texts } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import { koreanDay } from '../../pricing';
import { ownOrderBy } from '../use-cases/booking-content';
import { tabOf } from '../rules/status';

const HideParams = v.strictObject({
  id: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))),
});
const HideBody = v.strictObject({ delYn: v.picklist(['Y', 'N'], msg('INVALID')) });

const TEXTS = {
  BOOKING_ACTIVE: { ko: '이용 예정인 예약은 목록에서 삭제할 수 없습니다.', en: 'An upcoming booking cannot be removed from the list.', ja: 'ご利用予定の予約はリストから削除できません。' },
} satisfies Record<string, Texts>;
const hideFail = failureCatalog(TEXTS, { BOOKING_ACTIVE: 409 });

export async function hideRoutes(app: FastifyInstance): Promise<void> {
  app.put('/v1/books/:id', { onRequest: app.authenticate, schema: { params: HideParams, body: HideBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof HideParams>;
    const { delYn } = request.body as v.InferOutput<typeof HideBody>;
    const order = await ownOrderBy(app, { idx: id }, userIdx, request.locale);
    const db = app.database.orm;
    if (delYn === 'N') {
      await db.delete(hiddenBookings).where(and(eq(hiddenBookings.orderIdx, order.idx), eq(hiddenBookings.userIdx, userIdx)));
      return ok({ orderProductIdx: order.idx, orderNum: order.orderNum, delYn });
    }
    if (tabOf(order, koreanDay(app.clock())) === 'pending') throw hideFail('BOOKING_ACTIVE', request.locale);
    await db.insert(hiddenBookings).values({ orderIdx: order.idx, userIdx, hiddenAt: app.clock() }).onConflictDoNothing();
    return ok({ orderProductIdx: order.idx, orderNum: order.orderNum, delYn });
  });
}
