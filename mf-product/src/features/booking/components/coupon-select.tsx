// The coupon choice (POST /v1/coupons/book): usable coupons with their discount on this stay,
// unusable ones shown disabled with the reason. Choosing one asks the server for a new quote.
import { useId } from 'react';
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { type LoadState } from '@stay/shared/kit/use-load';
import { loadFailed } from '@stay/shared/kit/errors';
import type { Coupon } from '../api/get-book-coupons';
import { useBookingTranslation } from '../i18n';

const REASONS = ['MIN_PRICE', 'EXPIRED', 'USED', 'NOT_APPLICABLE'];

export function CouponSelect({ coupons, value, onChange, disabled }: { coupons: LoadState<Coupon[]>; value: number | null; onChange: (couponUserIdx: number | null) => void; disabled: boolean }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const id = useId();
  const list = coupons.status === 'ready' ? coupons.data : [];
  const name = (c: Coupon) => c.couponName || c.title;
  const reason = (c: Coupon) => t(`coupon.reason.${c.reason && REASONS.includes(c.reason) ? c.reason : 'other'}`);
  return (
    <section className="bk-card bk-coupon" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bk-card__title">{t('coupon.title')}</h2>
      {loadFailed(coupons) && <p className="bk-note">{t('coupon.failed')}</p>}
      {coupons.status === 'ready' && list.length === 0 && <p className="bk-note">{t('coupon.empty')}</p>}
      {list.length > 0 && (
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={id}>{t('coupon.label')}</label>
          <select id={id} className="bk-field__input" value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('coupon.none')}</option>
            {list.map((c) => (
              <option key={c.couponUserIdx} value={c.couponUserIdx} disabled={!c.avail}>
                {c.avail ? `${name(c)} · ${t('coupon.off', { amount: formatKrw(c.couponAmount, locale) })}` : t('coupon.unavailable', { name: name(c), reason: reason(c) })}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
