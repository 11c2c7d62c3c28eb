// GET /points and GET /points/history (SPEC §7 Auth service): awesome cash (pointType POINT) with
// each line's action, amount, balance, booking and expiry.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf, nullableText, numberField, textField } from '@stay/shared/contracts/fields';

const LineSchema = v.object({ idx: v.number(), pointType: textField, actionType: textField, amount: numberField, balance: numberField, title: textField, orderNum: nullableText, expireDate: nullableText, createdAt: textField });
export type PointLine = v.InferOutput<typeof LineSchema>;
const HistorySchema = v.object({ total: numberField, page: numberField, size: numberField, history: listOf(LineSchema) });

export const HISTORY_PAGE_SIZE = 20;

export async function getCash(page: number, signal?: AbortSignal) {
  const [balance, history] = await Promise.all([
    apiRequest('auth', 'GET', '/points', { signal, suppressAlert: true, schema: v.object({ point: numberField, userPoint: numberField }) }),
    apiRequest('auth', 'GET', '/points/history', { signal, suppressAlert: true, query: { pointType: 'POINT', page, size: HISTORY_PAGE_SIZE }, schema: HistorySchema }),
  ]);
  return { balance, history };
}
