// SPEC §7 auth service: GET /points {point, userPoint} (userPoint = company welfare points) and
// GET /points/history?pointType=USER_POINT (the welfare-point ledger, newest first).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const BalanceSchema = v.object({ point: v.number(), userPoint: v.number() });
const HistorySchema = v.object({
  total: v.number(),
  page: v.number(),
  size: v.number(),
  history: v.array(
    v.object({
      idx: v.number(),
      actionType: v.string(),
      amount: v.number(),
      balance: v.number(),
      title: v.nullable(v.string()),
      orderNum: v.nullable(v.string()),
      expireDate: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
});
export type WelfareHistory = v.InferOutput<typeof HistorySchema>;

export async function getWelfarePoints() {
  const [balance, history] = await Promise.all([
    apiRequest('auth', 'GET', '/points', { schema: BalanceSchema, suppressAlert: true }),
    apiRequest('auth', 'GET', '/points/history', { query: { pointType: 'USER_POINT', actionType: 'ALL', page: 1, size: 50 }, schema: HistorySchema, suppressAlert: true }),
  ]);
  return { balance: balance.userPoint, history };
}
