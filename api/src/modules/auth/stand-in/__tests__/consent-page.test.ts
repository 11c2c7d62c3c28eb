import { consentPage, localeOfConsent } from '../consent-page';

const page = (locale: 'ko' | 'en' | 'ja') => consentPage({ clientId: 'c', redirectUri: 'http://stay.test/cb', state: 's', locale });
/** The page's visible text: tags dropped, the sample values of its text fields kept. */
const visible = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<input[^>]*type="(?:text|email)"[^>]*\bvalue="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ');

describe('the stand-in Kakao consent page', () => {
  it.each([
    ['ko', ['로컬 카카오 로그인 (개발용)', '닉네임', '이메일', '카카오에서 인증된 이메일', '취소', '동의하고 계속하기', '카카오 여행자']],
    ['en', ['Local Kakao sign-in (development)', 'Nickname', 'E-mail', 'E-mail verified by Kakao', 'Cancel', 'Agree and continue', 'Kakao traveller']],
    ['ja', ['ローカル カカオログイン (開発用)', 'ニックネーム', 'メールアドレス', 'カカオで認証済みのメールアドレス', 'キャンセル', '同意して続ける', 'カカオ旅行者']],
  ] as const)('in %s has every text in that language', (locale, texts) => {
    const html = page(locale);
    expect(html).toContain(`<html lang="${locale}">`);
    for (const text of texts) expect(visible(html)).toContain(text);
  });

  it('shows no English words on the Korean and Japanese pages but the name AwesomeStay', () => {
    for (const locale of ['ko', 'ja'] as const) {
      const words = visible(page(locale)).replace(/kakao\.traveller@awesomestay\.kr|https?:\S+/g, '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(words.filter((w) => w !== 'AwesomeStay')).toEqual([]);
    }
  });

  it('takes its language from the login it was opened from, else the browser', () => {
    expect(localeOfConsent('ja', 'ko')).toBe('ja');
    expect(localeOfConsent('en-US ko', 'ja')).toBe('en');
    expect(localeOfConsent('fr ko', 'en')).toBe('ko');
    expect(localeOfConsent(undefined, 'en')).toBe('en');
    expect(localeOfConsent('', 'ja')).toBe('ja');
  });
});
