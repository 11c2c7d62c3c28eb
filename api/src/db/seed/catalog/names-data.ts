// Words the seed builds stay names from, each in ko / en / ja, so every name exists in all three
// languages and reads like a real one ("Shilla Stay Haeundae" / "신라스테이 해운대" / "新羅ステイ 海雲台").
import type { PropertyType } from '../../schema/catalog/constants';

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
  { words: ['롯데호텔', 'Lotte Hotel', 'ロッテホテル'], chain: 'Lotte Hotels & Resorts', type: 'HOTEL', stars: 5, nations: ['KR', 'VN', 'GU'] },
  { words: ['롯데시티호텔', 'Lotte City Hotel', 'ロッテシティホテル'], chain: 'Lotte Hotels & Resorts', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['신라스테이', 'Shilla Stay', '新羅ステイ'], chain: 'The Shilla', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['글래드 호텔', 'Glad Hotel', 'グラッドホテル'], chain: 'Glad Hotels', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['나인트리 프리미어 호텔', 'Nine Tree Premier Hotel', 'ナインツリー プレミア ホテル'], chain: 'Parnas', type: 'HOTEL', stars: 4, nations: ['KR'] },
  { words: ['이비스 스타일 앰배서더', 'Ibis Styles Ambassador', 'イビス スタイルズ アンバサダー'], chain: 'Accor Ambassador', type: 'HOTEL', stars: 3, nations: ['KR'] },
  { words: ['노보텔 앰배서더', 'Novotel Ambassador', 'ノボテル アンバサダー'], chain: 'Accor Ambassador', type: 'HOTEL', stars: 5, nations: ['KR'] },
  { words: ['코트야드 바이 메리어트', 'Courtyard by Marriott', 'コートヤード・バイ・マリオット'], chain: 'Marriott', type: 'HOTEL', stars: 4, nations: ALL },
  { words: ['포포인츠 바이 쉐라톤', 'Four Points by Sheraton', 'フォーポイント バイ シェラトン'], chain: 'Marriott', type: 'HOTEL', stars: 4, nations: ['KR', 'JP', 'VN', 'TH'] },
  { words: ['소노캄', 'Sono Calm', 'ソノカーム'], chain: 'Sono Hotels & Resorts', type: 'RESORT', stars: 5, nations: ['KR'] },
  { words: ['아파 호텔', 'APA Hotel', 'アパホテル'], chain: 'APA', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['도미 인', 'Dormy Inn', 'ドーミーイン'], chain: 'Kyoritsu', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['도요코 인', 'Toyoko Inn', '東横イン'], chain: 'Toyoko Inn', type: 'HOTEL', stars: 2, nations: ['JP', 'KR'] },
  { words: ['호텔 그레이서리', 'Hotel Gracery', 'ホテルグレイスリー'], chain: 'Fujita Kanko', type: 'HOTEL', stars: 3, nations: ['JP', 'KR'] },
  { words: ['미쓰이 가든 호텔', 'Mitsui Garden Hotel', '三井ガーデンホテル'], chain: 'Mitsui Fudosan', type: 'HOTEL', stars: 4, nations: ['JP'] },
  { words: ['소테츠 프레사 인', 'Sotetsu Fresa Inn', '相鉄フレッサイン'], chain: 'Sotetsu', type: 'HOTEL', stars: 3, nations: ['JP', 'KR'] },
  { words: ['호텔 닛코', 'Hotel Nikko', 'ホテル日航'], chain: 'Okura Nikko', type: 'HOTEL', stars: 4, nations: ['JP', 'GU'] },
  { words: ['다이와 로이넷 호텔', 'Daiwa Roynet Hotel', 'ダイワロイネットホテル'], chain: 'Daiwa House', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['리치몬드 호텔', 'Richmond Hotel', 'リッチモンドホテル'], chain: 'Royal Holdings', type: 'HOTEL', stars: 3, nations: ['JP'] },
  { words: ['노보텔', 'Novotel', 'ノボテル'], chain: 'Accor', type: 'HOTEL', stars: 4, nations: ['VN', 'TH'] },
  { words: ['홀리데이 인', 'Holiday Inn', 'ホリデイ・イン'], chain: 'IHG', type: 'HOTEL', stars: 4, nations: ['VN', 'TH', 'JP'] },
  { words: ['크라운 플라자', 'Crowne Plaza', 'クラウンプラザ'], chain: 'IHG', type: 'HOTEL', stars: 5, nations: ['VN', 'TH', 'GU'] },
  { words: ['하얏트 리젠시', 'Hyatt Regency', 'ハイアット リージェンシー'], chain: 'Hyatt', type: 'RESORT', stars: 5, nations: ['VN', 'TH', 'GU', 'KR'] },
  { words: ['힐튼', 'Hilton', 'ヒルトン'], chain: 'Hilton', type: 'HOTEL', stars: 5, nations: ALL },
  { words: ['빈펄 리조트', 'Vinpearl Resort', 'ヴィンパール リゾート'], chain: 'Vinpearl', type: 'RESORT', stars: 5, nations: ['VN'] },
  { words: ['센타라', 'Centara', 'センタラ'], chain: 'Centara', type: 'RESORT', stars: 4, nations: ['TH', 'VN'] },
  { words: ['아마리', 'Amari', 'アマリ'], chain: 'ONYX', type: 'HOTEL', stars: 4, nations: ['TH'] },
  { words: ['아바니', 'Avani', 'アヴァニ'], chain: 'Minor', type: 'RESORT', stars: 4, nations: ['TH', 'VN'] },
  { words: ['두짓타니', 'Dusit Thani', 'デュシタニ'], chain: 'Dusit', type: 'RESORT', stars: 5, nations: ['TH', 'GU'] },
  { words: ['이비스', 'Ibis', 'イビス'], chain: 'Accor', type: 'HOTEL', stars: 3, nations: ['VN', 'TH', 'JP'] },
  { words: ['퍼시픽 아일랜드 클럽', 'Pacific Islands Club', 'パシフィック・アイランド・クラブ'], chain: 'PIC', type: 'RESORT', stars: 4, nations: ['GU'] },
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
