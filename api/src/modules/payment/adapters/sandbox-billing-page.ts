// The sandbox gateway's card-registration page (membership billing): what the buyer sees at the PG when a
// card is registered for recurring billing. Three test cards with stated behaviour, and a way out.
import type { Locale } from '../../../lib/locale';
import type { SandboxCardBehaviour } from '../../../db/schema/memberships';

const TEXT = {
  title: { ko: '샌드박스 카드 등록', en: 'Sandbox card registration', ja: 'サンドボックス カード登録' },
  note: { ko: '테스트용 카드 등록 화면입니다. 실제로 청구되지 않습니다.', en: 'A test card page. Nothing is really charged.', ja: 'テスト用のカード登録画面です。実際には請求されません。' },
  product: { ko: '상품', en: 'Product', ja: '商品' },
  now: { ko: '등록 후 바로 결제', en: 'Charged right after registration', ja: '登録後すぐに決済' },
  none: { ko: '없음 (카드 변경)', en: 'Nothing (card change)', ja: 'なし（カード変更）' },
  OK: { ko: '정상 카드 (4330-****-****-1111)', en: 'Working card (4330-****-****-1111)', ja: '正常なカード (4330-****-****-1111)' },
  DECLINE_RENEWAL: { ko: '갱신 시 거절되는 카드 (5520-****-****-2222)', en: 'Card declined on renewal (5520-****-****-2222)', ja: '更新時に拒否されるカード (5520-****-****-2222)' },
  EXPIRED: { ko: '갱신 전에 만료되는 카드 (3560-****-****-3333)', en: 'Card that expires before renewal (3560-****-****-3333)', ja: '更新前に期限切れになるカード (3560-****-****-3333)' },
  abandon: { ko: '등록 취소', en: 'Cancel', ja: '登録をやめる' },
} satisfies Record<string, Record<Locale, string>>;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function cardRegistrationPage(q: { customerKey: string; orderName: string; amount: number; successUrl: string; failUrl: string }, basePath: string, locale: Locale): string {
  const t = (k: keyof typeof TEXT) => esc(TEXT[k][locale]);
  const link = (choice: SandboxCardBehaviour | 'abandon', label: string) => {
    const params = new URLSearchParams({ choice, customerKey: q.customerKey, successUrl: q.successUrl, failUrl: q.failUrl });
    return `<a class="btn ${choice === 'abandon' ? 'abandon' : 'card'}" role="button" href="${esc(`${basePath}/register/decide?${params.toString()}`)}">${label}</a>`;
  };
  const amount = q.amount > 0 ? `₩${new Intl.NumberFormat('ko-KR').format(q.amount)}` : t('none');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}.btn{display:block;text-align:center;padding:12px;margin:8px 0;border-radius:8px;text-decoration:none;color:#fff}
.card{background:#1a56db}.abandon{background:#666}</style></head>
<body><main><h1>${t('title')}</h1><p>${t('note')}</p>
<dl><dt>${t('product')}</dt><dd>${esc(q.orderName)}</dd><dt>${t('now')}</dt><dd>${amount}</dd></dl>
${link('OK', t('OK'))}${link('DECLINE_RENEWAL', t('DECLINE_RENEWAL'))}${link('EXPIRED', t('EXPIRED'))}${link('abandon', t('abandon'))}
</main></body></html>`;
}
