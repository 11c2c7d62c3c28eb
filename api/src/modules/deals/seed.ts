// Two of the site's own event deals (they have an event page, /events/{idx}): one open now and one
// that opens in two days, so the advance notice (alarms) has something to announce.
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { events, properties } from '../../db/schema/catalog';
import { mediaPath } from '../catalog';
import type { Seeder } from '../../db/seed/types';
import { EVENT_PAGE_PREFIX } from './rules/event-page';

const KST_OFFSET_MS = 9 * 3_600_000;
const day = (from: Date, n: number) => new Date(from.getTime() + KST_OFFSET_MS + n * 86_400_000).toISOString().slice(0, 10);

const DEALS = [
  { rate: 25, opensIn: 0, lasts: 14, title: ['어썸 특가: 이번 주 한정 25% 할인', 'Awesome deal: 25% off this week only', 'オーサム特価：今週限定25%オフ'], sub: ['지금 예약하면 가장 좋은 가격', 'The best price while it lasts', '今だけの最安値'] },
  { rate: 30, opensIn: 2, lasts: 7, title: ['오픈 예정 타임딜 30% 할인', 'Opening soon: 30% time deal', '近日開始タイムセール30%オフ'], sub: ['오픈 알림을 신청하세요', 'Ask to be told when it opens', '開始通知をお申し込みください'] },
] as const;

export const eventDealsSeeder: Seeder = {
  name: 'event-deals',
  async isSeeded({ orm }) {
    const [row] = await orm.select({ idx: events.idx }).from(events).where(like(events.eventUrl, `${EVENT_PAGE_PREFIX}%`)).limit(1);
    return Boolean(row);
  },
  async run({ orm, today }) {
    // Our own inventory in Korea (no outside supplier that may time out or sell out under the page).
    const stays = await orm.select({ idx: properties.idx }).from(properties).where(and(isNull(properties.channelCode), eq(properties.nationCode, 'KR'))).orderBy(asc(properties.idx)).limit(DEALS.length);
    await orm.transaction(async (tx) => {
      for (const [i, deal] of DEALS.entries()) {
        const stay = stays[i];
        if (!stay) return;
        const [row] = await tx
          .insert(events)
          .values({
            propertyIdx: stay.idx,
            titleKo: deal.title[0],
            titleEn: deal.title[1],
            titleJa: deal.title[2],
            subTitleKo: deal.sub[0],
            subTitleEn: deal.sub[1],
            subTitleJa: deal.sub[2],
            discountRate: deal.rate,
            discountPrice: 0,
            saleStartDate: day(today, deal.opensIn),
            saleEndDate: day(today, deal.opensIn + deal.lasts),
            stayStartDate: day(today, 1),
            stayEndDate: day(today, 90),
            imgPath: mediaPath('beach', stay.idx * 16 + 15),
            eventUrl: EVENT_PAGE_PREFIX,
          })
          .returning({ idx: events.idx });
        await tx.update(events).set({ eventUrl: `${EVENT_PAGE_PREFIX}${row!.idx}` }).where(eq(events.idx, row!.idx));
      }
    });
  },
};
