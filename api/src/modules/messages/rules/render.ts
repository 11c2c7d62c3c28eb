// What a message says, in the recipient's language, as a plain-text part and a simple HTML part
// that reads well in Gmail, Naver Mail and on a phone: one column at most 560px wide, inline
// styles only (webmail strips <style>), no images, no scripts, system fonts that carry Hangul and
// kana. Pure: the caller gathers the data, this renders it.
import type { Locale } from '../../../lib/locale';

export type MoneyRoute = 'PAYMENT' | 'ADD_PAY' | 'AWESOME_CASH' | 'WELFARE_POINTS' | 'COUPON';

export interface BookingConfirmedData {
  orderNum: string;
  stayName: string;
  roomName: string;
  /** Korean days (yyyy-MM-dd); null for an open-dated voucher. */
  checkIn: string | null;
  checkOut: string | null;
  rooms: number;
  adults: number;
  children: number;
  /** What was paid per route (zero lines left out by the caller). */
  paid: readonly { route: MoneyRoute; method: string | null; amount: number }[];
  /** The last Korean day of free cancellation; null: not refundable. */
  cancelFreeDate: string | null;
  voucherUrl: string;
}

export interface BookingCancelledData {
  orderNum: string;
  stayName: string;
  checkIn: string | null;
  checkOut: string | null;
  /** WHOLE: the booking; ROOM / NIGHTS: part of it. */
  scope: 'WHOLE' | 'ROOM' | 'NIGHTS';
  /** A part: the rooms and the party the booking keeps (the guests of a cancelled room may leave with it). */
  remaining?: { rooms: number; adults: number; children: number } | null;
  refunds: readonly { route: MoneyRoute; method: string | null; amount: number; timing: 'IMMEDIATE' | 'BY_DATE'; by: string | null }[];
  voucherUrl: string;
}

export type Template =
  | { kind: 'BOOKING_CONFIRMED'; data: BookingConfirmedData }
  | { kind: 'BOOKING_CANCELLED'; data: BookingCancelledData }
  /** An existing notice's subject and text, given the plain layout. */
  | { kind: 'TEXT'; data: { subject: string; body: string } };

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const BRAND: Record<Locale, string> = { ko: '어썸스테이', en: 'AwesomeStay', ja: 'オーサムステイ' };

const FOOTER: Record<Locale, string> = {
  ko: '이 메일은 발신 전용입니다. 문의는 사이트의 1:1 문의를 이용해 주세요.',
  en: 'This address does not receive replies. Please use 1:1 inquiries on the site.',
  ja: 'このメールは送信専用です。お問い合わせはサイトの1:1お問い合わせをご利用ください。',
};

