// The receipt of an additional payment (an extra paid from the voucher): to the member's account
// e-mail and the guest's e-mail of the booking, each in its reader's language, once per paid
// attempt (its dedupe key) whichever path settled it: the confirm, or reconciliation after a
// confirm whose answer was lost. A receipt that cannot be written is logged and never undoes the
// payment it announces.
import type { FastifyInstance } from 'fastify';
import type { AddPayRow, OrderRow } from '../../db/schema/orders';
import type { Locale } from '../../lib/locale';
import { bookingRecipients, sendRendered, voucherUrl } from '../booking';

interface Receipt {
  orderNum: string;
  title: string;
  amount: string;
  url: string;
}

const TEXTS: Record<Locale, (d: Receipt) => { subject: string; body: string }> = {
  ko: (d) => ({
    subject: `[어썸스테이] 추가 결제가 완료되었습니다 (${d.orderNum})`,
    body: `예약 ${d.orderNum}의 '${d.title}' 추가 결제 ${d.amount}원이 완료되었습니다. 바우처에서 언제든 확인하실 수 있습니다: ${d.url}`,
  }),
  en: (d) => ({
    subject: `[AwesomeStay] Additional payment received (${d.orderNum})`,
    body: `We received ${d.amount} won for "${d.title}" on booking ${d.orderNum}. Your voucher shows it at any time: ${d.url}`,
  }),
  ja: (d) => ({
    subject: `[オーサムステイ] 追加決済が完了しました（${d.orderNum}）`,
    body: `ご予約${d.orderNum}の「${d.title}」の追加決済${d.amount}ウォンが完了しました。バウチャーでいつでもご確認いただけます: ${d.url}`,
  }),
};

const TITLE: Record<Locale, (a: AddPayRow) => string> = { ko: (a) => a.titleKo, en: (a) => a.titleEn || a.titleKo, ja: (a) => a.titleJa || a.titleKo };

export async function sendAddPayReceipt(app: FastifyInstance, order: OrderRow, addPay: AddPayRow, attemptIdx: number): Promise<void> {
  try {
    const recipients = await bookingRecipients(app.database.orm, order);
    const now = app.clock();
    const amount = new Intl.NumberFormat('ko-KR').format(addPay.amount);
    const url = voucherUrl(app, order.orderNum);
    await app.database.orm.transaction((tx) =>
      sendRendered(app.transport, tx, now, recipients, 'ADD_PAY_PAID', `${order.orderNum}:${attemptIdx}`, (locale) => ({
        kind: 'TEXT',
        data: TEXTS[locale]({ orderNum: order.orderNum, title: TITLE[locale](addPay), amount, url }),
      })),
    );
  } catch (error) {
    app.log.error({ err: error, orderNum: order.orderNum, orderAddPayIdx: addPay.idx }, 'additional payment receipt not written');
  }
}
