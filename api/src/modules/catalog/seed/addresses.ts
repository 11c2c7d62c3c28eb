// Street addresses and phone numbers in each nation's usual form, in ko / en / ja.
import type { Rng } from '../../../db/seed/random';
import type { Words } from './names-data';

const KR_STREETS: Words[] = [
  ['중앙로', 'Jungang-ro', '中央路'], ['해변로', 'Haebyeon-ro', '海辺路'], ['공원로', 'Gongwon-ro', '公園路'], ['문화로', 'Munhwa-ro', '文化路'],
  ['시장길', 'Sijang-gil', '市場キル'], ['역전로', 'Yeokjeon-ro', '駅前路'], ['관광로', 'Gwangwang-ro', '観光路'], ['호수로', 'Hosu-ro', '湖水路'],
];
const ABROAD_STREETS: Words[] = [
  ['비치', 'Beach', 'ビーチ'], ['메인', 'Main', 'メイン'], ['마켓', 'Market', 'マーケット'], ['로터스', 'Lotus', 'ロータス'],
  ['팜', 'Palm', 'パーム'], ['리버사이드', 'Riverside', 'リバーサイド'], ['선셋', 'Sunset', 'サンセット'], ['템플', 'Temple', 'テンプル'],
];

export function address(rng: Rng, nation: string, city: Words, area: Words): Words {
  if (nation === 'JP') {
    const n = `${rng.int(1, 5)}-${rng.int(1, 20)}-${rng.int(1, 30)}`;
    return [`${city[0]} ${area[0]} ${n}`, `${n} ${area[1]}, ${city[1]}`, `${city[2]}${area[2]}${n}`];
  }
  const n = rng.int(1, 300);
  if (nation === 'KR') {
    const s = rng.pick(KR_STREETS);
    return [`${city[0]} ${area[0]} ${s[0]} ${n}`, `${n} ${s[1]}, ${area[1]}, ${city[1]}`, `${city[2]} ${area[2]} ${s[2]} ${n}`];
  }
  const s = rng.pick(ABROAD_STREETS);
  return [`${city[0]} ${area[0]} ${s[0]} 로드 ${n}`, `${n} ${s[1]} Road, ${area[1]}, ${city[1]}`, `${city[2]} ${area[2]} ${s[2]}ロード ${n}`];
}

const CALLING: Record<string, string> = { KR: '+82', JP: '+81', VN: '+84', GU: '+1-671', TH: '+66' };

export function phone(rng: Rng, nation: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (nation === 'KR') return `0${rng.pick(['2', '51', '64', '33', '54', '32', '61'])}-${rng.int(200, 999)}-${digits(4)}`;
  return `${CALLING[nation] ?? '+82'}-${rng.int(2, 9)}${digits(2)}-${digits(4)}`;
}

const HIGHLIGHTS: Words[] = [
  ['대중교통으로 주요 명소에 쉽게 갈 수 있습니다.', 'The main sights are an easy ride away.', '主要観光地へ公共交通で簡単にアクセスできます。'],
  ['넓은 객실과 편안한 침구를 갖추고 있습니다.', 'Rooms are roomy, with comfortable beds.', '広い客室と快適な寝具を備えています。'],
  ['주변에 맛집과 카페가 많습니다.', 'Plenty of restaurants and cafes nearby.', '周辺には飲食店やカフェがたくさんあります。'],
  ['조용한 분위기에서 여유로운 휴식을 즐길 수 있습니다.', 'A quiet place to unwind.', '静かな雰囲気でゆったりと過ごせます。'],
  ['가족 여행객에게 인기가 많습니다.', 'Popular with families.', 'ファミリーに人気です。'],
  ['친절한 직원이 여행을 도와드립니다.', 'Friendly staff help you plan your trip.', '親切なスタッフが旅をサポートします。'],
];

export function description(rng: Rng, typeName: Words, city: Words, area: Words): Words {
  const h1 = rng.pick(HIGHLIGHTS);
  let h2 = rng.pick(HIGHLIGHTS);
  if (h2 === h1) h2 = HIGHLIGHTS[(HIGHLIGHTS.indexOf(h1) + 1) % HIGHLIGHTS.length]!;
  return [
    `${city[0]} ${area[0]}에 자리한 ${typeName[0]}입니다. ${h1[0]} ${h2[0]}`,
    `A ${typeName[1].toLowerCase()} in ${area[1]}, ${city[1]}. ${h1[1]} ${h2[1]}`,
    `${city[2]}・${area[2]}にある${typeName[2]}です。${h1[2]}${h2[2]}`,
  ];
}