const L = {
  ko: {
    confirmedSubject: (n: string) => `[어썸스테이] 예약이 확정되었습니다 (${n})`,
    confirmedIntro: '예약해 주셔서 감사합니다. 예약 내용은 아래와 같습니다.',
    cancelledSubject: (n: string) => `[어썸스테이] 예약이 취소되었습니다 (${n})`,
    partCancelledSubject: (n: string) => `[어썸스테이] 예약이 일부 취소되었습니다 (${n})`,
    cancelledIntro: '요청하신 취소가 완료되었습니다. 환불 내역은 아래와 같습니다.',
    orderNum: '예약번호',
    stay: '숙소',
    room: '객실',
    dates: '일정',
    openDated: '날짜 미지정 (이용권)',
    guests: '인원',
    keeps: '남는 예약',
    guestsValue: (rooms: number, adults: number, children: number) => `객실 ${rooms}개 · 성인 ${adults}명${children ? ` · 아동 ${children}명` : ''}`,
    paid: '결제 금액',
    total: '합계',
    freeCancel: '무료 취소',
    freeUntil: (d: string) => `${d}까지 무료 취소 가능`,
    noFreeCancel: '취소(환불) 불가',
    refunds: '환불',
    refundTotal: '환불 합계',
    immediate: '즉시 반환',
    byDate: (d: string) => `${d}까지 환불`,
    voucher: '바우처 보기',
    noRefund: '환불할 금액이 없습니다.',
    won: (a: string) => `${a}원`,
    routes: { PAYMENT: '결제', ADD_PAY: '추가 결제', AWESOME_CASH: '어썸캐시', WELFARE_POINTS: '복지포인트', COUPON: '쿠폰 할인' },
  },
  en: {
    confirmedSubject: (n: string) => `[AwesomeStay] Your booking is confirmed (${n})`,
    confirmedIntro: 'Thank you for booking with us. Here are the details of your booking.',
    cancelledSubject: (n: string) => `[AwesomeStay] Your booking has been cancelled (${n})`,
    partCancelledSubject: (n: string) => `[AwesomeStay] Part of your booking has been cancelled (${n})`,
    cancelledIntro: 'Your cancellation is complete. Here is what is refunded.',
    orderNum: 'Booking number',
    stay: 'Stay',
    room: 'Room',
    dates: 'Dates',
    openDated: 'Open date (voucher)',
    guests: 'Guests',
    keeps: 'Your booking now',
    guestsValue: (rooms: number, adults: number, children: number) => `${rooms} room${rooms > 1 ? 's' : ''} · ${adults} adult${adults > 1 ? 's' : ''}${children ? ` · ${children} child${children > 1 ? 'ren' : ''}` : ''}`,
    paid: 'Paid',
    total: 'Total',
    freeCancel: 'Free cancellation',
    freeUntil: (d: string) => `Free cancellation until ${d}`,
    noFreeCancel: 'Non-refundable',
    refunds: 'Refunds',
    refundTotal: 'Total refunded',
    immediate: 'returned now',
    byDate: (d: string) => `refunded by ${d}`,
    voucher: 'View your voucher',
    noRefund: 'Nothing was paid, so nothing is refunded.',
    won: (a: string) => `KRW ${a}`,
    routes: { PAYMENT: 'Payment', ADD_PAY: 'Additional payment', AWESOME_CASH: 'Awesome cash', WELFARE_POINTS: 'Welfare points', COUPON: 'Coupon discount' },
  },
  ja: {
    confirmedSubject: (n: string) => `[オーサムステイ] ご予約が確定しました（${n}）`,
    confirmedIntro: 'ご予約ありがとうございます。ご予約内容は以下のとおりです。',
    cancelledSubject: (n: string) => `[オーサムステイ] ご予約をキャンセルしました（${n}）`,
    partCancelledSubject: (n: string) => `[オーサムステイ] ご予約の一部をキャンセルしました（${n}）`,
    cancelledIntro: 'キャンセルが完了しました。返金内容は以下のとおりです。',
    orderNum: '予約番号',
    stay: '宿泊施設',
    room: '客室',
    dates: '日程',
    openDated: '日付未指定（利用券）',
    guests: '人数',
    keeps: '残るご予約',
    guestsValue: (rooms: number, adults: number, children: number) => `${rooms}室 · 大人${adults}名${children ? ` · 子ども${children}名` : ''}`,
    paid: 'お支払い',
    total: '合計',
    freeCancel: '無料キャンセル',
    freeUntil: (d: string) => `${d}まで無料キャンセル可能`,
    noFreeCancel: 'キャンセル（返金）不可',
    refunds: '返金',
    refundTotal: '返金合計',
    immediate: '即時返還',
    byDate: (d: string) => `${d}までに返金`,
    voucher: 'バウチャーを見る',
    noRefund: 'お支払いがないため、返金はありません。',
    won: (a: string) => `${a}ウォン`,
    routes: { PAYMENT: '決済', ADD_PAY: '追加決済', AWESOME_CASH: 'オーサムキャッシュ', WELFARE_POINTS: '福利厚生ポイント', COUPON: 'クーポン割引' },
  },
} as const;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const WEEKDAYS: Record<Locale, readonly string[]> = {
  ko: ['일', '월', '화', '수', '목', '금', '토'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ja: ['日', '月', '火', '水', '木', '金', '土'],
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A Korean day (yyyy-MM-dd) in the language's long form with its weekday: 2026년 12월 3일 (목),
 * Thu, December 3, 2026, 2026年12月3日(木). Spelled out here rather than by Intl, whose output
 * varies with the ICU data of the machine.
 */
export function longDay(day: string, locale: Locale): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wd = WEEKDAYS[locale][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (locale === 'ko') return `${y}년 ${m}월 ${d}일 (${wd})`;
  if (locale === 'ja') return `${y}年${m}月${d}日(${wd})`;
  return `${wd}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

const money = (amount: number, locale: Locale) => L[locale].won(new Intl.NumberFormat('ko-KR').format(amount));

type Row = [label: string, value: string];

interface Layout {
  subject: string;
  intro: string;
  rows: Row[];
  /** A table of money lines with its total. */
  money?: { title: string; lines: Row[]; total: Row | null };
  note?: string;
  link?: { label: string; url: string };
}

function toText(l: Layout, locale: Locale): string {
  const out = [l.intro, '', ...l.rows.map(([k, v]) => `${k}: ${v}`)];
  if (l.money) {
    out.push('', `[${l.money.title}]`, ...l.money.lines.map(([k, v]) => `- ${k}: ${v}`));
    if (l.money.total) out.push(`${l.money.total[0]}: ${l.money.total[1]}`);
  }
  if (l.note) out.push('', l.note);
  if (l.link) out.push('', `${l.link.label}: ${l.link.url}`);
  out.push('', '--', BRAND[locale], FOOTER[locale]);
  return out.join('\n');
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Malgun Gothic','Hiragino Sans','Noto Sans CJK KR',sans-serif";

function rowHtml([k, v]: Row, strong = false): string {
  const weight = strong ? 'font-weight:bold;' : '';
  return `<tr><td style="padding:6px 0;color:#666666;font-size:14px;vertical-align:top;width:38%">${escapeHtml(k)}</td><td style="padding:6px 0;color:#222222;font-size:14px;${weight}">${escapeHtml(v)}</td></tr>`;
}

function toHtml(l: Layout, locale: Locale): string {
  const parts: string[] = [];
  parts.push(`<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#222222">${escapeHtml(l.intro).replace(/\n/g, '<br>')}</p>`);
  if (l.rows.length) parts.push(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${l.rows.map((r) => rowHtml(r)).join('')}</table>`);
  if (l.money) {
    parts.push(`<h2 style="margin:20px 0 8px;font-size:15px;color:#222222">${escapeHtml(l.money.title)}</h2>`);
    const total = l.money.total ? `<tr><td colspan="2" style="border-top:1px solid #dddddd;padding:0"></td></tr>${rowHtml(l.money.total, true)}` : '';
    parts.push(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${l.money.lines.map((r) => rowHtml(r)).join('')}${total}</table>`);
  }
  if (l.note) parts.push(`<p style="margin:16px 0 0;font-size:14px;line-height:1.6;color:#444444">${escapeHtml(l.note)}</p>`);
  if (l.link) {
    parts.push(
      `<p style="margin:24px 0 0"><a href="${escapeHtml(l.link.url)}" style="display:inline-block;padding:12px 20px;background:#2b59c3;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px">${escapeHtml(l.link.label)}</a></p>`,
    );
  }
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f5f7">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:16px 8px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;${FONT}">`,
    `<tr><td style="padding:20px 24px 0;font-size:18px;font-weight:bold;color:#2b59c3">${escapeHtml(BRAND[locale])}</td></tr>`,
    `<tr><td style="padding:16px 24px 24px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;font-size:12px;line-height:1.5;color:#888888">${escapeHtml(FOOTER[locale])}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join('');
}

function layoutOf(template: Template, locale: Locale): Layout {
  const t = L[locale];
  const dates = (checkIn: string | null, checkOut: string | null) => (checkIn && checkOut ? `${longDay(checkIn, locale)} – ${longDay(checkOut, locale)}` : t.openDated);
  const routeLabel = (route: MoneyRoute, method: string | null) => (method && (route === 'PAYMENT' || route === 'ADD_PAY') ? `${t.routes[route]} (${method})` : t.routes[route]);
  switch (template.kind) {
    case 'BOOKING_CONFIRMED': {
      const d = template.data;
      const charged = d.paid.filter((p) => p.route !== 'COUPON');
      return {
        subject: t.confirmedSubject(d.orderNum),
        intro: t.confirmedIntro,
        rows: [
          [t.orderNum, d.orderNum],
          [t.stay, d.stayName],
          [t.room, d.roomName],
          [t.dates, dates(d.checkIn, d.checkOut)],
          [t.guests, t.guestsValue(d.rooms, d.adults, d.children)],
          [t.freeCancel, d.cancelFreeDate ? t.freeUntil(longDay(d.cancelFreeDate, locale)) : t.noFreeCancel],
        ],
        money: {
          title: t.paid,
          lines: d.paid.map((p) => [routeLabel(p.route, p.method), p.route === 'COUPON' ? `-${money(p.amount, locale)}` : money(p.amount, locale)]),
          total: [t.total, money(charged.reduce((s, p) => s + p.amount, 0), locale)],
        },
        link: { label: t.voucher, url: d.voucherUrl },
      };
    }
    case 'BOOKING_CANCELLED': {
      const d = template.data;
      const lines: Row[] = d.refunds.map((r) => [routeLabel(r.route, r.method), `${money(r.amount, locale)} · ${r.timing === 'BY_DATE' && r.by ? t.byDate(longDay(r.by, locale)) : t.immediate}`]);
      const total = d.refunds.filter((r) => r.route !== 'COUPON').reduce((s, r) => s + r.amount, 0);
      return {
        subject: d.scope === 'WHOLE' ? t.cancelledSubject(d.orderNum) : t.partCancelledSubject(d.orderNum),
        intro: t.cancelledIntro,
        rows: [
          [t.orderNum, d.orderNum],
          [t.stay, d.stayName],
          [t.dates, dates(d.checkIn, d.checkOut)],
          ...(d.remaining ? [[t.keeps, t.guestsValue(d.remaining.rooms, d.remaining.adults, d.remaining.children)] as Row] : []),
        ],
        money: lines.length ? { title: t.refunds, lines, total: [t.refundTotal, money(total, locale)] } : undefined,
        note: lines.length ? undefined : t.noRefund,
        link: { label: t.voucher, url: d.voucherUrl },
      };
    }
    case 'TEXT':
      return { subject: template.data.subject, intro: template.data.body, rows: [] };
  }
}

export function renderMessage(template: Template, locale: Locale): Rendered {
  const layout = layoutOf(template, locale);
  return { subject: layout.subject, text: toText(layout, locale), html: toHtml(layout, locale) };
}
