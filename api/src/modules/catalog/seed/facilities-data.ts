// SPEC §3 Facility: the facility list with categories, and which ones each stay type tends to have.
import type { FacilityCategory, PropertyType } from '../../../db/schema/catalog/constants';
import type { Words } from './names-data';

export interface FacilitySeed {
  idx: number;
  code: string;
  category: FacilityCategory;
  words: Words;
}

const f = (idx: number, code: string, category: FacilityCategory, words: Words): FacilitySeed => ({ idx, code, category, words });

export const FACILITIES: FacilitySeed[] = [
  f(1, 'WIFI', 'GENERAL', ['무료 와이파이', 'Free Wi-Fi', '無料Wi-Fi']),
  f(2, 'PARKING', 'GENERAL', ['주차장', 'Parking', '駐車場']),
  f(3, 'FRONT_24H', 'GENERAL', ['24시간 프런트', '24-hour front desk', '24時間フロント']),
  f(4, 'ELEVATOR', 'GENERAL', ['엘리베이터', 'Elevator', 'エレベーター']),
  f(5, 'NON_SMOKING', 'GENERAL', ['전 객실 금연', 'Non-smoking rooms', '全室禁煙']),
  f(6, 'LUGGAGE', 'GENERAL', ['짐 보관', 'Luggage storage', '荷物預かり']),
  f(7, 'AIRCON', 'ROOM', ['에어컨', 'Air conditioning', 'エアコン']),
  f(8, 'BATHTUB', 'ROOM', ['욕조', 'Bathtub', 'バスタブ']),
  f(9, 'KITCHEN', 'ROOM', ['취사 가능', 'Kitchen', 'キッチン']),
  f(10, 'WASHER', 'ROOM', ['세탁기', 'Washing machine', '洗濯機']),
  f(11, 'OTT', 'ROOM', ['OTT 스트리밍', 'Streaming TV', '動画配信サービス']),
  f(12, 'MINIBAR', 'ROOM', ['미니바', 'Minibar', 'ミニバー']),
  f(13, 'POOL', 'LEISURE', ['수영장', 'Swimming pool', 'プール']),
  f(14, 'SPA', 'LEISURE', ['스파', 'Spa', 'スパ']),
  f(15, 'SAUNA', 'LEISURE', ['사우나', 'Sauna', 'サウナ']),
  f(16, 'FITNESS', 'LEISURE', ['피트니스', 'Fitness centre', 'フィットネス']),
  f(17, 'ONSEN', 'LEISURE', ['온천', 'Hot spring', '温泉']),
  f(18, 'BBQ', 'LEISURE', ['바비큐', 'Barbecue', 'バーベキュー']),
  f(19, 'KIDS_CLUB', 'LEISURE', ['키즈클럽', 'Kids club', 'キッズクラブ']),
  f(20, 'BEACH', 'LEISURE', ['해변 인접', 'Beachfront', 'ビーチ隣接']),
  f(21, 'RESTAURANT', 'DINING', ['레스토랑', 'Restaurant', 'レストラン']),
  f(22, 'BAR', 'DINING', ['바·라운지', 'Bar and lounge', 'バー・ラウンジ']),
  f(23, 'BREAKFAST', 'DINING', ['조식 제공', 'Breakfast available', '朝食あり']),
  f(24, 'ROOM_SERVICE', 'DINING', ['룸서비스', 'Room service', 'ルームサービス']),
  f(25, 'CAFE', 'DINING', ['카페', 'Cafe', 'カフェ']),
  f(26, 'AIRPORT_SHUTTLE', 'SERVICE', ['공항 셔틀', 'Airport shuttle', '空港シャトル']),
  f(27, 'LAUNDRY', 'SERVICE', ['세탁 서비스', 'Laundry service', 'ランドリーサービス']),
  f(28, 'PET', 'SERVICE', ['반려동물 동반', 'Pets allowed', 'ペット同伴可']),
  f(29, 'BUSINESS', 'SERVICE', ['비즈니스 센터', 'Business centre', 'ビジネスセンター']),
  f(30, 'CONCIERGE', 'SERVICE', ['컨시어지', 'Concierge', 'コンシェルジュ']),
];

/** [code, chance 0-1] per stay type; WIFI and AIRCON everywhere. */
export const FACILITY_CHANCES: Record<PropertyType, Record<string, number>> = {
  HOTEL: { FRONT_24H: 1, ELEVATOR: 1, NON_SMOKING: 0.8, LUGGAGE: 0.9, PARKING: 0.6, BATHTUB: 0.5, MINIBAR: 0.5, OTT: 0.4, FITNESS: 0.6, POOL: 0.25, SPA: 0.2, SAUNA: 0.3, RESTAURANT: 0.8, BAR: 0.5, BREAKFAST: 0.9, ROOM_SERVICE: 0.4, CAFE: 0.5, LAUNDRY: 0.7, BUSINESS: 0.4, CONCIERGE: 0.3, AIRPORT_SHUTTLE: 0.15 },
  RESORT: { FRONT_24H: 1, PARKING: 0.9, BATHTUB: 0.8, MINIBAR: 0.7, POOL: 1, SPA: 0.7, FITNESS: 0.7, KIDS_CLUB: 0.6, BEACH: 0.6, RESTAURANT: 1, BAR: 0.9, BREAKFAST: 1, ROOM_SERVICE: 0.8, CAFE: 0.6, AIRPORT_SHUTTLE: 0.6, LAUNDRY: 0.8, CONCIERGE: 0.6, SAUNA: 0.4 },
  POOLVILLA: { PARKING: 1, POOL: 1, BBQ: 0.8, KITCHEN: 0.8, BATHTUB: 0.7, OTT: 0.8, NON_SMOKING: 1, PET: 0.2, BREAKFAST: 0.4, BEACH: 0.3 },
  PENSION: { PARKING: 1, BBQ: 0.9, KITCHEN: 1, OTT: 0.5, NON_SMOKING: 0.9, PET: 0.3, POOL: 0.2, KIDS_CLUB: 0.1, BEACH: 0.2 },
  GUESTHOUSE: { LUGGAGE: 1, WASHER: 0.8, KITCHEN: 0.8, NON_SMOKING: 1, BREAKFAST: 0.5, CAFE: 0.2, PARKING: 0.2 },
  MOTEL: { PARKING: 1, OTT: 0.9, BATHTUB: 0.6, FRONT_24H: 1, NON_SMOKING: 0.4, MINIBAR: 0.3 },
  RYOKAN: { ONSEN: 0.9, RESTAURANT: 0.9, BREAKFAST: 1, PARKING: 0.7, NON_SMOKING: 0.8, LUGGAGE: 0.9, SAUNA: 0.3, SPA: 0.2 },
  HOSTEL: { LUGGAGE: 1, WASHER: 0.9, KITCHEN: 0.7, FRONT_24H: 0.6, CAFE: 0.3, BAR: 0.2, NON_SMOKING: 1 },
};
