// The reserve button of a rate plan: a member goes to the booking page, whose URL carries the
// whole booking (lib/book-query.ts); a visitor is sent to log in first and comes back to that
// booking page (the return path, SPEC §2, as the wish button does).
import { alert, navigate, rememberReturnUrl, useSession, type SearchCondition } from '@stay/shared';
import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { bookQuery } from '../../../lib/book-query';
import { promotionIdxOf } from '../lib/product-query';
import type { RatePlan, Room } from '../api/get-rate-plans';
import { useDetailTranslation } from '../i18n';

export { promotionIdxOf };

export function bookPathFor(productIdx: number, condition: SearchCondition, room: Room, plan: RatePlan, promotionIdx?: number): string {
  const { checkInDate, checkOutDate, adtCnt, chdCnt, chdAges, count } = condition;
  return paths.book(
    productIdx,
    bookQuery({ accoms: String(productIdx), rooms: String(plan.roomIdx || room.roomIdx), rateplan: String(plan.rateplanIdx), condition: { checkInDate, checkOutDate, adtCnt, chdCnt, chdAges, count }, promotionIdx }),
  );
}

export function useReserve(productIdx: number, condition: SearchCondition) {
  const { t } = useDetailTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  return useCallback(
    async (room: Room, plan: RatePlan) => {
      const path = bookPathFor(productIdx, condition, room, plan, promotionIdxOf(window.location.search));
      if (!loggedIn) {
        rememberReturnUrl(path);
        await alert(t('rooms.reserveLogin'));
        navigate(paths.login);
        return;
      }
      navigate(path);
    },
    [productIdx, condition, loggedIn, t],
  );
}
