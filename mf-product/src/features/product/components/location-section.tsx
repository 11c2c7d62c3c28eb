// Address and location (SPEC §3 location) with nearby places (POST /v1/products/{id}/poi), on a
// map (@stay/shared StayMap: the deployment's tiles, or the pin over a plain background). The nearby
// places load when the section comes near the screen (not while the page starts).
import { StayMap, useNearViewport } from '@stay/shared';
import { useRef } from 'react';
import { formatDistance } from '../../../lib/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { getPoi } from '../api/get-poi';
import type { ProductDetail } from '../api/get-product-detail';
import { useLoad } from '@stay/shared/kit/use-load';
import { useDetailTranslation } from '../i18n';

export function LocationSection({ productIdx, name, location }: { productIdx: number; name: string; location: ProductDetail['location'] }) {
  const { t } = useDetailTranslation();
  const locale = useLocale();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const { state: poi } = useLoad(near ? (signal) => getPoi(productIdx, signal) : null, [productIdx, locale, near]);
  return (
    <section ref={section} className="pd-section pd-location" aria-labelledby="pd-location-title">
      <h2 id="pd-location-title" className="pd-section__title">{t('location.title')}</h2>
      <p className="pd-location__address">{location.address}</p>
      <StayMap className="pd-map" label={t('location.map')} pins={[{ id: productIdx, lat: location.lat, lng: location.lng, label: name, active: true }]} />
      <p className="pd-map__coords">
        {[location.area, location.city].filter(Boolean).join(', ')} · {t('location.coords', { lat: location.lat.toFixed(4), lon: location.lng.toFixed(4) })}
      </p>
      {poi.status === 'ready' && poi.data.length > 0 && (
        <>
          <h3 className="pd-subtitle">{t('location.nearby')}</h3>
          <ul className="pd-poi">
            {poi.data.map((p) => (
              <li key={p.name}>
                <span>{p.name}</span>
                <span className="pd-poi__distance">{formatDistance(p.distance, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {(poi.status === 'loading' || poi.status === 'idle') && <div className="st-shimmer pd-skeleton pd-skeleton--lines" aria-hidden="true" />}
    </section>
  );
}
