// Coupon code registration strings (namespace 'mypage-coupon-code'), ko/en/ja. The server's
// refusal messages (SPEC §8 "coupon issue failed" ...) come localised in the answer.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  title: '쿠폰 코드 등록',
  kind: { label: '코드 종류', PACK: '쿠폰팩 코드', CORPORATION: '기업 코드', LIVE: '라이브 방송 번호' },
  input: { PACK: '쿠폰팩 코드 입력', CORPORATION: '기업 코드 입력', LIVE: '라이브 방송 번호 입력' },
  hint: { PACK: '예: WELCOME-PACK. 대소문자는 구분하지 않습니다.', CORPORATION: '영문 대문자와 숫자 4~20자', LIVE: '라이브 방송 화면에 보이는 숫자' },
  submit: '등록',
  required: '코드를 입력해 주세요.',
  corporationFormat: '영문 대문자와 숫자를 입력해 주세요.',
  liveFormat: '숫자만 입력해 주세요.',
  added_one: '쿠폰 {{count}}장을 받았습니다: {{names}}',
  added_other: '쿠폰 {{count}}장을 받았습니다: {{names}}',
  once: '코드는 회원당 한 번만 등록할 수 있습니다.',
  isNew: '새 쿠폰',
};
type Shape = typeof ko;

const en: Shape = {
  title: 'Register a coupon code',
  kind: { label: 'Kind of code', PACK: 'Coupon pack code', CORPORATION: 'Company code', LIVE: 'Live broadcast number' },
  input: { PACK: 'Enter the coupon pack code', CORPORATION: 'Enter the company code', LIVE: 'Enter the live broadcast number' },
  hint: { PACK: 'e.g. WELCOME-PACK. Upper or lower case both work.', CORPORATION: '4-20 upper-case letters and digits', LIVE: 'The number shown on the live broadcast' },
  submit: 'Register',
  required: 'Enter a code.',
  corporationFormat: 'Enter upper-case letters and digits.',
  liveFormat: 'Digits only.',
  added_one: 'You got {{count}} coupon: {{names}}',
  added_other: 'You got {{count}} coupons: {{names}}',
  once: 'Each code can be registered once per member.',
  isNew: 'New',
};

const ja: Shape = {
  title: 'クーポンコードの登録',
  kind: { label: 'コードの種類', PACK: 'クーポンパックコード', CORPORATION: '企業コード', LIVE: 'ライブ配信番号' },
  input: { PACK: 'クーポンパックコードを入力', CORPORATION: '企業コードを入力', LIVE: 'ライブ配信番号を入力' },
  hint: { PACK: '例: WELCOME-PACK。大文字・小文字は区別しません。', CORPORATION: '英大文字と数字4〜20文字', LIVE: 'ライブ配信画面に表示される番号' },
  submit: '登録',
  required: 'コードを入力してください。',
  corporationFormat: '英大文字と数字を入力してください。',
  liveFormat: '数字のみ入力してください。',
  added_one: 'クーポンを{{count}}枚受け取りました: {{names}}',
  added_other: 'クーポンを{{count}}枚受け取りました: {{names}}',
  once: 'コードは会員ごとに1回のみ登録できます。',
  isNew: '新着',
};

export const COUPON_CODE_NS = 'mypage-coupon-code';
export const couponCodeMessages = { ko, en, ja };
addBundle(COUPON_CODE_NS, couponCodeMessages);

export const useCouponCodeTranslation = () => useStayTranslation(COUPON_CODE_NS);
