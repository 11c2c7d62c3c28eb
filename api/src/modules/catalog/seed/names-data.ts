// Words the seed builds stay names from, each in ko / en / ja, so every name exists in all three
// languages and reads like a real one ("Daon Stay Haeundae" / "다온스테이 해운대" / "ダオンステイ 海雲台").
// The brands are invented: a demo catalogue must not present simulated stays, rooms and prices as
// those of real hotel chains.
import type { PropertyType } from '../../../db/schema/catalog/constants';

export type Words = readonly [ko: string, en: string, ja: string];

export interface Brand {
  words: Words;
  chain: string;
  type: PropertyType;
  stars: number;
  /** Nation codes the brand operates in. */
  nations: readonly string[];
}

const ALL = ['KR', 'JP', 'VN', 'GU', 'TH'] as const;

export const BRANDS: readonly Brand[] = [
  { words: ['하늘채 호텔', 'Haneulchae Hotel', 'ハヌルチェ ホテル'], chain: 'Haneul Hospitality', type: 'HOTEL', stars: 5, nations: ['KR', 'VN', 'GU'] },
  { words: ['하늘채 시티', 'Haneulchae City', 'ハヌルチェ シティ'], chain: 'Haneul Hospitality', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['다온스테이', 'Daon Stay', 'ダオンステイ'], chain: 'Daon', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['윤슬 호텔', 'Yunseul Hotel', 'ユンスル ホテル'], chain: 'Yunseul', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['라온 프리미어 호텔', 'Raon Premier Hotel', 'ラオン プレミア ホテル'], chain: 'Raon', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['스테이 모아', 'Stay Moa', 'ステイ モア'], chain: 'Moa Hotels', type: 'HOTEL', stars: 3, nations: ['KR'] },
  { words: ['노을 그랜드', 'Noeul Grand', 'ノウル グランド'], chain: 'Noeul', type: 'HOTEL', stars: 5, nations: ['KR'] },
  { words: ['어반 포인트 바이 누리', 'Urban Point by Nuri', 'アーバンポイント バイ ヌリ'], chain: 'Nuri Hotels', type: 'HOTEL', stars: 4, nations: ALL },
  { words: ['누리 인', 'Nuri Inn', 'ヌリ イン'], chain: 'Nuri Hotels', type: 'HOTEL', stars: 4, nations: ['KR', 'JP', 'VN', 'TH'] },
  { words: ['솔마루', 'Solmaru', 'ソルマル'], chain: 'Solmaru Resorts', type: 'RESORT', stars: 5, nations: ['KR'] },
  { words: ['사쿠라테이', 'Sakura Tei', 'さくら亭'], chain: 'Sakura', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['유메 인', 'Yume Inn', 'ゆめイン'], chain: 'Yume', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['아오이 인', 'Aoi Inn', 'あおいイン'], chain: 'Aoi', type: 'HOTEL', stars: 2, nations: ['JP', 'KR'] },
  { words: ['호텔 하나미즈키', 'Hotel Hanamizuki', 'ホテル花水木'], chain: 'Hanamizuki', type: 'HOTEL', stars: 3, nations: ['JP', 'KR'] },
  { words: ['미도리 가든 호텔', 'Midori Garden Hotel', 'みどりガーデンホテル'], chain: 'Midori', type: 'HOTEL', stars: 4, nations: ['JP'] },
  { words: ['카제 인', 'Kaze Inn', '風イン'], chain: 'Kaze', type: 'HOTEL', stars: 3, nations: ['JP', 'KR'] },
  { words: ['호텔 아사히노', 'Hotel Asahino', 'ホテル朝日野'], chain: 'Asahino', type: 'HOTEL', stars: 4, nations: ['JP', 'GU'] },
  { words: ['츠바메 호텔', 'Tsubame Hotel', 'つばめホテル'], chain: 'Tsubame', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['호텔 코모레비', 'Hotel Komorebi', 'ホテル木漏れ日'], chain: 'Komorebi', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['사오마이', 'Sao Mai', 'サオマイ'], chain: 'Sao Mai', type: 'HOTEL', stars: 4, nations: ['VN', 'TH'] },
  { words: ['릴리 인', 'Lily Inn', 'リリー イン'], chain: 'Lily', type: 'HOTEL', stars: 4, nations: ['VN', 'TH', 'JP'] },
  { words: ['블루 로터스', 'Blue Lotus', 'ブルーロータス'], chain: 'Lotus', type: 'HOTEL', stars: 5, nations: ['VN', 'TH', 'GU'] },
  { words: ['선라군 리젠시', 'Sunlagoon Regency', 'サンラグーン リージェンシー'], chain: 'Sunlagoon', type: 'RESORT', stars: 5, nations: ['VN', 'TH', 'GU', 'KR'] },
  { words: ['아스테라', 'Astera', 'アステラ'], chain: 'Astera', type: 'HOTEL', stars: 5, nations: ALL },
  { words: ['하롱 펄 리조트', 'Halong Pearl Resort', 'ハロン パール リゾート'], chain: 'Halong Pearl', type: 'RESORT', stars: 5, nations: ['VN'] },
  { words: ['찬타', 'Chanta', 'チャンタ'], chain: 'Chanta', type: 'RESORT', stars: 4, nations: ['TH', 'VN'] },
  { words: ['말리', 'Mali', 'マリ'], chain: 'Mali', type: 'HOTEL', stars: 4, nations: ['TH'] },
  { words: ['나바', 'Nava', 'ナバ'], chain: 'Nava', type: 'RESORT', stars: 4, nations: ['TH', 'VN'] },
  { words: ['시암 로즈', 'Siam Rose', 'サイアムローズ'], chain: 'Siam Rose', type: 'RESORT', stars: 5, nations: ['TH', 'GU'] },
  { words: ['트래블 라이트', 'Travel Lite', 'トラベルライト'], chain: 'Travel Lite', type: 'HOTEL', stars: 3, nations: ['VN', 'TH', 'JP'] },
  { words: ['아일랜드 코브 클럽', 'Island Cove Club', 'アイランド・コーブ・クラブ'], chain: 'Island Cove', type: 'RESORT', stars: 4, nations: ['GU'] },
];

