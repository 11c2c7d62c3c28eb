// The local provider's consent page: a small, self-contained HTML form standing in for Kakao's
// login + consent screen. Every reflected value is escaped; the page loads nothing external.
// It speaks the language of the login page it was opened from (`ui_locales`, localeOfConsent).
import type { Locale } from '../../../lib/locale';

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEXT: Record<Locale, { title: string; lead: string; nickname: string; email: string; verified: string; cancel: string; agree: string; sampleNickname: string }> = {
  ko: {
    title: '로컬 카카오 로그인 (개발용)',
    lead: 'AwesomeStay가 카카오 계정의 닉네임과 이메일을 요청합니다. 이 페이지는 실제 카카오를 대신하는 개발용 제공자입니다.',
    nickname: '닉네임',
    email: '이메일',
    verified: '카카오에서 인증된 이메일',
    cancel: '취소',
    agree: '동의하고 계속하기',
    sampleNickname: '카카오 여행자',
  },
  en: {
    title: 'Local Kakao sign-in (development)',
    lead: 'AwesomeStay asks for the nickname and e-mail of your Kakao account. This page is a development stand-in for the real Kakao.',
    nickname: 'Nickname',
    email: 'E-mail',
    verified: 'E-mail verified by Kakao',
    cancel: 'Cancel',
    agree: 'Agree and continue',
    sampleNickname: 'Kakao traveller',
  },
  ja: {
    title: 'ローカル カカオログイン (開発用)',
    lead: 'AwesomeStayがカカオアカウントのニックネームとメールアドレスを求めています。このページは本物のカカオの代わりをする開発用プロバイダーです。',
    nickname: 'ニックネーム',
    email: 'メールアドレス',
    verified: 'カカオで認証済みのメールアドレス',
    cancel: 'キャンセル',
    agree: '同意して続ける',
    sampleNickname: 'カカオ旅行者',
  },
};

export interface ConsentPageInput {
  clientId: string;
  redirectUri: string;
  state: string;
  locale: Locale;
}

/**
 * The page's language: the first of the OAuth request's `ui_locales` (OpenID Connect's name for
 * it; our login start sends the login page's language) that the site speaks, else the browser's.
 */
export function localeOfConsent(uiLocales: string | undefined, fallback: Locale): Locale {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (lang === 'ko' || lang === 'en' || lang === 'ja') return lang;
  }
  return fallback;
}

export function consentPage({ clientId, redirectUri, state, locale }: ConsentPageInput): string {
  const t = TEXT[locale];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #fee500; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; padding: 24px; width: min(92vw, 380px); box-shadow: 0 4px 16px rgba(0,0,0,.15); }
  h1 { font-size: 1.15rem; margin: 0 0 8px; }
  p { font-size: .9rem; color: #444; }
  label { display: block; font-size: .85rem; margin: 12px 0 4px; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 8px; font-size: 1rem; }
  .row { display: flex; gap: 8px; align-items: center; margin-top: 12px; font-size: .85rem; }
  .actions { display: flex; gap: 8px; margin-top: 20px; }
  button { flex: 1; padding: 12px; font-size: 1rem; border-radius: 8px; border: 0; cursor: pointer; }
  button[value=agree] { background: #191919; color: #fff; }
  button[value=deny] { background: #eee; }
</style>
</head>
<body>
<main>
  <h1>${escape(t.title)}</h1>
  <p>${escape(t.lead)}</p>
  <form method="post" action="/api/auth/local-provider/authorize">
    ${hidden('client_id', clientId)}${hidden('redirect_uri', redirectUri)}${hidden('state', state)}
    <label for="nickname">${escape(t.nickname)}</label>
    <input id="nickname" name="nickname" type="text" value="${escape(t.sampleNickname)}" maxlength="30" required>
    <label for="email">${escape(t.email)}</label>
    <input id="email" name="email" type="email" value="kakao.traveller@awesomestay.kr" maxlength="254" required>
    <div class="row"><input id="email_verified" name="email_verified" type="checkbox" value="true" checked><label for="email_verified" style="margin:0">${escape(t.verified)}</label></div>
    <div class="actions">
      <button type="submit" name="decision" value="deny">${escape(t.cancel)}</button>
      <button type="submit" name="decision" value="agree">${escape(t.agree)}</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
