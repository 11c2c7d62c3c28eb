// Member info account strings (namespace 'mypage-account'), ko/en/ja: password, international
// name and phone, marketing consent, the data download and withdrawal.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  pwd: {
    title: '비밀번호 변경', current: '현재 비밀번호', next: '새 비밀번호', confirm: '새 비밀번호 확인', save: '비밀번호 변경',
    hint: '영문, 숫자, 특수문자를 조합해 6~16자로 입력해 주세요.', done: '비밀번호를 변경했습니다. 다른 기기에서는 다시 로그인해야 합니다.', same: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
  },
  intl: {
    title: '해외 예약용 영문 이름과 연락처', lead: '해외 숙소 예약 시 영문 이름과 국가 번호가 있는 연락처가 필요합니다.', none: '등록된 정보가 없습니다.',
    first: '영문 이름 (First name)', last: '영문 성 (Last name)', country: '국가 번호', phone: '휴대폰 번호', save: '저장', edit: '수정', cancel: '취소', done: '해외 예약 정보를 저장했습니다.',
    name: '영문 이름', tel: '해외 연락처',
  },
  marketing: {
    title: '마케팅 정보 수신 동의', label: '이벤트·혜택 정보를 이메일과 문자로 받겠습니다. (선택)', agreedOn: '{{date}} 동의', declinedOn: '{{date}} 동의 철회', never: '아직 선택하지 않았습니다.',
    on: '마케팅 정보 수신에 동의했습니다.', off: '마케팅 정보 수신 동의를 철회했습니다.',
  },
  data: {
    title: '내 정보 다운로드', lead: '어썸스테이가 보관 중인 회원님의 정보(회원 정보, 예약, 결제, 포인트, 쿠폰, 문의, 로그인 기록)를 JSON 파일로 받습니다.', button: '내 정보 다운로드', done: '파일을 내려받았습니다.',
  },
  withdraw: {
    title: '회원 탈퇴', open: '회원 탈퇴', lead: '탈퇴 전에 꼭 확인해 주세요.',
    bookings: '이용 예정인 예약이 있으면 탈퇴할 수 없습니다. 예약을 취소하거나 숙박을 마친 뒤 탈퇴해 주세요. 결제하지 않은 예약은 자동으로 취소됩니다.',
    membership: '이용 중인 어썸 멤버십은 탈퇴와 함께 즉시 종료되며, 남은 기간에 대한 환불은 되지 않습니다.',
    yourMembership: '회원님의 {{grade}} 멤버십({{date}}까지)이 지금 종료됩니다.',
    grade: { Silver: '실버', Gold: '골드' },
    benefits: '보유한 어썸캐시, 쿠폰, 위시리스트는 모두 사라지며 다시 가입해도 복구되지 않습니다.',
    data: '이름, 이메일, 휴대폰 번호 등 개인정보는 즉시 삭제됩니다. 지난 예약과 결제 기록은 관련 법령에 따라 개인을 알 수 없는 형태로 보관됩니다.',
    pwd: '비밀번호 확인', agree: '위 내용을 확인했으며 탈퇴에 동의합니다.', agreeNeeded: '탈퇴 안내에 동의해 주세요.', submit: '탈퇴하기', cancel: '취소',
    confirm: '정말 탈퇴할까요? 이 작업은 되돌릴 수 없습니다.', done: '탈퇴가 완료되었습니다. 그동안 어썸스테이를 이용해 주셔서 감사합니다.',
  },
};
type Shape = typeof ko;

