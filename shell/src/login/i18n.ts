// Strings of the login page, namespace 'login' (ko, en, ja). Registered when this module is first
// imported, so the page and its tests need no separate step. Validation and server-code texts
// come from the 'common' namespace of @stay/shared (SPEC §5, §8).
import { addBundle, translate, useStayTranslation, type Bundle } from '@stay/shared';
import type { TFunction } from 'i18next';

export const LOGIN_NS = 'login';

const ko = {
  title: '로그인 / 회원가입',
  lead: '어썸스테이 회원이 되어 전 세계 프리미엄 숙소를 원가로 만나보세요.',
  reason: {
    member: '로그인한 회원만 볼 수 있는 화면입니다. 로그인하면 보던 화면으로 돌아갑니다.',
    voucher: '예약 바우처는 예약한 회원 계정으로 로그인하면 볼 수 있습니다. 로그인하면 바우처로 돌아갑니다.',
  },
  tabs: { label: '로그인 또는 회원가입', login: '이메일 로그인', signup: '이메일 회원가입' },
  fields: {
    email: '이메일',
    password: '비밀번호',
    passwordConfirm: '비밀번호 확인',
    name: '이름',
    phone: '휴대폰 번호 (선택)',
    code: '인증번호',
  },
  hints: {
    password: '영문, 숫자, 특수문자(~!@#$%^&-_*()+|=)를 섞어 6~16자',
    phone: '예: 010-1234-5678',
    code: '이메일로 받은 6자리 숫자',
  },
  showPassword: '비밀번호 보기',
  login: {
    remember: '로그인 상태 유지',
    rememberHint: '이 브라우저에 회원 정보를 암호화해 24시간 보관합니다. 공용 기기에서는 선택하지 마세요.',
    submit: '로그인',
    submitting: '로그인 중…',
  },
  signup: {
    stepEmail: '1. 이메일 인증',
    stepProfile: '2. 회원 정보 입력',
    sendCode: '인증번호 받기',
    sending: '보내는 중…',
    resend: '인증번호 다시 받기',
    changeEmail: '이메일 변경',
    codeSent: '{{email}}(으)로 인증번호를 보냈습니다.',
    verify: '인증하기',
    verifying: '확인 중…',
    verified: '{{email}} 인증이 완료되었습니다.',
    remaining: '남은 시간 {{time}}',
    codeFormat: '6자리 숫자를 입력해 주세요.',
    agree: '[필수] 이용약관과 개인정보 처리방침에 동의하며, 만 14세 이상입니다.',
    agreeRequired: '약관에 동의해 주세요.',
    marketing: '[선택] 이벤트·혜택 소식을 이메일과 문자로 받겠습니다.',
    marketingHint: '동의하지 않아도 가입할 수 있으며, 회원 정보에서 언제든 바꿀 수 있습니다.',
    welcomeTitle: '가입을 환영합니다',
    welcome: '{{name}}님, 어썸스테이 회원이 되신 것을 환영합니다!',
    terms: '이용약관 보기',
    privacy: '개인정보 처리방침 보기',
    submit: '가입하기',
    submitting: '가입하는 중…',
  },
  or: '또는',
  kakao: {
    button: '카카오로 계속하기',
    failed: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.',
    consentLoading: '가입 정보를 불러오는 중입니다…',
    consentTitle: '카카오로 가입하기',
    consentWho: '{{name}}님, 카카오 계정으로 어썸스테이에 가입합니다. 아래 내용에 동의하시면 가입이 완료됩니다.',
    consentWhoEmail: '{{name}}님({{email}}), 카카오 계정으로 어썸스테이에 가입합니다. 아래 내용에 동의하시면 가입이 완료됩니다.',
    consentSubmit: '동의하고 가입하기',
    consentCancel: '가입하지 않고 돌아가기',
  },
  newWindow: '새 창에서 열림',
};

export type LoginStrings = typeof ko;

