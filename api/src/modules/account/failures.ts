// The account module's own failures, in ko / en / ja: why a member cannot withdraw (yet).
import { failureCatalog } from '../../lib/app-error';

export const withdrawFail = failureCatalog(
  {
    BOOKINGS_UPCOMING: {
      ko: '이용 예정인 예약이 있어 탈퇴할 수 없습니다. 예약을 취소하거나 이용을 마친 뒤 다시 시도해 주세요.',
      en: 'You have an upcoming booking, so you cannot withdraw yet. Cancel it or complete your stay, then try again.',
      ja: 'ご利用予定の予約があるため退会できません。予約をキャンセルするかご利用後に再度お試しください。',
    },
    PAYMENT_RUNNING: {
      ko: '진행 중인 결제가 있어 탈퇴할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      en: 'A payment is in progress, so you cannot withdraw right now. Please try again shortly.',
      ja: '進行中のお支払いがあるため退会できません。しばらくしてから再度お試しください。',
    },
    PASSWORD_REQUIRED: {
      ko: '탈퇴하려면 비밀번호를 입력해 주세요.',
      en: 'Enter your password to withdraw.',
      ja: '退会するにはパスワードを入力してください。',
    },
  },
  { BOOKINGS_UPCOMING: 409, PAYMENT_RUNNING: 409, PASSWORD_REQUIRED: 400 },
);