const en: Shape = {
  pwd: {
    title: 'Change password', current: 'Current password', next: 'New password', confirm: 'Confirm new password', save: 'Change password',
    hint: '6-16 characters combining letters, digits and special characters.', done: 'Your password was changed. Your other devices must log in again.', same: 'Choose a password different from the current one.',
  },
  intl: {
    title: 'Name and phone for stays abroad', lead: 'Bookings abroad need your name in English and a phone number with its country code.', none: 'Nothing registered yet.',
    first: 'First name (English)', last: 'Last name (English)', country: 'Country code', phone: 'Mobile number', save: 'Save', edit: 'Edit', cancel: 'Cancel', done: 'Your details for stays abroad were saved.',
    name: 'Name in English', tel: 'International phone',
  },
  marketing: {
    title: 'Marketing messages', label: 'Send me offers and events by e-mail and text message (optional).', agreedOn: 'Agreed on {{date}}', declinedOn: 'Withdrawn on {{date}}', never: 'Not chosen yet.',
    on: 'You agreed to receive marketing messages.', off: 'You no longer receive marketing messages.',
  },
  data: {
    title: 'Download my data', lead: 'Get everything AwesomeStay holds about you (member info, bookings, payments, points, coupons, inquiries, logins) as a JSON file.', button: 'Download my data', done: 'Your file was downloaded.',
  },
  withdraw: {
    title: 'Withdraw membership', open: 'Withdraw membership', lead: 'Please read before you withdraw.',
    bookings: 'You cannot withdraw while you have an upcoming booking. Cancel it or complete your stay first. Unpaid bookings are cancelled automatically.',
    membership: 'An active awesome membership ends at once when you withdraw; the remaining period is not refunded.',
    yourMembership: 'Your {{grade}} membership (until {{date}}) ends now.',
    grade: { Silver: 'Silver', Gold: 'Gold' },
    benefits: 'Your awesome cash, coupons and wishlist are lost and do not come back if you sign up again.',
    data: 'Your name, e-mail, phone number and other personal data are deleted at once. Past bookings and payment records are kept, as the law requires, in a form that no longer identifies you.',
    pwd: 'Confirm your password', agree: 'I have read the above and want to withdraw.', agreeNeeded: 'Please confirm that you have read the notice.', submit: 'Withdraw', cancel: 'Cancel',
    confirm: 'Do you really want to withdraw? This cannot be undone.', done: 'Your membership has been withdrawn. Thank you for using AwesomeStay.',
  },
};

const ja: Shape = {
  pwd: {
    title: 'パスワード変更', current: '現在のパスワード', next: '新しいパスワード', confirm: '新しいパスワード（確認）', save: 'パスワードを変更',
    hint: '英字・数字・記号を組み合わせて6〜16文字で入力してください。', done: 'パスワードを変更しました。他の端末では再度ログインが必要です。', same: '現在のパスワードとは異なるパスワードを入力してください。',
  },
  intl: {
    title: '海外予約用の英字氏名と連絡先', lead: '海外の施設の予約には英字の氏名と国番号付きの連絡先が必要です。', none: '登録された情報はありません。',
    first: '名（英字）', last: '姓（英字）', country: '国番号', phone: '携帯電話番号', save: '保存', edit: '編集', cancel: 'キャンセル', done: '海外予約用の情報を保存しました。',
    name: '英字氏名', tel: '海外連絡先',
  },
  marketing: {
    title: 'マーケティング情報の受信', label: 'イベントや特典の情報をメールとSMSで受け取ります。（任意）', agreedOn: '{{date}} 同意', declinedOn: '{{date}} 同意撤回', never: 'まだ選択していません。',
    on: 'マーケティング情報の受信に同意しました。', off: 'マーケティング情報の受信への同意を撤回しました。',
  },
  data: {
    title: '会員データのダウンロード', lead: 'AwesomeStayが保管しているお客様の情報（会員情報・予約・決済・ポイント・クーポン・お問い合わせ・ログイン履歴）をJSONファイルで受け取れます。', button: 'データをダウンロード', done: 'ファイルをダウンロードしました。',
  },
  withdraw: {
    title: '退会', open: '退会する', lead: '退会前に必ずご確認ください。',
    bookings: 'ご利用予定の予約がある場合は退会できません。予約をキャンセルするか宿泊後に退会してください。未決済の予約は自動的に取り消されます。',
    membership: 'ご利用中のオーサムメンバーシップは退会と同時に終了し、残り期間の返金はありません。',
    yourMembership: 'お客様の{{grade}}メンバーシップ（{{date}}まで）は今終了します。',
    grade: { Silver: 'シルバー', Gold: 'ゴールド' },
    benefits: '保有しているオーサムキャッシュ、クーポン、お気に入りはすべて失われ、再登録しても復元されません。',
    data: '氏名・メールアドレス・電話番号などの個人情報は直ちに削除されます。過去の予約と決済の記録は法令に従い、個人を特定できない形で保管されます。',
    pwd: 'パスワードの確認', agree: '上記の内容を確認し、退会に同意します。', agreeNeeded: '退会のご案内への同意にチェックしてください。', submit: '退会する', cancel: 'キャンセル',
    confirm: '本当に退会しますか？この操作は取り消せません。', done: '退会が完了しました。これまでAwesomeStayをご利用いただきありがとうございました。',
  },
};

export const ACCOUNT_NS = 'mypage-account';
export const accountMessages = { ko, en, ja };
addBundle(ACCOUNT_NS, accountMessages);

export const useAccountTranslation = () => useStayTranslation(ACCOUNT_NS);
