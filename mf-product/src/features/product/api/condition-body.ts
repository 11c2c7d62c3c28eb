// The body every product call takes (SPEC §7 Products): the stay condition without destination.
import type { SearchCondition } from '@stay/shared';

export interface ConditionBody {
  adtCnt: number;
  chdCnt: number;
  chdAges: number[];
  checkInDate: string;
  checkOutDate: string;
  count: number;
}

export function conditionBody(c: SearchCondition): ConditionBody {
  return {
    adtCnt: c.adtCnt,
    chdCnt: c.chdCnt,
    chdAges: c.chdAges.slice(0, c.chdCnt),
    checkInDate: c.checkInDate,
    checkOutDate: c.checkOutDate,
    count: c.count,
  };
}
