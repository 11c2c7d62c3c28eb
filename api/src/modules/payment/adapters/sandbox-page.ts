// The sandbox gateway's checkout page: what the buyer sees at the PG. Method labels are SPEC §9's
// (shared i18n 'payment.*' texts); three buttons send the browser back to our return URLs.
import type { SandboxGatewayRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { methodLabel } from '../rules/method-labels';

const TEXT = {
  title: { ko: '샌드박스 결제', en: 'Sandbox payment', ja: 'サンドボックス決済' },
  note: { ko: '테스트용 결제창입니다. 실제로 청구되지 않습니다.', en: 'A test checkout. Nothing is really charged.', ja: 'テスト用の決済画面です。実際には請求されません。' },
  amount: { ko: '결제 금액', en: 'Amount', ja: 'お支払い金額' },
  method: { ko: '결제 수단', en: 'Payment method', ja: '決済手段' },
  order: { ko: '주문', en: 'Order', ja: 'ご注文' },
  approve: { ko: '승인', en: 'Approve', ja: '承認' },
  decline: { ko: '거절', en: 'Decline', ja: '拒否' },
  abandon: { ko: '결제 취소(이탈)', en: 'Abandon', ja: '中断' },
  done: { ko: '이 결제는 이미 처리되었습니다.', en: 'This payment has already been handled.', ja: 'この決済はすでに処理されています。' },
} satisfies Record<string, Record<Locale, string>>;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);


export function checkoutPage(row: SandboxGatewayRow, basePath: string, locale: Locale): string {
  const t = (k: keyof typeof TEXT) => esc(TEXT[k][locale]);
  const amount = new Intl.NumberFormat('ko-KR').format(row.amount);
  const open = row.state === 'READY';
  const button = (action: string, label: string) =>
    `<a class="btn ${action}" role="button" href="${esc(`${basePath}/${row.paymentKey}/decide?action=${action}`)}">${label}</a>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}.btn{display:block;text-align:center;padding:12px;margin:8px 0;border-radius:8px;text-decoration:none;color:#fff}
.approve{background:#1a7f37}.decline{background:#c62828}.abandon{background:#666}</style></head>
<body><main><h1>${t('title')}</h1><p>${t('note')}</p>
<dl><dt>${t('method')}</dt><dd>${esc(methodLabel(row.method, locale))}</dd><dt>${t('amount')}</dt><dd>₩${amount}</dd><dt>${t('order')}</dt><dd>${esc(row.orderName.includes(row.orderId) ? row.orderName : `${row.orderName} (${row.orderId})`)}</dd></dl>
${open ? button('approve', t('approve')) + button('decline', t('decline')) + button('abandon', t('abandon')) : `<p>${t('done')}</p>`}
</main></body></html>`;
}
