// /mypage/coupon (SPEC §2, §3 Coupon): usable / used / expired, each coupon with its conditions
// (minimum price, maximum discount, external channels, expiry), and registering a coupon code
// (pack, company, live broadcast): the coupons it gives appear at once in the usable tab.
import { setPageMeta, formatKrw } from '@stay/shared';
import { useEffect, useState } from 'react';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { formatDate, formatDay, koreanToday } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useStateTexts } from '../../../lib/i18n';
import { useLoad } from '@stay/shared/kit/use-load';
import { getCoupons, groupOf, type Coupon, type CouponGroup } from '../api/coupons';
import { useCouponsTranslation } from '../i18n';
import { CodeRegister } from './code-register';
import '../../../components/mypage.css';

const GROUPS: CouponGroup[] = ['usable', 'used', 'expired'];

function Coupons({ initial }: { initial: Coupon[] }) {
  const { t } = useCouponsTranslation();
  const [coupons, setCoupons] = useState(initial);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const locale = useLocale();
  const [group, setGroup] = useState<CouponGroup>('usable');
  const today = koreanToday();
  const krw = (n: number) => formatKrw(n, locale);
  const shown = coupons.filter((c) => groupOf(c, today) === group);
  return (
    <div className="mp-page" data-testid="coupons-page">
      <h1 className="mp-title">{t('coupons.title')}</h1>
      <CodeRegister
        onAdded={(added) => {
          setCoupons((list) => [...added, ...list.filter((c) => !added.some((a) => a.couponUserIdx === c.couponUserIdx))]);
          setFresh(new Set(added.map((c) => c.couponUserIdx)));
          setGroup('usable');
        }}
      />
      <div className="mp-tabs" role="tablist" aria-label={t('coupons.groups.label')}>
        {GROUPS.map((g) => (
          <button key={g} type="button" role="tab" className="mp-tab" aria-selected={g === group} aria-controls="mp-coupon-panel" onClick={() => setGroup(g)}>
            {t(`coupons.groups.${g}`)}
            <span className="mp-tab__count">{coupons.filter((c) => groupOf(c, today) === g).length}</span>
          </button>
        ))}
      </div>
      <div id="mp-coupon-panel" role="tabpanel">
        {shown.length === 0 ? (
          <p className="mp-state">{t('coupons.empty')}</p>
        ) : (
          <ul className="mp-books">
            {shown.map((c) => (
              <li key={c.couponUserIdx} className={`mp-card${fresh.has(c.couponUserIdx) ? ' mp-card--new' : ''}`} data-testid="coupon-row" style={{ margin: 0 }}>
                {fresh.has(c.couponUserIdx) && <span className="mp-badge">{t('isNew')}</span>}
                <p className="mp-grade__title">{c.discountType === 'RATE' ? t('coupons.rateOff', { rate: c.discount }) : t('coupons.amountOff', { amount: krw(c.discount) })}</p>
                <h2 className="mp-sub">{c.couponName || c.title}</h2>
                <ul className="mp-book__meta">
                  <li>{c.minPrice > 0 ? t('coupons.minPrice', { amount: krw(c.minPrice) }) : t('coupons.noMin')}</li>
                  {c.maxDiscount !== null && <li>{t('coupons.maxDiscount', { amount: krw(c.maxDiscount) })}</li>}
                  <li>{c.availableExpedia ? t('coupons.external') : t('coupons.ownOnly')}</li>
                  <li>{c.userUseDate ? t('coupons.usedOn', { date: formatDate(c.userUseDate, locale) }) : t('coupons.until', { date: formatDay(c.useExpireDate, locale) })}</li>
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function CouponsPage() {
  const { t } = useCouponsTranslation();
  const { state, reload } = useLoad((signal) => getCoupons(signal), []);
  const title = t('coupons.title');
  const stateTexts = useStateTexts(title);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={stateTexts}>
      {(coupons) => <Coupons initial={coupons} />}
    </PageStates>
  );
}