export const DESCRIPTORS: readonly Words[] = [
  ['그랜드', 'Grand', 'グランド'], ['센트럴', 'Central', 'セントラル'], ['오션', 'Ocean', 'オーシャン'], ['스카이', 'Sky', 'スカイ'],
  ['가든', 'Garden', 'ガーデン'], ['어반', 'Urban', 'アーバン'], ['파크', 'Park', 'パーク'], ['하버', 'Harbor', 'ハーバー'],
  ['포레스트', 'Forest', 'フォレスト'], ['선라이즈', 'Sunrise', 'サンライズ'], ['블루', 'Blue', 'ブルー'], ['베이', 'Bay', 'ベイ'],
  ['부티크', 'Boutique', 'ブティック'], ['프리미어', 'Premier', 'プレミア'], ['로얄', 'Royal', 'ロイヤル'], ['팰리스', 'Palace', 'パレス'],
  ['플라자', 'Plaza', 'プラザ'], ['레지던스', 'Residence', 'レジデンス'], ['시그니처', 'Signature', 'シグネチャー'], ['문라이트', 'Moonlight', 'ムーンライト'],
  ['스타', 'Star', 'スター'], ['힐사이드', 'Hillside', 'ヒルサイド'], ['레이크', 'Lake', 'レイク'], ['리버', 'River', 'リバー'],
  ['코랄', 'Coral', 'コーラル'], ['팜', 'Palm', 'パーム'], ['라군', 'Lagoon', 'ラグーン'], ['테라스', 'Terrace', 'テラス'],
  ['메종', 'Maison', 'メゾン'], ['히든', 'Hidden', 'ヒドゥン'], ['화이트', 'White', 'ホワイト'], ['그린', 'Green', 'グリーン'],
  ['골든', 'Golden', 'ゴールデン'], ['실버', 'Silver', 'シルバー'], ['마리나', 'Marina', 'マリーナ'], ['비스타', 'Vista', 'ビスタ'],
  ['네스트', 'Nest', 'ネスト'], ['코지', 'Cozy', 'コージー'], ['루미에르', 'Lumiere', 'ルミエール'], ['시티', 'City', 'シティ'],
  ['에메랄드', 'Emerald', 'エメラルド'], ['노블', 'Noble', 'ノーブル'], ['헤리티지', 'Heritage', 'ヘリテージ'], ['아트', 'Art', 'アート'],
];

/** The type word of an independent stay's name. */
export const TYPE_WORDS: Record<PropertyType, Words> = {
  HOTEL: ['호텔', 'Hotel', 'ホテル'],
  RESORT: ['리조트', 'Resort', 'リゾート'],
  PENSION: ['펜션', 'Pension', 'ペンション'],
  GUESTHOUSE: ['게스트하우스', 'Guesthouse', 'ゲストハウス'],
  POOLVILLA: ['풀빌라', 'Pool Villa', 'プールヴィラ'],
  MOTEL: ['모텔', 'Motel', 'モーテル'],
  RYOKAN: ['료칸', 'Ryokan', '旅館'],
  HOSTEL: ['호스텔', 'Hostel', 'ホステル'],
};

/** Ryokan and hanok names are words of their own, not descriptors. */
export const RYOKAN_NAMES: readonly Words[] = [
  ['하나이카다', 'Hanaikada', '花いかだ'], ['스이센', 'Suisen', '翠泉'], ['야마보시', 'Yamaboshi', '山星'], ['가제노유', 'Kazenoyu', '風の湯'],
  ['쓰키카게', 'Tsukikage', '月影'], ['마쓰노야', 'Matsunoya', '松乃家'], ['유키미', 'Yukimi', '雪見'], ['하루카', 'Haruka', '遥'],
];

/** Branch suffixes when a generated name is already taken. */
export const BRANCHES: readonly Words[] = [
  ['별관', 'Annex', 'アネックス'], ['이스트', 'East', 'イースト'], ['웨스트', 'West', 'ウエスト'], ['스테이션', 'Station', 'ステーション'],
  ['프리미엄', 'Premium', 'プレミアム'], ['셀렉트', 'Select', 'セレクト'], ['플러스', 'Plus', 'プラス'], ['II', 'II', 'II'],
];
