// The request mix of the API benchmark (api.mjs): what travellers type into the keyword box and
// the searches they run, drawn from a seeded generator so every run sends the same requests.

export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (r, list) => list[Math.floor(r() * list.length)];
const weighted = (r, entries) => {
  let roll = r() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of entries) if ((roll -= w) < 0) return v;
  return entries[entries.length - 1][0];
};

/** Destinations, brands and kinds of stay as typed, whole and as the prefixes typing goes through. */
const TYPED = [
  '서울', '서', 'seoul', 'seo', 'ソウル', '부산', '부', 'busan', 'bus', '釜山', '제주', '제', 'jeju', 'je', '済州', '강릉', 'gangneung', '경주', 'gyeongju',
  '도쿄', '도', 'tokyo', 'tok', 'to', '東京', 'とうきょう', '오사카', '오사', 'osaka', 'osa', '大阪', '교토', 'kyoto', '京都', '후쿠오카', '후쿠', 'fukuoka', '福岡',
  '삿포로', 'sapporo', '札幌', '오키나와', 'okinawa', '다낭', '다', 'da nang', 'danang', 'ダナン', '하노이', 'hanoi', '호치민', 'saigon', '나트랑', '푸꾸옥',
  '괌', 'guam', '투몬', 'tumon', 'グアム', '방콕', 'bangkok', 'バンコク', '푸켓', 'phuket', '치앙마이', 'chiang mai', '파타야', 'pattaya',
  '강남', 'gangnam', '명동', 'myeongdong', '홍대', 'hongdae', '해운대', 'haeundae', '광안리', '애월', '중문', '신주쿠', 'shinjuku', '新宿', '시부야', 'shibuya',
  '긴자', '아사쿠사', '난바', 'namba', '도톤보리', '우메다', '기온', '아라시야마', '하카타', '텐진', '스스키노', '오타루', '호이안', 'hoi an', '수쿰윗', '빠통',
  '신라', 'shilla', '롯데', 'lotte', '힐튼', 'hilton', '하얏트', 'hyatt', 'marriott', '메리어트', 'ibis', '이비스', 'apa', '아파', 'dormy', '도미 인', '東横イン',
  '호텔', 'hotel', '리조트', 'resort', '풀빌라', 'pool villa', '펜션', '게스트하우스', 'guesthouse', '료칸', 'ryokan', '旅館', '오션', 'ocean', '그랜드', 'grand',
  '스카이', 'sky', '가든', 'garden', '블루', 'blue', '센트럴', 'central', '하버', 'harbor', '시티', 'city', '마리나', 'marina',
];

/**
 * `fragments`: pieces of real stay names (the long tail of what people type). Popular typed
 * words are most of the traffic; fragments make the rest.
 */
export function keywordBodies(count, fragments, seed = 7) {
  const r = rng(seed);
  return Array.from({ length: count }, () => JSON.stringify({ searchText: r() < 0.75 || fragments.length === 0 ? pick(r, TYPED) : pick(r, fragments) }));
}

/** Substrings (2-6 characters) of stay names, as a traveller who half-remembers a name types. */
export function nameFragments(names, count, seed = 11) {
  const r = rng(seed);
  const out = new Set();
  for (let i = 0; out.size < count && i < count * 20; i += 1) {
    const chars = [...pick(r, names)];
    const len = 2 + Math.floor(r() * 5);
    const start = Math.floor(r() * Math.max(1, chars.length - len));
    const text = chars.slice(start, start + len).join('').trim();
    if ([...text].length >= 2) out.add(text);
  }
  return [...out];
}

const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Searches: destinations by popularity (a city, an area or a sub-area), check-in within 60 days
 * with a lean to weekends, 1-5 nights, the usual parties, sorts, filters and pages.
 */
export function searchBodies(count, locations, today, seed = 13) {
  const r = rng(seed);
  const cities = locations.filter((l) => l.level === 'city');
  const byCity = (code, level) => locations.filter((l) => l.cityCode === code && l.level === level);
  return Array.from({ length: count }, () => {
    const city = weighted(r, cities.map((c) => [c, c.weight]));
    const level = weighted(r, [['city', 60], ['area', 30], ['sub_area', 10]]);
    const options = level === 'city' ? [city] : byCity(city.cityCode, level);
    const place = options.length ? pick(r, options) : city;
    let offset = 1 + Math.floor(r() * 60);
    const weekday = new Date(`${addDays(today, offset)}T00:00:00Z`).getUTCDay();
    if (r() < 0.4 && weekday !== 5 && weekday !== 6) offset += (5 - weekday + 7) % 7; // move to a Friday
    const nights = weighted(r, [[1, 50], [2, 30], [3, 15], [4, 3], [5, 2]]);
    const party = weighted(r, [[[2, []], 60], [[1, []], 10], [[2, [Math.floor(r() * 14)]], 15], [[2, [Math.floor(r() * 14), Math.floor(r() * 14)]], 8], [[3 + Math.floor(r() * 2), []], 7]]);
    const filters = weighted(r, [[null, 75], [{ stars: [4, 5] }, 10], [{ types: ['HOTEL'] }, 5], [{ types: ['RESORT', 'POOLVILLA'] }, 3], [{ priceMin: 50000, priceMax: 250000 }, 5], [{ facilities: ['POOL'] }, 2]]);
    const body = {
      nationCode: city.nationCode, cityCode: city.cityCode, searchText: place.name,
      area: place.level === 'city' ? '' : place.areaCode, subArea: place.level === 'sub_area' ? place.code : '',
      checkInDate: addDays(today, offset), checkOutDate: addDays(today, offset + nights),
      adtCnt: party[0], chdCnt: party[1].length, chdAges: party[1], count: r() < 0.9 ? 1 : 2,
      sort: weighted(r, [['recommend', 55], ['priceAsc', 25], ['rating', 10], ['priceDesc', 10]]),
      page: weighted(r, [[0, 80], [1, 15], [2, 5]]), size: 20,
    };
    if (body.count === 2 && body.adtCnt < 2) body.adtCnt = 2;
    if (filters) body.filters = filters;
    return JSON.stringify(body);
  });
}
