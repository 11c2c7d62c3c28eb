// Main banners, themes and common codes (GET /v1/mains, /v1/theme-products, /v1/commoncode/{code}).
import { BED_TYPES, MEAL_TYPES, PROPERTY_TYPES, ROOM_VIEWS } from '../../../db/schema/catalog/constants';
import { FACILITIES } from './facilities-data';
import { NATIONS } from './locations';
import type { Words } from './names-data';

export interface BannerSeed {
  title: Words;
  subTitle: Words;
  scene: string;
  linkUrl: string;
}

export const BANNERS: BannerSeed[] = [
  { title: ['여름 휴가 얼리버드 최대 30%', 'Summer early bird: up to 30% off', '夏休み早割 最大30%オフ'], subTitle: ['제주 인기 숙소를 지금 미리 예약하세요', 'Book Jeju favourites now', '済州の人気宿を今すぐ予約'], scene: 'island', linkUrl: '/search?nationCode=KR&cityCode=CJU' },
  { title: ['어썸 멤버십으로 매일 할인', 'Member prices every day with Awesome', 'Awesomeメンバーシップで毎日おトク'], subTitle: ['월 1,900원으로 모든 숙소 회원가', 'Member prices on every stay from KRW 1,900 a month', '月1,900ウォンで全施設が会員価格に'], scene: 'night', linkUrl: '/membership/awesome/subscribe' },
  { title: ['도쿄·오사카 인기 호텔', 'Top hotels in Tokyo and Osaka', '東京・大阪の人気ホテル'], subTitle: ['주말 여행을 위한 추천 숙소', 'Picks for a weekend away', '週末旅行のおすすめ宿'], scene: 'city', linkUrl: '/search?nationCode=JP&cityCode=TYO' },
  { title: ['다낭 풀빌라 특가', 'Da Nang pool villa deals', 'ダナンのプールヴィラ特価'], subTitle: ['프라이빗 풀에서 보내는 휴가', 'A holiday by your own pool', 'プライベートプールで過ごす休暇'], scene: 'beach', linkUrl: '/search?nationCode=VN&cityCode=DAD' },
  { title: ['괌 가족 여행 준비', 'Family time in Guam', 'グアムで家族旅行'], subTitle: ['키즈클럽이 있는 리조트 모음', 'Resorts with kids clubs', 'キッズクラブのあるリゾート'], scene: 'beach', linkUrl: '/search?nationCode=GU&cityCode=GUM' },
];

export type ThemeRule = 'poolvilla' | 'ocean-resort' | 'jeju-family' | 'onsen' | 'sea-pool' | 'seoul-business';

export interface ThemeSeed {
  rule: ThemeRule;
  title: Words;
  subTitle: Words;
  scene: string;
}

export const THEMES: ThemeSeed[] = [
  { rule: 'poolvilla', title: ['둘만을 위한 풀빌라', 'Pool villas for two', 'ふたりのためのプールヴィラ'], subTitle: ['프라이빗 수영장이 있는 숙소', 'Stays with a private pool', 'プライベートプール付きの宿'], scene: 'pool' },
  { rule: 'ocean-resort', title: ['바다가 보이는 리조트', 'Ocean-view resorts', '海が見えるリゾート'], subTitle: ['창문 너머 바다를 만나는 휴가', 'Wake up to the sea', '窓の向こうに海が広がる休暇'], scene: 'beach' },
  { rule: 'jeju-family', title: ['제주 가족 여행', 'Family trips to Jeju', '済州で家族旅行'], subTitle: ['넓은 객실과 아이 친화 시설', 'Roomy and child-friendly', '広い客室と子ども向け設備'], scene: 'island' },
  { rule: 'onsen', title: ['온천 료칸에서 쉬어가기', 'Slow down at an onsen ryokan', '温泉旅館でひと休み'], subTitle: ['일본 온천 여행 추천', 'Hot-spring stays in Japan', '日本の温泉旅行におすすめ'], scene: 'onsen' },
  { rule: 'sea-pool', title: ['동남아 호캉스', 'Southeast Asia hotel holidays', '東南アジアでホテルステイ'], subTitle: ['수영장이 멋진 호텔과 리조트', 'Hotels and resorts with great pools', 'プールが素敵なホテルとリゾート'], scene: 'pool' },
  { rule: 'seoul-business', title: ['서울 도심 비즈니스 스테이', 'Business stays in Seoul', 'ソウル都心のビジネスステイ'], subTitle: ['역 가까운 4·5성급 호텔', 'Four- and five-star hotels near the subway', '駅近の4・5つ星ホテル'], scene: 'city' },
];

