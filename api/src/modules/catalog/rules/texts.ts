// Locale picking for the catalogue's ko/en/ja columns, and the product service's own messages.
import { AppError } from '../../../lib/app-error';
import type { Locale, Texts } from '../../../lib/locale';

export interface Named {
  nameKo: string;
  nameEn: string;
  nameJa: string;
}

export const nameOf = (row: Named, locale: Locale): string => (locale === 'en' ? row.nameEn : locale === 'ja' ? row.nameJa : row.nameKo);

export const pick = (texts: Texts, locale: Locale): string => texts[locale];

const PRODUCT_NOT_FOUND: Texts = {
  ko: '숙소를 찾을 수 없습니다. 판매가 종료되었거나 주소가 잘못되었습니다.',
  en: 'This stay was not found. It is no longer sold or the address is wrong.',
  ja: '宿泊施設が見つかりません。販売が終了したか、アドレスが正しくありません。',
};

/** FAIL 404 NOT_FOUND with a message that says what was not found (the envelope's extra wins). */
export function productNotFound(locale: Locale, productIdx: number): AppError {
  return new AppError('NOT_FOUND', { extra: { message: PRODUCT_NOT_FOUND[locale], productIdx } });
}

/** Room type codes of the seed (rooms.room_type) -> names; an unknown code shows as it is. */
const ROOM_TYPES: Record<string, Texts> = {
  STANDARD: { ko: '스탠다드', en: 'Standard', ja: 'スタンダード' },
  SUPERIOR: { ko: '슈페리어', en: 'Superior', ja: 'スーペリア' },
  DELUXE: { ko: '디럭스', en: 'Deluxe', ja: 'デラックス' },
  PREMIER: { ko: '프리미어', en: 'Premier', ja: 'プレミア' },
  SUITE: { ko: '스위트', en: 'Suite', ja: 'スイート' },
  FAMILY: { ko: '패밀리', en: 'Family', ja: 'ファミリー' },
  VILLA: { ko: '빌라', en: 'Villa', ja: 'ヴィラ' },
  DORMITORY: { ko: '도미토리', en: 'Dormitory', ja: 'ドミトリー' },
  JAPANESE: { ko: '화실', en: 'Japanese-style', ja: '和室' },
  ONDOL: { ko: '온돌', en: 'Ondol', ja: 'オンドル' },
  HOUSE: { ko: '독채', en: 'Private house', ja: '一棟貸し' },
};

export function roomTypeName(code: string, locale: Locale): string {
  const texts = ROOM_TYPES[code];
  if (texts) return texts[locale];
  return code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
}

export const FACILITY_CATEGORY_NAMES: Record<string, Texts> = {
  GENERAL: { ko: '일반', en: 'General', ja: '一般' },
  ROOM: { ko: '객실', en: 'In the room', ja: '客室' },
  LEISURE: { ko: '레저', en: 'Leisure', ja: 'レジャー' },
  DINING: { ko: '식음료', en: 'Food and drink', ja: '飲食' },
  SERVICE: { ko: '서비스', en: 'Services', ja: 'サービス' },
};

/** The stay's rules, as the detail's policies text (detailInfo.policies). */
export function policies(checkIn: string, checkOut: string, locale: Locale): string[] {
  const texts: Record<Locale, string[]> = {
    ko: [
      `체크인 ${checkIn} 이후, 체크아웃 ${checkOut} 이전입니다.`,
      '만 2세 미만 유아는 기존 침구 사용 시 무료이며 인원에 포함되지 않습니다.',
      '기준 인원을 초과하면 1박마다 추가 요금이 붙습니다. 최대 인원을 넘는 예약은 할 수 없습니다.',
      '취소 규정은 요금제마다 다르며 객실 목록에 표시됩니다.',
      '체크인 시 예약자 본인 확인을 위해 신분증을 보여 주셔야 합니다.',
    ],
    en: [
      `Check-in from ${checkIn}, check-out by ${checkOut}.`,
      'Infants under 2 stay free in existing bedding and are not counted as guests.',
      'Guests above the basic occupancy pay an extra fee per night. A booking cannot exceed the maximum occupancy.',
      'Cancellation rules differ by rate plan and are shown in the room list.',
      'Please show an ID at check-in so we can confirm the booker.',
    ],
    ja: [
      `チェックインは${checkIn}以降、チェックアウトは${checkOut}までです。`,
      '2歳未満の乳幼児は添い寝の場合無料で、人数に含まれません。',
      '基準人数を超えると1泊ごとに追加料金がかかります。最大人数を超える予約はできません。',
      'キャンセル規定はプランごとに異なり、客室一覧に表示されます。',
      'チェックイン時にご本人確認のため身分証明書をご提示ください。',
    ],
  };
  return texts[locale];
}

/** SPEC §9 "Image lists capped at 100 ... a default image if none" (same media convention as the seed). */
export const DEFAULT_PRODUCT_IMAGE = '/media/img/default/0.svg';
