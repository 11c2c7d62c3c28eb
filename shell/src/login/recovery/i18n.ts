// Strings of the find-ID and reset-password screens, namespace 'recovery' (ko, en, ja). Registered
// when this module is first imported, like the login page's own namespace.
import { addBundle, useStayTranslation, type Bundle } from '@stay/shared';

export const RECOVERY_NS = 'recovery';

const ko = {
  links: { label: '계정 찾기', findId: '아이디 찾기', resetPassword: '비밀번호 재설정' },
  backToLogin: '로그인으로 돌아가기',
  findId: {
    title: '아이디 찾기',
    lead: '가입할 때 등록한 휴대폰 번호로 인증번호를 보내 드려요.',
    phone: '휴대폰 번호',
    phoneHint: '예: 010-1234-5678',
    codeSentTo: '{{dest}}(으)로 인증번호를 보냈습니다.',
    codeHint: '문자로 받은 6자리 숫자',
    found: '회원님의 아이디(이메일)는 {{id}} 입니다.',
    notFound: '이 번호로 가입한 회원을 찾지 못했어요.',
    login: '이 아이디로 로그인',
  },
  resetPassword: {
    title: '비밀번호 재설정',
    lead: '가입한 이메일로 인증번호를 보내 드려요. 인증 후 새 비밀번호를 정할 수 있어요.',
    email: '이메일(아이디)',
    codeSentTo: '{{dest}}(으)로 인증번호를 보냈습니다.',
    codeHint: '이메일로 받은 6자리 숫자',
    verified: '인증이 완료되었습니다. 새 비밀번호를 입력해 주세요.',
    password: '새 비밀번호',
    passwordConfirm: '새 비밀번호 확인',
    submit: '비밀번호 변경',
    submitting: '변경하는 중…',
    done: '비밀번호가 변경되었습니다. 다른 기기에서는 로그아웃되었어요. 새 비밀번호로 로그인해 주세요.',
    login: '로그인하기',
  },
  code: {
    send: '인증번호 받기',
    sending: '보내는 중…',
    resend: '인증번호 다시 받기',
    change: '다시 입력',
    label: '인증번호',
    verify: '인증하기',
    verifying: '확인 중…',
    remaining: '남은 시간 {{time}}',
    format: '6자리 숫자를 입력해 주세요.',
  },
};

export type RecoveryStrings = typeof ko;

const en: RecoveryStrings = {
  links: { label: 'Account help', findId: 'Find my ID', resetPassword: 'Reset my password' },
  backToLogin: 'Back to log in',
  findId: {
    title: 'Find my ID',
    lead: 'We will text a code to the mobile number you signed up with.',
    phone: 'Mobile number',
    phoneHint: 'e.g. 010-1234-5678',
    codeSentTo: 'We sent a code to {{dest}}.',
    codeHint: 'The 6 digits in the text message',
    found: 'Your ID (e-mail) is {{id}}.',
    notFound: 'No member signed up with this number.',
    login: 'Log in with this ID',
  },
  resetPassword: {
    title: 'Reset my password',
    lead: 'We will e-mail a code to the address you signed up with. After that you choose a new password.',
    email: 'E-mail (your ID)',
    codeSentTo: 'We sent a code to {{dest}}.',
    codeHint: 'The 6 digits in the e-mail',
    verified: 'Verified. Please enter your new password.',
    password: 'New password',
    passwordConfirm: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing…',
    done: 'Your password has been changed and other devices were logged out. Please log in with the new password.',
    login: 'Log in',
  },
  code: {
    send: 'Get code',
    sending: 'Sending…',
    resend: 'Send the code again',
    change: 'Start over',
    label: 'Verification code',
    verify: 'Verify',
    verifying: 'Checking…',
    remaining: '{{time}} left',
    format: 'Enter the 6 digits.',
  },
};

const ja: RecoveryStrings = {
  links: { label: 'アカウントのヘルプ', findId: 'IDを探す', resetPassword: 'パスワードを再設定' },
  backToLogin: 'ログインに戻る',
  findId: {
    title: 'IDを探す',
    lead: 'ご登録の携帯電話番号に認証番号をお送りします。',
    phone: '携帯電話番号',
    phoneHint: '例: 010-1234-5678',
    codeSentTo: '{{dest}}に認証番号を送信しました。',
    codeHint: 'SMSで届いた6桁の数字',
    found: 'お客様のID（メールアドレス）は {{id}} です。',
    notFound: 'この番号で登録された会員は見つかりませんでした。',
    login: 'このIDでログイン',
  },
  resetPassword: {
    title: 'パスワードを再設定',
    lead: 'ご登録のメールアドレスに認証番号をお送りします。認証後に新しいパスワードを設定できます。',
    email: 'メールアドレス（ID）',
    codeSentTo: '{{dest}}に認証番号を送信しました。',
    codeHint: 'メールで届いた6桁の数字',
    verified: '認証が完了しました。新しいパスワードを入力してください。',
    password: '新しいパスワード',
    passwordConfirm: '新しいパスワード（確認）',
    submit: 'パスワードを変更',
    submitting: '変更しています…',
    done: 'パスワードを変更し、他の端末からはログアウトしました。新しいパスワードでログインしてください。',
    login: 'ログイン',
  },
  code: {
    send: '認証番号を受け取る',
    sending: '送信しています…',
    resend: '認証番号を再送信',
    change: 'やり直す',
    label: '認証番号',
    verify: '認証する',
    verifying: '確認しています…',
    remaining: '残り {{time}}',
    format: '6桁の数字を入力してください。',
  },
};

export const recoveryBundle: Bundle = { ko, en, ja };

addBundle(RECOVERY_NS, recoveryBundle);

export function useRecoveryTranslation() {
  return useStayTranslation(RECOVERY_NS);
}
