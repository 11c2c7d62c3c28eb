// An abandoned checkout holds the room, the coupon and the member's points until its hold ends. The
// payment page says what each unfinished checkout keeps and until when, and lets the member give
// it up now, so the points and coupon come back to this booking at once.
import { addBundle, useStayTranslation, type Locale, formatKrw } from '@stay/shared';
import { useState } from 'react';
import type { HeldCheckout } from '../api/get-quote';
import { releaseHold } from '../../../lib/release-hold';

const NS = 'product-booking-held';
addBundle(NS, {
  // One wording for what an unfinished checkout keeps: the room always, then the coupon and each
  // kind of points, each in its own unit (won, like every balance on the site).
  ko: {
    title: '결제하지 않은 예약이 있습니다',
    one: '{{stay}} ({{dates}}) 예약이 {{time}}까지 다음을 잡아 두고 있습니다: {{what}}.',
    room: '객실',
    cash: '어썸캐시 {{amount}}',
    welfare: '복지 포인트 {{amount}}',
    coupon: '쿠폰 “{{name}}”({{amount}} 할인)',
    and: ', ',
    release: '이 예약 취소하고 돌려받기',
    releasing: '돌려받는 중…',
    failed: '돌려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    done: '돌려받았습니다. 이번 예약에 사용할 수 있습니다.',
  },
  en: {
    title: 'You have a booking that is not paid',
    one: 'Your booking of {{stay}} ({{dates}}) is keeping these until {{time}}: {{what}}.',
    room: 'the room',
    cash: 'awesome cash {{amount}}',
    welfare: 'welfare points {{amount}}',
    coupon: 'the coupon “{{name}}” ({{amount}} off)',
    and: ', ',
    release: 'Cancel it and get them back',
    releasing: 'Getting them back…',
    failed: 'That did not work. Please try again in a moment.',
    done: 'They are back and can be used for this booking.',
  },
  ja: {
    title: 'お支払いが済んでいない予約があります',
    one: '{{stay}}（{{dates}}）の予約が{{time}}まで次のものを確保しています：{{what}}。',
    room: '客室',
    cash: 'オーサムキャッシュ{{amount}}',
    welfare: '福利厚生ポイント{{amount}}',
    coupon: 'クーポン「{{name}}」（{{amount}}引き）',
    and: '、',
    release: 'この予約を取り消して戻す',
    releasing: '戻しています…',
    failed: '戻せませんでした。しばらくしてから再度お試しください。',
    done: '戻りました。今回の予約に使えます。',
  },
});

export interface HeldNoticeProps {
  held: HeldCheckout[];
  locale: Locale;
  /** After a release: ask the server for the amounts again (points and coupons are back). */
  onReleased: () => void;
}

export function HeldNotice({ held, locale, onReleased }: HeldNoticeProps) {
  const { t } = useStayTranslation(NS);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  if (held.length === 0) return message ? <p className="bk-note" role="status">{message}</p> : null;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const release = async (orderNum: string) => {
    setBusy(orderNum);
    setMessage('');
    try {
      await releaseHold(orderNum);
      setMessage(t('done'));
      onReleased();
    } catch {
      setMessage(t('failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="bk-card bk-alert bk-alert--warn" aria-labelledby="bk-held-title" data-testid="held-notice">
      <h2 id="bk-held-title" className="bk-card__title">{t('title')}</h2>
      <ul className="bk-held">
        {held.map((h) => {
          const parts = [
            t('room'),
            h.coupon ? t('coupon', { name: h.coupon.name, amount: formatKrw(h.coupon.amount, locale) }) : '',
            h.point > 0 ? t('cash', { amount: formatKrw(h.point, locale) }) : '',
            h.userPoint > 0 ? t('welfare', { amount: formatKrw(h.userPoint, locale) }) : '',
          ].filter(Boolean);
          const dates = [h.checkInDate, h.checkOutDate].filter(Boolean).join(' – ');
          return (
            <li key={h.orderNum}>
              <p>{t('one', { stay: h.productName, dates, what: parts.join(t('and')), time: time.format(new Date(h.expiresAt)) })}</p>
              <button type="button" className="bk-button bk-button--ghost" disabled={busy !== null} onClick={() => void release(h.orderNum)}>
                {busy === h.orderNum ? t('releasing') : t('release')}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="bk-note" role="status">{message}</p>
    </section>
  );
}
