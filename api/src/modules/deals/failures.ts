// The deals module's own failures, in ko / en / ja: the deal page and the advance-notice alarms.
import { failureCatalog } from '../../lib/app-error';

export const dealFail = failureCatalog(
  {
    EVENT_NOT_FOUND: { ko: '이벤트 상품을 찾을 수 없습니다.', en: 'This deal could not be found.', ja: 'イベント商品が見つかりません。' },
    CONTENT_ONLY: {
      ko: '이벤트 일정은 콘텐츠 담당자만 바꿀 수 있습니다.',
      en: 'Only staff with the content role can change a deal\'s sale dates.',
      ja: 'イベントの日程はコンテンツ担当者のみ変更できます。',
    },
  },
  { EVENT_NOT_FOUND: 404, CONTENT_ONLY: 403 },
);

export const alarmFail = failureCatalog(
  {
    ALARM_DEAL_NOT_FOUND: { ko: '알림을 신청할 수 없는 상품입니다.', en: 'There is no deal to be told about here.', ja: '通知を申し込めない商品です。' },
    ALARM_NOT_FOUND: { ko: '알림 신청 내역을 찾을 수 없습니다.', en: 'This alarm could not be found.', ja: '通知の申し込みが見つかりません。' },
    ALARM_ALREADY_SENT: { ko: '이미 알림을 보내 드려 취소할 수 없습니다.', en: 'This alarm has already been sent, so it cannot be cancelled.', ja: 'すでに通知済みのため取り消せません。' },
    ALARM_NOT_UPCOMING: { ko: '이미 판매가 시작되었거나 끝난 상품이라 알림을 신청할 수 없습니다.', en: 'This deal has already opened or ended, so no alarm can be set.', ja: 'すでに販売が開始または終了したため、通知を申し込めません。' },
  },
  { ALARM_DEAL_NOT_FOUND: 404, ALARM_NOT_FOUND: 404, ALARM_ALREADY_SENT: 409, ALARM_NOT_UPCOMING: 409 },
);