const en: LoginStrings = {
  title: 'Log in / Sign up',
  lead: 'Become an AwesomeStay member and book premium stays worldwide at their original price.',
  reason: {
    member: 'This page is for members. Log in and you will be taken back to it.',
    voucher: 'Log in with the account you booked with to see the voucher. You will be taken back to it.',
  },
  tabs: { label: 'Log in or sign up', login: 'Log in with e-mail', signup: 'Sign up with e-mail' },
  fields: {
    email: 'E-mail',
    password: 'Password',
    passwordConfirm: 'Confirm password',
    name: 'Name',
    phone: 'Mobile number (optional)',
    code: 'Verification code',
  },
  hints: {
    password: '6-16 characters mixing letters, digits and specials (~!@#$%^&-_*()+|=)',
    phone: 'e.g. 010-1234-5678',
    code: 'The 6-digit code we e-mailed you',
  },
  showPassword: 'Show password',
  login: {
    remember: 'Keep me logged in',
    rememberHint: 'Keeps your member info encrypted in this browser for 24 hours. Do not use on shared devices.',
    submit: 'Log in',
    submitting: 'Logging in…',
  },
  signup: {
    stepEmail: '1. Verify your e-mail',
    stepProfile: '2. Your details',
    sendCode: 'Get code',
    sending: 'Sending…',
    resend: 'Send a new code',
    changeEmail: 'Change e-mail',
    codeSent: 'We sent a code to {{email}}.',
    verify: 'Verify',
    verifying: 'Checking…',
    verified: '{{email}} is verified.',
    remaining: 'Time left {{time}}',
    codeFormat: 'Please enter the 6 digits.',
    agree: '[Required] I agree to the Terms of Service and the Privacy Policy, and I am 14 or older.',
    agreeRequired: 'Please agree to the terms.',
    marketing: '[Optional] Send me news of events and benefits by e-mail and text message.',
    marketingHint: 'You can sign up without it and change it any time in your member info.',
    welcomeTitle: 'Welcome aboard',
    welcome: 'Welcome to AwesomeStay, {{name}}!',
    terms: 'Read the Terms of Service',
    privacy: 'Read the Privacy Policy',
    submit: 'Create account',
    submitting: 'Creating account…',
  },
  or: 'or',
  kakao: {
    button: 'Continue with Kakao',
    failed: 'Kakao login failed. Please try again.',
    consentLoading: 'Loading your sign-up…',
    consentTitle: 'Join with Kakao',
    consentWho: 'You are joining AwesomeStay with the Kakao account {{name}}. Agree below to finish.',
    consentWhoEmail: 'You are joining AwesomeStay with the Kakao account {{name}} ({{email}}). Agree below to finish.',
    consentSubmit: 'Agree and join',
    consentCancel: 'Go back without joining',
  },
  newWindow: 'opens in a new window',
};

const ja: LoginStrings = {
  title: 'ログイン / 会員登録',
  lead: 'AwesomeStayの会員になって、世界のプレミアムな宿を原価で予約しましょう。',
  reason: {
    member: 'ログインした会員のみご覧いただけるページです。ログインすると元のページに戻ります。',
    voucher: '予約バウチャーは、予約した会員アカウントでログインするとご覧いただけます。ログイン後、バウチャーに戻ります。',
  },
  tabs: { label: 'ログインまたは会員登録', login: 'メールでログイン', signup: 'メールで会員登録' },
  fields: {
    email: 'メールアドレス',
    password: 'パスワード',
    passwordConfirm: 'パスワード（確認）',
    name: '氏名',
    phone: '携帯電話番号（任意）',
    code: '認証番号',
  },
  hints: {
    password: '英字・数字・記号（~!@#$%^&-_*()+|=）を組み合わせて6〜16文字',
    phone: '例: 010-1234-5678',
    code: 'メールで届いた6桁の数字',
  },
  showPassword: 'パスワードを表示',
  login: {
    remember: 'ログインしたままにする',
    rememberHint: '会員情報を暗号化してこのブラウザに24時間保存します。共用の端末では選択しないでください。',
    submit: 'ログイン',
    submitting: 'ログイン中…',
  },
  signup: {
    stepEmail: '1. メール認証',
    stepProfile: '2. 会員情報の入力',
    sendCode: '認証番号を受け取る',
    sending: '送信中…',
    resend: '認証番号を再送する',
    changeEmail: 'メールアドレスを変更',
    codeSent: '{{email}} に認証番号を送信しました。',
    verify: '認証する',
    verifying: '確認中…',
    verified: '{{email}} の認証が完了しました。',
    remaining: '残り時間 {{time}}',
    codeFormat: '6桁の数字を入力してください。',
    agree: '[必須] 利用規約とプライバシーポリシーに同意し、14歳以上です。',
    agreeRequired: '規約に同意してください。',
    marketing: '[任意] イベント・特典のお知らせをメールとSMSで受け取ります。',
    marketingHint: '同意しなくても登録でき、会員情報からいつでも変更できます。',
    welcomeTitle: 'ようこそ',
    welcome: '{{name}}様、AwesomeStayへようこそ！',
    terms: '利用規約を見る',
    privacy: 'プライバシーポリシーを見る',
    submit: '登録する',
    submitting: '登録中…',
  },
  or: 'または',
  kakao: {
    button: 'カカオで続ける',
    failed: 'カカオログインに失敗しました。もう一度お試しください。',
    consentLoading: '登録情報を読み込んでいます…',
    consentTitle: 'カカオで登録',
    consentWho: 'カカオアカウント {{name}} でAwesomeStayに登録します。下記に同意すると登録が完了します。',
    consentWhoEmail: 'カカオアカウント {{name}}（{{email}}）でAwesomeStayに登録します。下記に同意すると登録が完了します。',
    consentSubmit: '同意して登録する',
    consentCancel: '登録せずに戻る',
  },
  newWindow: '新しいウィンドウで開きます',
};

export const loginBundle: Bundle = { ko, en, ja };

addBundle(LOGIN_NS, loginBundle);

export function useLoginTranslation() {
  return useStayTranslation(LOGIN_NS);
}

/**
 * Text of a validation message key. Shared schemas carry 'common' keys ('validation.email');
 * this page's own keys are written with their namespace ('login:signup.codeFormat').
 */
export function messageText(t: TFunction, key: string): string {
  return key.includes(':') ? t(key) : t(key, { ns: 'common' });
}

/** For code outside React. */
export function loginT(key: string): string {
  return translate(`${LOGIN_NS}:${key}`);
}
