// Namespace 'mypage-alarms' (my alarms strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '알림 신청 내역',
  lead: '판매가 시작되면 알려 드릴 특가입니다.',
  empty: '신청한 알림이 없습니다.',
  sale: '판매 기간 {{from}} ~ {{to}}',
  state: { UPCOMING: '오픈 예정', OPEN: '판매 중', CLOSED: '판매 종료' },
  notified: '알림을 보내 드렸습니다.',
  waiting: '판매가 시작되면 이메일로 알려 드립니다.',
  cancel: '알림 취소',
  cancelConfirm: '"{{title}}" 알림을 취소할까요?',
  cancelled: '"{{title}}" 알림을 취소했습니다.',
  failed: '알림을 취소하지 못했습니다.',
};

export type AlarmsStrings = typeof ko;
