// Reviews (their stars make each stay's score, count and histogram), popularity, and promotions
// (SPEC §3 Review, Review counts, Promotion; §4 discount labels).
import type { events, reviews } from '../../../db/schema/catalog';
import type { Rng } from '../../../db/seed/random';
import { addDaysIso, chance, mediaPath, round1000 } from './helpers';
import type { Stay } from './generate-stays';
import { REVIEWER_NAMES, REVIEW_SENTENCES, REVIEW_TITLES, type Mood, type ReviewLang } from './reviews-data';

type ReviewInsert = typeof reviews.$inferInsert;
type EventInsert = typeof events.$inferInsert;

const moodOf = (star: number): Mood => (star >= 4 ? 'good' : star === 3 ? 'fair' : 'poor');

function reviewText(rng: Rng, lang: ReviewLang, mood: Mood): { title: string; content: string } {
  const sentences = REVIEW_SENTENCES[lang][mood];
  const first = rng.pick(sentences);
  const second = rng.pick(sentences);
  return { title: rng.pick(REVIEW_TITLES[lang][mood]), content: first === second ? first : `${first} ${second}` };
}

/** Writes each stay's reviews and sets its review figures and popularity. */
export function generateReviews(stays: Stay[], roomNames: Map<number, string[]>, today: string, random: (name: string) => Rng, maxPerStay = 30): ReviewInsert[] {
  const rng = random('catalog:reviews');
  const out: ReviewInsert[] = [];
  for (const stay of stays) {
    const count = Math.round(Math.pow(stay.appeal, 1.4) * maxPerStay * (0.5 + rng.next()));
    const quality = 3.3 + stay.appeal * 1.3 + stay.star * 0.06;
    const histogram = [0, 0, 0, 0, 0];
    let sum = 0;
    const rooms = roomNames.get(stay.row.idx) ?? [''];
    for (let i = 0; i < count; i += 1) {
      const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.3;
      const star = Math.min(5, Math.max(1, Math.round(quality + noise)));
      histogram[star - 1]! += 1;
      sum += star;
      const lang: ReviewLang = stay.city.nation === 'JP' && chance(rng, 0.2) ? 'ja' : chance(rng, 0.12) ? 'en' : 'ko';
      const { title, content } = reviewText(rng, lang, moodOf(star));
      const daysAgo = rng.int(3, 700);
      const nights = rng.int(1, 3);
      const checkout = addDaysIso(today, -daysAgo + 1);
      out.push({
        propertyIdx: stay.row.idx,
        userName: rng.pick(REVIEWER_NAMES[lang]),
        roomName: rng.pick(rooms),
        title,
        content,
        star,
        lang,
        checkinDate: addDaysIso(checkout, -nights),
        checkoutDate: checkout,
        createdAt: new Date(`${addDaysIso(today, -daysAgo)}T${String(rng.int(9, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+09:00`),
      });
    }
    Object.assign(stay.row, {
      reviewCount: count,
      // 0-10 with one decimal, kept in tenths: average stars x 2.
      reviewScore: count > 0 ? Math.round((sum / count) * 20) : 0,
      starOne: histogram[0],
      starTwo: histogram[1],
      starThree: histogram[2],
      starFour: histogram[3],
      starFive: histogram[4],
      popularity: Math.round(stay.appeal * 800 + count * 5 + stay.star * 25 + (stay.row.brand ? 60 : 0) + stay.city.weight * 3 + rng.int(0, 40)),
    });
  }
  return out;
}

const EVENT_KINDS = [
  { rate: [10, 20], words: (n: number) => [`얼리버드 ${n}% 할인`, `Early bird: ${n}% off`, `早割${n}%オフ`] },
  { rate: [10, 15], words: (n: number) => [`연박 ${n}% 할인`, `Long-stay discount ${n}%`, `連泊割引${n}%`] },
  { rate: [15, 30], words: (n: number) => [`타임딜 ${n}% 할인`, `Time deal: ${n}% off`, `タイムセール${n}%オフ`] },
  { rate: [5, 10], words: (n: number) => [`기간 한정 ${n}% 할인`, `Limited time: ${n}% off`, `期間限定${n}%オフ`] },
] as const;

export function generateEvents(stays: Stay[], today: string, random: (name: string) => Rng): EventInsert[] {
  const rng = random('catalog:events');
  const out: EventInsert[] = [];
  for (const stay of stays) {
    if (!chance(rng, 0.12)) continue;
    const kind = rng.pick(EVENT_KINDS);
    const rate = rng.int(kind.rate[0], kind.rate[1]);
    const [ko, en, ja] = kind.words(rate) as [string, string, string];
    const saleStart = addDaysIso(today, -rng.int(0, 14));
    out.push({
      propertyIdx: stay.row.idx,
      titleKo: ko,
      titleEn: en,
      titleJa: ja,
      subTitleKo: stay.row.nameKo,
      subTitleEn: stay.row.nameEn,
      subTitleJa: stay.row.nameJa,
      discountRate: rate,
      discountPrice: round1000((stay.base * rate) / 100),
      saleStartDate: saleStart,
      saleEndDate: addDaysIso(today, rng.int(20, 60)),
      stayStartDate: today,
      stayEndDate: addDaysIso(today, rng.int(60, 120)),
      imgPath: mediaPath('beach', stay.row.idx * 16 + 15),
      eventUrl: `/products/${stay.row.idx}`,
    });
  }
  return out;
}
