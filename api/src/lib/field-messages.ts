// SPEC §5 field messages in ko / en / ja, keyed by rule. Valibot issues carry `msg:<RULE>` and
// the error handler looks the rule up here.
import type { Texts } from './locale';

export const FIELD_MESSAGES = {
  EMAIL: { ko: '이메일 형식을 확인해 주세요. (예: stay@example.com)', en: 'Check the e-mail format (e.g. stay@example.com).', ja: 'メールアドレスの形式を確認してください。(例: stay@example.com)' },
  PASSWORD: { ko: '비밀번호는 영문, 숫자, 특수문자를 조합한 6~16자여야 합니다.', en: 'Password must be 6-16 characters combining letters, digits and special characters.', ja: 'パスワードは英字・数字・記号を組み合わせた6〜16文字で入力してください。' },
  USER_NAME: { ko: '이름은 특수문자 없이 한글 또는 영문으로 입력해 주세요.', en: 'Name must be Korean or English without special characters.', ja: 'お名前は記号を使わず韓国語または英語で入力してください。' },
  PHONE: { ko: '휴대폰 번호를 확인해 주세요. (예: 010-1234-5678)', en: 'Please check the mobile number (e.g. 010-1234-5678).', ja: '携帯電話番号をご確認ください。(例: 010-1234-5678)' },
  GLOBAL_USER_NAME: { ko: '영문만 입력해 주세요.', en: 'English only.', ja: '英字のみ入力してください。' },
  GLOBAL_TEL: { ko: '전화번호를 숫자로 입력해 주세요. (공백과 하이픈은 괜찮습니다)', en: 'Please enter the number in digits (spaces and hyphens are fine).', ja: '電話番号を数字で入力してください。(スペース・ハイフン可)' },
  GLOBAL_TEL_COUNTRY: { ko: '선택한 국가의 전화번호 형식과 일치하지 않습니다.', en: 'The phone format does not match the selected country.', ja: '選択した国の電話番号の形式と一致しません。' },
  NUMBER: { ko: '숫자만 입력해 주세요.', en: 'Digits only.', ja: '数字のみ入力してください。' },
  CORPORATION_CODE: { ko: '영문 대문자와 숫자로 입력해 주세요.', en: 'Enter upper-case letters and digits.', ja: '英大文字と数字で入力してください。' },
  CERT_CODE: { ko: '인증번호 6자리를 입력해 주세요.', en: 'Enter the 6-digit code.', ja: '6桁の認証番号を入力してください。' },
  DEPT_NAME: { ko: '부서명은 50자 이내의 한글, 영문, 숫자로 입력해 주세요.', en: 'Department: up to 50 Korean or English letters and digits.', ja: '部署名は50文字以内の韓国語・英字・数字で入力してください。' },
  DEST: { ko: '이메일 주소 또는 휴대폰 번호를 확인해 주세요.', en: 'Check the e-mail address or mobile number.', ja: 'メールアドレスまたは携帯電話番号を確認してください。' },
  CURRENT_PASSWORD: { ko: '현재 비밀번호가 맞지 않습니다.', en: 'Your current password is not correct.', ja: '現在のパスワードが正しくありません。' },
  REQUIRED: { ko: '필수 입력 항목입니다.', en: 'Required.', ja: '必須項目です。' },
  TYPE: { ko: '{field} 값의 형식이 올바르지 않습니다.', en: 'The value of {field} has the wrong type.', ja: '{field}の値の形式が正しくありません。' },
  UNKNOWN_FIELD: { ko: '알 수 없는 항목입니다: {field}', en: 'Unknown field: {field}.', ja: '不明な項目です: {field}' },
  INVALID: { ko: '{field} 값이 올바르지 않습니다.', en: 'The value of {field} is not valid.', ja: '{field}の値が正しくありません。' },
  BODY_OBJECT: { ko: '요청 본문은 JSON 객체여야 합니다.', en: 'The request body must be a JSON object.', ja: 'リクエスト本文はJSONオブジェクトである必要があります。' },
  INQUIRY_TITLE: { ko: '제목은 2~100자로 입력해 주세요.', en: 'Title: 2 to 100 characters.', ja: '件名は2〜100文字で入力してください。' },
  INQUIRY_CONTENT: { ko: '내용은 10~2,000자로 입력해 주세요.', en: 'Message: 10 to 2,000 characters.', ja: '内容は10〜2,000文字で入力してください。' },
} as const satisfies Record<string, Texts>;

export type FieldRule = keyof typeof FIELD_MESSAGES;
