// Steps the content-service tests share: dates relative to the Korean today, and the search calls.
import { addDays, koreanDay } from '../../src/modules/pricing';
import type { Agent } from './agent';

export const CONTENT = '/api/service/content';

/** 'yyyy-MM-dd' n days from today (Korean calendar day). */
export const day = (n: number): string => addDays(koreanDay(new Date()), n);

export async function keyword(agent: Agent, searchText: unknown, lang = 'ko') {
  const res = await agent.post(`${CONTENT}/v1/products/search-keyword`, { searchText }, { headers: { 'accept-language': lang } });
  return res;
}

export async function findProducts(agent: Agent, body: Record<string, unknown>, lang = 'ko') {
  return agent.post(`${CONTENT}/v1/products/findProducts`, { checkInDate: day(14), checkOutDate: day(16), adtCnt: 2, chdCnt: 0, chdAges: [], count: 1, ...body }, { headers: { 'accept-language': lang } });
}
