// Room templates per stay type and the meal plans sold on them (SPEC §3 Room / rate plan product).
import type { BedType, MealType, PropertyType, RoomView } from '../../../db/schema/catalog/constants';
import type { Words } from './names-data';

export interface RoomTemplate {
  words: Words;
  roomType: string;
  bed: BedType;
  size: readonly [number, number];
  basic: number;
  max: number;
  /** Price relative to the stay's base price. */
  factor: number;
  views: readonly RoomView[];
}

const room = (words: Words, roomType: string, bed: BedType, size: [number, number], basic: number, max: number, factor: number, views: RoomView[]): RoomTemplate => ({
  words, roomType, bed, size, basic, max, factor, views,
});

/** The first template of each list is always offered; one or two more follow. */
export const ROOM_TEMPLATES: Record<PropertyType, RoomTemplate[]> = {
  HOTEL: [
    room(['스탠다드 더블', 'Standard Double', 'スタンダードダブル'], 'STANDARD', 'DOUBLE', [18, 24], 2, 2, 1, ['CITY', 'NONE']),
    room(['스탠다드 트윈', 'Standard Twin', 'スタンダードツイン'], 'STANDARD', 'TWIN', [20, 26], 2, 3, 1.05, ['CITY', 'NONE']),
    room(['디럭스 킹', 'Deluxe King', 'デラックスキング'], 'DELUXE', 'KING', [28, 36], 2, 3, 1.35, ['CITY', 'OCEAN', 'RIVER']),
    room(['패밀리 룸', 'Family Room', 'ファミリールーム'], 'FAMILY', 'QUEEN', [34, 45], 3, 4, 1.6, ['CITY', 'GARDEN']),
    room(['주니어 스위트', 'Junior Suite', 'ジュニアスイート'], 'SUITE', 'KING', [45, 60], 2, 4, 2.2, ['CITY', 'OCEAN']),
  ],
  RESORT: [
    room(['디럭스 가든뷰', 'Deluxe Garden View', 'デラックス ガーデンビュー'], 'DELUXE', 'KING', [36, 44], 2, 3, 1, ['GARDEN']),
    room(['프리미어 오션뷰', 'Premier Ocean View', 'プレミア オーシャンビュー'], 'PREMIER', 'KING', [40, 50], 2, 3, 1.3, ['OCEAN']),
    room(['패밀리 스위트', 'Family Suite', 'ファミリースイート'], 'FAMILY', 'QUEEN', [55, 70], 4, 5, 1.8, ['OCEAN', 'POOL']),
    room(['풀 액세스 룸', 'Pool Access Room', 'プールアクセスルーム'], 'DELUXE', 'KING', [40, 48], 2, 3, 1.5, ['POOL']),
  ],
  POOLVILLA: [
    room(['원베드룸 풀빌라', 'One-Bedroom Pool Villa', 'ワンベッドルーム プールヴィラ'], 'VILLA', 'KING', [60, 90], 2, 4, 1, ['POOL', 'OCEAN']),
    room(['투베드룸 풀빌라', 'Two-Bedroom Pool Villa', 'ツーベッドルーム プールヴィラ'], 'VILLA', 'KING', [100, 140], 4, 6, 1.6, ['POOL', 'GARDEN']),
  ],
  PENSION: [
    room(['커플룸', 'Couple Room', 'カップルルーム'], 'STANDARD', 'DOUBLE', [20, 26], 2, 2, 1, ['MOUNTAIN', 'OCEAN']),
    room(['패밀리룸', 'Family Room', 'ファミリールーム'], 'FAMILY', 'ONDOL', [30, 40], 4, 6, 1.5, ['MOUNTAIN', 'OCEAN']),
    room(['독채', 'Private House', '一棟貸し'], 'HOUSE', 'ONDOL', [50, 80], 6, 10, 2.3, ['MOUNTAIN', 'GARDEN']),
  ],
  GUESTHOUSE: [
    room(['더블룸', 'Double Room', 'ダブルルーム'], 'STANDARD', 'DOUBLE', [12, 16], 2, 2, 1, ['NONE', 'CITY']),
    room(['4인 도미토리 (1베드)', 'Bed in 4-Bed Dormitory', '4人ドミトリー（1ベッド）'], 'DORMITORY', 'BUNK', [4, 6], 1, 1, 0.4, ['NONE']),
    room(['패밀리룸', 'Family Room', 'ファミリールーム'], 'FAMILY', 'ONDOL', [20, 26], 3, 4, 1.5, ['NONE', 'GARDEN']),
  ],
  MOTEL: [
    room(['일반실', 'Standard Room', 'スタンダードルーム'], 'STANDARD', 'DOUBLE', [16, 20], 2, 2, 1, ['NONE', 'CITY']),
    room(['특실', 'Special Room', 'スペシャルルーム'], 'DELUXE', 'QUEEN', [20, 26], 2, 2, 1.3, ['CITY']),
    room(['VIP룸', 'VIP Room', 'VIPルーム'], 'SUITE', 'KING', [28, 36], 2, 3, 1.7, ['CITY']),
  ],
  RYOKAN: [
    room(['화실', 'Japanese-Style Room', '和室'], 'JAPANESE', 'FUTON', [24, 32], 2, 4, 1, ['GARDEN', 'MOUNTAIN', 'RIVER']),
    room(['화양실', 'Japanese-Western Room', '和洋室'], 'JAPANESE', 'TWIN', [30, 40], 2, 4, 1.25, ['GARDEN', 'MOUNTAIN']),
    room(['노천탕 객실', 'Room with Open-Air Bath', '露天風呂付き客室'], 'SUITE', 'FUTON', [36, 50], 2, 3, 1.8, ['MOUNTAIN', 'RIVER']),
  ],
  HOSTEL: [
    room(['6인 도미토리 (1베드)', 'Bed in 6-Bed Dormitory', '6人ドミトリー（1ベッド）'], 'DORMITORY', 'BUNK', [3, 5], 1, 1, 1, ['NONE']),
    room(['프라이빗 트윈', 'Private Twin', 'プライベートツイン'], 'STANDARD', 'TWIN', [12, 16], 2, 2, 2.4, ['NONE', 'CITY']),
  ],
};

export interface PlanTemplate {
  words: Words;
  meal: MealType;
  /** Added per room per night, before the nation's price level. */
  mealPrice: number;
  refundable: boolean;
  /** Price relative to the room rate. */
  factor: number;
}

export const ROOM_ONLY: PlanTemplate = { words: ['룸 온리', 'Room only', '素泊まり'], meal: 'ROOM_ONLY', mealPrice: 0, refundable: true, factor: 1 };
export const NON_REFUNDABLE: PlanTemplate = {
  words: ['[특가] 룸 온리 (환불 불가)', 'Special: room only (non-refundable)', '【特価】素泊まり（返金不可）'],
  meal: 'ROOM_ONLY',
  mealPrice: 0,
  refundable: false,
  factor: 0.9,
};
export const BREAKFAST: PlanTemplate = { words: ['조식 포함', 'Breakfast included', '朝食付き'], meal: 'BREAKFAST', mealPrice: 25000, refundable: true, factor: 1 };
export const HALF_BOARD: PlanTemplate = { words: ['석식·조식 포함', 'Dinner and breakfast', '夕朝食付き'], meal: 'HALF_BOARD', mealPrice: 60000, refundable: true, factor: 1 };
export const ALL_INCLUSIVE: PlanTemplate = { words: ['올 인클루시브', 'All inclusive', 'オールインクルーシブ'], meal: 'ALL_INCLUSIVE', mealPrice: 120000, refundable: true, factor: 1 };