type Code = [code: string, ko: string, en: string, ja: string];

const PRODUCT_TYPE_NAMES: Record<(typeof PROPERTY_TYPES)[number], Words> = {
  HOTEL: ['호텔', 'Hotel', 'ホテル'], RESORT: ['리조트', 'Resort', 'リゾート'], PENSION: ['펜션', 'Pension', 'ペンション'],
  GUESTHOUSE: ['게스트하우스', 'Guesthouse', 'ゲストハウス'], POOLVILLA: ['풀빌라', 'Pool villa', 'プールヴィラ'], MOTEL: ['모텔', 'Motel', 'モーテル'],
  RYOKAN: ['료칸', 'Ryokan', '旅館'], HOSTEL: ['호스텔', 'Hostel', 'ホステル'],
};
const MEAL_NAMES: Record<(typeof MEAL_TYPES)[number], Words> = {
  ROOM_ONLY: ['식사 불포함', 'Room only', '食事なし'], BREAKFAST: ['조식 포함', 'Breakfast included', '朝食付き'],
  HALF_BOARD: ['석식·조식 포함', 'Dinner and breakfast', '夕朝食付き'], ALL_INCLUSIVE: ['올 인클루시브', 'All inclusive', 'オールインクルーシブ'],
};
const BED_NAMES: Record<(typeof BED_TYPES)[number], Words> = {
  SINGLE: ['싱글', 'Single', 'シングル'], DOUBLE: ['더블', 'Double', 'ダブル'], TWIN: ['트윈', 'Twin', 'ツイン'], QUEEN: ['퀸', 'Queen', 'クイーン'],
  KING: ['킹', 'King', 'キング'], BUNK: ['2층 침대', 'Bunk bed', '二段ベッド'], ONDOL: ['온돌', 'Ondol (floor bedding)', 'オンドル'], FUTON: ['이불(후톤)', 'Futon', '布団'],
};
const VIEW_NAMES: Record<(typeof ROOM_VIEWS)[number], Words> = {
  CITY: ['시티뷰', 'City view', 'シティビュー'], OCEAN: ['오션뷰', 'Ocean view', 'オーシャンビュー'], MOUNTAIN: ['마운틴뷰', 'Mountain view', 'マウンテンビュー'],
  GARDEN: ['가든뷰', 'Garden view', 'ガーデンビュー'], POOL: ['풀뷰', 'Pool view', 'プールビュー'], RIVER: ['리버뷰', 'River view', 'リバービュー'], NONE: ['전망 없음', 'No view', '眺望なし'],
};

const fromRecord = (record: Record<string, Words>): Code[] => Object.entries(record).map(([code, w]) => [code, ...w]);

export const COMMON_CODES: Record<string, Code[]> = {
  PRODUCT_TYPE: fromRecord(PRODUCT_TYPE_NAMES),
  FACILITY: FACILITIES.map((f) => [f.code, ...f.words]),
  MEAL: fromRecord(MEAL_NAMES),
  BED_TYPE: fromRecord(BED_NAMES),
  ROOM_VIEW: fromRecord(VIEW_NAMES),
  NATION: NATIONS.map((n) => [n.code, n.ko, n.en, n.ja]),
  SORT: [
    ['recommend', '추천순', 'Recommended', 'おすすめ順'],
    ['priceAsc', '낮은 가격순', 'Price: low to high', '料金の安い順'],
    ['priceDesc', '높은 가격순', 'Price: high to low', '料金の高い順'],
    ['rating', '평점순', 'Guest rating', '評価順'],
  ],
  NOTICE_TYPE: [
    ['NOTICE', '공지', 'Notice', 'お知らせ'],
    ['EVENT', '이벤트', 'Event', 'イベント'],
    ['SYSTEM', '시스템', 'System', 'システム'],
  ],
  // SPEC §7: inquiry type codes use common code 105.
  '105': [
    ['RESERVATION', '예약 문의', 'Booking', '予約について'],
    ['CANCEL', '취소·환불 문의', 'Cancellation and refund', 'キャンセル・返金について'],
    ['PAYMENT', '결제 문의', 'Payment', '決済について'],
    ['MEMBER', '회원·멤버십 문의', 'Account and membership', '会員・メンバーシップについて'],
    ['COUPON', '쿠폰·포인트 문의', 'Coupons and points', 'クーポン・ポイントについて'],
    ['ETC', '기타 문의', 'Other', 'その他'],
  ],
};

export const PRODUCT_TYPE_WORDS = PRODUCT_TYPE_NAMES;
