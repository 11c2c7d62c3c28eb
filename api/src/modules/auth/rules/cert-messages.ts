// The text of a verification message, in the language the request asked for.
import type { CertType } from '../../../db/schema/certs';
import type { Locale } from '../../../lib/locale';

const BODY: Record<Locale, (code: string, minutes: number) => string> = {
  ko: (code, minutes) => `[어썸스테이] 인증번호 [${code}]를 입력해 주세요. (${minutes}분 내 유효)`,
  en: (code, minutes) => `[AwesomeStay] Your verification code is ${code}. It is valid for ${minutes} minutes.`,
  ja: (code, minutes) => `[AwesomeStay] 認証番号は${code}です。${minutes}分以内に入力してください。`,
};

const SUBJECT: Record<Locale, string> = {
  ko: '[어썸스테이] 인증번호 안내',
  en: '[AwesomeStay] Your verification code',
  ja: '[AwesomeStay] 認証番号のお知らせ',
};

export function certMessage(type: CertType, code: string, ttlSeconds: number, locale: Locale) {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return { subject: SUBJECT[locale], body: BODY[locale](code, minutes), type };
}
