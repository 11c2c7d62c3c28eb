// "What you would have saved" on /membership/awesome/subscribe: member-price differences
// of the stays this member recently looked at, with the method stated on the screen
// (../lib/savings.ts). Nothing is shown when there is nothing to estimate from.
import { readUrlHistory, recentSearchesStore, formatKrw } from '@stay/shared';
import { useEffect, useMemo, useState } from 'react';
import { formatDate, koreanToday } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { getStayPrices } from '../api/stay-prices';
import { priceStay, staysToPrice, totalSaving, type PricedStay } from '../lib/savings';
import { useAwesomeTranslation } from '../i18n';


export function WouldHaveSaved() {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const looks = useMemo(() => staysToPrice(readUrlHistory(), recentSearchesStore.getState().products.map((p) => p.idx), koreanToday()), []);
  const [priced, setPriced] = useState<PricedStay[] | null>(null);

  useEffect(() => {
    if (looks.length === 0) return;
    const controller = new AbortController();
    void Promise.all(
      looks.map((look) =>
        getStayPrices(look, controller.signal).then(
          (d) => priceStay(look, d.info.productName, d.prices ?? null),
          () => null,
        ),
      ),
    ).then((all) => {
      if (!controller.signal.aborted) setPriced(all.filter((s): s is PricedStay => s !== null));
    });
    return () => controller.abort();
  }, [looks]);

  if (looks.length === 0) return null;
  const krw = (n: number) => formatKrw(n, locale);
  const total = priced ? totalSaving(priced) : 0;
  return (
    <section className="mb-card" aria-labelledby="mb-saved" data-testid="would-have-saved">
      <h2 id="mb-saved" className="mb-subtitle">{t('savings.heading')}</h2>
      {priced === null ? (
        <p role="status" className="mb-muted">{t('savings.loading')}</p>
      ) : (
        <>
          <p data-testid="saved-total">{total > 0 ? t('savings.total', { count: priced.length, amount: krw(total) }) : t('savings.none')}</p>
          {priced.length > 0 && (
            <ul className="mb-history">
              {priced.map((s) => (
                <li key={s.productIdx} className="mb-history__item">
                  <div className="mb-history__row">
                    <span>{t('savings.stay', { name: s.name, nights: s.nights, date: formatDate(`${s.checkInDate}T00:00:00+09:00`, locale), public: krw(s.publicPrice), member: krw(s.memberPrice) })}</span>
                    <strong>{t('savings.saving', { amount: krw(s.saving) })}</strong>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="mb-muted" data-testid="saved-method">{t('savings.method')}</p>
    </section>
  );
}
