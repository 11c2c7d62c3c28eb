// The messages module's own failures, in ko / en / ja.
import { failureCatalog } from '../../lib/app-error';

export const messageFail = failureCatalog(
  {
    OPERATOR_ONLY: { ko: '운영 담당자만 이용할 수 있습니다.', en: 'Only operators can do this.', ja: '運用担当者のみ利用できます。' },
    MESSAGE_NOT_DEAD: { ko: '다시 보낼 수 있는 실패 메시지가 아닙니다.', en: 'This message is not a failed message that can be sent again.', ja: '再送できる失敗メッセージではありません。' },
  },
  { OPERATOR_ONLY: 403, MESSAGE_NOT_DEAD: 409 },
);
