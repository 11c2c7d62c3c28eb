// SPEC §8 error catalogue plus the transport-level codes this server adds. Every FAIL envelope
// carries one of these as data.code, and data.message in the request's language.
import type { Texts } from './locale';

export const LOGIN_EXPIRED = -3;

export const CODES = {
  // SPEC §8 "Auth and member codes"
  USER_NOT_FOUND: { status: 400, ko: '회원 정보를 찾을 수 없습니다.', en: 'User info not found.', ja: '会員情報が見つかりません。' },
  EMAIL_CAN_NOT_BE_USED: { status: 400, ko: '이미 가입된 이메일입니다.', en: 'This e-mail is already registered.', ja: 'すでに登録されているメールアドレスです。' },
  EXPIRED_TIME: { status: 400, ko: '인증 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.', en: 'Verification time expired. Request a new number.', ja: '認証時間が過ぎました。認証番号を再度リクエストしてください。' },
  SEND_FAIL: { status: 400, ko: '인증번호 발송에 실패했습니다.', en: 'Sending the code failed.', ja: '認証番号の送信に失敗しました。' },
  CERTIFICATION_FAIL: { status: 400, ko: '인증에 실패했습니다. 다시 입력해 주세요.', en: 'Verification failed. Please enter it again.', ja: '認証に失敗しました。もう一度入力してください。' },
  CERTIFICATION_NOT_CORRECT: { status: 400, ko: '인증번호를 다시 확인해 주세요.', en: 'Check the code again.', ja: '認証番号をもう一度確認してください。' },
  PASSWORD_NOT_CORRECT: { status: 400, ko: '비밀번호와 비밀번호 확인이 다릅니다.', en: 'The password and its confirmation differ.', ja: 'パスワードと確認用パスワードが異なります。' },
  SEND_LIMIT: { status: 400, ko: '문자 발송은 하루 3회로 제한됩니다.', en: 'Text messages are limited to 3 per day.', ja: 'SMSの送信は1日3回までです。' },
  PROTECT_INTEGRATION_ROUTE: { status: 400, ko: '잘못된 페이지 접근입니다. 로그인 후 이용해 주세요.', en: 'Wrong page access. Enter by logging in.', ja: '不正なページアクセスです。ログインしてからご利用ください。' },
  PASSWORD_UPDATE_FAIL: { status: 400, ko: '비밀번호 변경에 실패했습니다.', en: 'Changing the password failed.', ja: 'パスワードの変更に失敗しました。' },
  WITHDRAWAL_FAIL: { status: 400, ko: '회원 탈퇴에 실패했습니다.', en: 'Withdrawing the membership failed.', ja: '退会に失敗しました。' },
  USERINFO_UPDATED_FAIL: { status: 400, ko: '회원 정보 수정에 실패했습니다.', en: 'Updating the member info failed.', ja: '会員情報の更新に失敗しました。' },
  SIGNUP_FAIL: { status: 400, ko: '회원 가입에 실패했습니다.', en: 'Sign-up failed.', ja: '会員登録に失敗しました。' },
  KAKAO_SIGN_UP_EXPIRED: { status: 400, ko: '카카오 가입 시간이 지났습니다. 카카오로 다시 계속해 주세요.', en: 'The Kakao sign-up has timed out. Please continue with Kakao again.', ja: 'カカオでの登録時間が過ぎました。もう一度カカオで続けてください。' },
  INTEGRATION_FAIL: { status: 400, ko: '계정 연결에 실패했습니다.', en: 'Linking the account failed.', ja: 'アカウントの連携に失敗しました。' },
  // Login and session
  LOGIN_FAIL: { status: 400, ko: '이메일 또는 비밀번호가 올바르지 않습니다.', en: 'The e-mail or password is incorrect.', ja: 'メールアドレスまたはパスワードが正しくありません。' },
  LOGIN_LOCKED: { status: 429, ko: '비밀번호를 여러 번 잘못 입력했습니다. {seconds}초 후에 다시 시도해 주세요.', en: 'Too many wrong passwords. Try again in {seconds} seconds.', ja: 'パスワードを複数回間違えました。{seconds}秒後に再度お試しください。' },
  [LOGIN_EXPIRED]: { status: 401, ko: '로그인이 만료되었습니다. 다시 로그인해 주세요.', en: 'Login has expired. Please log in again.', ja: 'ログインの有効期限が切れました。再度ログインしてください。' },
  REFRESH_RACE: { status: 409, ko: '다른 창에서 방금 로그인을 연장했습니다. 다시 시도해 주세요.', en: 'Your login was just renewed in another window. Please try again.', ja: '別のウィンドウでログインが更新されました。もう一度お試しください。' },
  // SPEC §8 status 499: the member's password changed or they withdrew on another device.
  MEMBER_CHANGED: { status: 499, ko: '회원 정보가 변경되었습니다. 다시 로그인해 주세요.', en: 'Your member information has changed. Please log in again.', ja: '会員情報が変更されました。もう一度ログインしてください。' },
  UNAUTHORIZED: { status: 401, ko: '로그인이 필요합니다.', en: 'Login required.', ja: 'ログインが必要です。' },
  CSRF_REJECTED: { status: 403, ko: '요청을 확인할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.', en: 'The request could not be verified. Reload the page and try again.', ja: 'リクエストを確認できません。ページを再読み込みしてからもう一度お試しください。' },
  KAKAO_LOGIN_FAIL: { status: 400, ko: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.', en: 'Kakao login failed. Please try again.', ja: 'カカオログインに失敗しました。もう一度お試しください。' },
  // Corporate members (SPEC §6)
  CORP_CODE_NOT_FOUND: { status: 400, ko: '등록되지 않은 기업 코드입니다.', en: 'This company code is not registered.', ja: '登録されていない企業コードです。' },
  BENEFIT_USER_EXISTS: { status: 400, ko: '이미 기업 회원으로 등록되어 있습니다.', en: 'You are already registered as a corporate member.', ja: 'すでに法人会員として登録されています。' },
  // Transport
  INVALID_INPUT: { status: 400, ko: '입력값을 확인해 주세요.', en: 'Check the input values.', ja: '入力内容を確認してください。' },
  INVALID_JSON: { status: 400, ko: '요청 본문이 올바른 JSON이 아닙니다.', en: 'The request body is not valid JSON.', ja: 'リクエスト本文が正しいJSONではありません。' },
  PAYLOAD_TOO_LARGE: { status: 400, ko: '요청 본문이 너무 큽니다.', en: 'The request body is too large.', ja: 'リクエスト本文が大きすぎます。' },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, ko: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.', en: 'Unsupported request format. Send JSON.', ja: 'サポートされていないリクエスト形式です。JSONで送信してください。' },
  BAD_REQUEST: { status: 400, ko: '잘못된 요청입니다. 고객센터로 문의해 주세요.', en: 'Bad request. Please contact the customer centre.', ja: '不正なリクエストです。カスタマーセンターにお問い合わせください。' },
  NOT_FOUND: { status: 404, ko: '요청한 주소를 찾을 수 없습니다.', en: 'The requested address was not found.', ja: 'リクエストされたアドレスが見つかりません。' },
  TOO_MANY_REQUESTS: { status: 429, ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', en: 'Too many requests. Please try again shortly.', ja: 'リクエストが多すぎます。しばらくしてから再度お試しください。' },
  SERVER_ERROR: { status: 500, ko: '서버 오류입니다. 잠시 후 다시 시도해 주시고, 계속되면 고객센터로 문의해 주세요.', en: 'Server error. Try again later, and contact the customer centre if it persists.', ja: 'サーバーエラーです。しばらくしてから再度お試しいただき、解決しない場合はカスタマーセンターにお問い合わせください。' },
  PAYMENTS_UNAVAILABLE: { status: 503, ko: '지금은 결제를 받을 수 없습니다. 고객센터로 문의해 주세요.', en: 'Payments cannot be taken right now. Please contact the customer centre.', ja: '現在お支払いを受け付けられません。カスタマーセンターへお問い合わせください。' },
  SERVICE_UNAVAILABLE: { status: 503, ko: '서비스를 준비 중입니다. 잠시 후 다시 시도해 주세요.', en: 'The service is starting. Please try again shortly.', ja: 'サービスを準備中です。しばらくしてから再度お試しください。' },
} as const satisfies Record<string | number, Texts & { status: number }>;

export type Code = keyof typeof CODES;
