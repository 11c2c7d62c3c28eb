// My alarms strings (namespace 'mypage-alarms'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
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
type Shape = typeof ko;

const en: Shape = {
  title: 'My alarms',
  lead: 'Deals we will tell you about when their sale starts.',
  empty: 'You have not asked for any alarms.',
  sale: 'Sale {{from}} - {{to}}',
  state: { UPCOMING: 'Opening soon', OPEN: 'On sale', CLOSED: 'Ended' },
  notified: 'We have told you.',
  waiting: 'We will e-mail you when the sale starts.',
  cancel: 'Cancel alarm',
  cancelConfirm: 'Cancel the alarm for "{{title}}"?',
  cancelled: 'The alarm for "{{title}}" is cancelled.',
  failed: 'The alarm could not be cancelled.',
};

const ja: Shape = {
  title: '通知の申し込み',
  lead: '販売開始時にお知らせする特価です。',
  empty: '申し込んだ通知はありません。',
  sale: '販売期間 {{from}} ~ {{to}}',
  state: { UPCOMING: '近日開始', OPEN: '販売中', CLOSED: '販売終了' },
  notified: '通知済みです。',
  waiting: '販売が始まったらメールでお知らせします。',
  cancel: '通知を取り消す',
  cancelConfirm: '「{{title}}」の通知を取り消しますか？',
  cancelled: '「{{title}}」の通知を取り消しました。',
  failed: '通知を取り消せませんでした。',
};

export const ALARMS_NS = 'mypage-alarms';
export const alarmsMessages = { ko, en, ja };
addBundle(ALARMS_NS, alarmsMessages);
export const useAlarmsTranslation = () => useStayTranslation(ALARMS_NS);
