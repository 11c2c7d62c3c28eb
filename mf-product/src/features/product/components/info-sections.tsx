// Facilities by category, detail info (check-in/out, contact, description, policies) and events.
import { AppLink } from '@stay/shared/kit/app-link';
import { formatShort } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { ProductDetail, ProductEvent } from '../api/get-product-detail';
import { useDetailTranslation } from '../i18n';

export function FacilitiesSection({ facilities }: { facilities: ProductDetail['facilities'] }) {
  const { t } = useDetailTranslation();
  if (facilities.length === 0) return null;
  return (
    <section className="pd-section" aria-labelledby="pd-fac-title">
      <h2 id="pd-fac-title" className="pd-section__title">{t('facilities.title')}</h2>
      <div className="pd-facilities">
        {facilities.map((group) => (
          <div key={group.category} className="pd-facilities__group">
            <h3 className="pd-subtitle">{group.categoryName}</h3>
            <ul className="pd-chips">
              {group.items.map((f) => (
                <li key={f.code} className="pd-chip">{f.facName}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function DetailInfoSection({ detail }: { detail: ProductDetail }) {
  const { t } = useDetailTranslation();
  const { detailInfo: d, info } = detail;
  return (
    <section className="pd-section" aria-labelledby="pd-info-title">
      <h2 id="pd-info-title" className="pd-section__title">{t('info.title')}</h2>
      <dl className="pd-facts">
        <div><dt>{t('info.checkIn')}</dt><dd>{d.checkIn}</dd></div>
        <div><dt>{t('info.checkOut')}</dt><dd>{d.checkOut}</dd></div>
        {info.phone && <div><dt>{t('info.phone')}</dt><dd><a href={`tel:${info.phone}`}>{info.phone}</a></dd></div>}
        {info.chain && <div><dt>{t('info.chain')}</dt><dd>{[info.chain, info.brand].filter((x, i, a) => x && a.indexOf(x) === i).join(' · ')}</dd></div>}
      </dl>
      {d.description && (
        <>
          <h3 className="pd-subtitle">{t('info.description')}</h3>
          <p className="pd-text">{d.description}</p>
        </>
      )}
      {d.policies.length > 0 && (
        <>
          <h3 className="pd-subtitle">{t('info.policies')}</h3>
          <ul className="pd-policies">
            {d.policies.map((p) => <li key={p}>{p}</li>)}
          </ul>
        </>
      )}
    </section>
  );
}

export function EventsSection({ events }: { events: ProductEvent[] }) {
  const { t } = useDetailTranslation();
  const locale = useLocale();
  if (events.length === 0) return null;
  return (
    <section className="pd-section" aria-labelledby="pd-events-title">
      <h2 id="pd-events-title" className="pd-section__title">{t('events.title')}</h2>
      <ul className="pd-events">
        {events.map((e) => (
          <li key={e.idx} className="pd-event">
            <p className="pd-event__title">
              {/^\/events\/\d+$/.test(e.eventUrl) ? <AppLink to={e.eventUrl}>{e.eventTitle}</AppLink> : e.eventTitle}
              {e.discountRate > 0 && <span className="pd-badge pd-badge--off">{t('events.discount', { rate: e.discountRate })}</span>}
            </p>
            {e.eventSubTitle && <p className="pd-event__sub">{e.eventSubTitle}</p>}
            {e.stayStartDate && e.stayEndDate && (
              <p className="pd-note">{t('events.stay', { from: formatShort(e.stayStartDate, locale), to: formatShort(e.stayEndDate, locale) })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
