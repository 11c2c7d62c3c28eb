// Reviews (GET /v1/reviews/products/{idx}): counts, average, the star histogram, the external
// rating, and the newest reviews with "more". Search robots do not load them (SPEC §6); a traveller's
// browser loads them when the section comes near the screen (not while the page starts).
import { koreanDay, useNearViewport } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { getReviews, REVIEW_PAGE_SIZE, type ProductReviews } from '../api/get-reviews';
import { useDetailTranslation } from '../i18n';
import { isSearchRobot } from '../lib/robots';

const STAR_KEYS = [
  [5, 'starFive'],
  [4, 'starFour'],
  [3, 'starThree'],
  [2, 'starTwo'],
  [1, 'starOne'],
] as const;

/** A review written by a member after their stay (api/src/reviews/rules.ts). */
const VERIFIED_STAY = 'AWESOMESTAY_VERIFIED_STAY';

export function ReviewsSection({ productIdx }: { productIdx: number }) {
  const { t } = useDetailTranslation();
  const locale = useLocale();
  const robot = isSearchRobot();
  const [data, setData] = useState<ProductReviews | null>(null);
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);

  useEffect(() => {
    if (robot || !near) return;
    const controller = new AbortController();
    getReviews(productIdx, page, controller.signal)
      .then((next) => setData((prev) => (prev && page > 0 ? { ...next, reviews: [...prev.reviews, ...next.reviews] } : next)))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [productIdx, page, robot, locale, near]);

  if (robot) return null;
  const r = data?.rating;
  const ext = data?.externalRating;
  return (
    <section ref={section} className="pd-section pd-reviews" aria-labelledby="pd-reviews-title" data-testid="reviews">
      <h2 id="pd-reviews-title" className="pd-section__title">{t('reviews.title')}</h2>
      {failed && <p role="alert">{t('reviews.failed')}</p>}
      {!data && !failed && <div className="st-shimmer pd-skeleton pd-skeleton--lines" aria-hidden="true" />}
      {r && (
        <div className="pd-reviews__summary">
          <p className="pd-reviews__avg">
            <strong>{formatNumber(r.starAvg, locale)}</strong> <span>{t('reviews.average', { avg: formatNumber(r.starAvg, locale) })}</span>
          </p>
          <p>{t('reviews.count', { count: r.reviewCount })}</p>
          <dl className="pd-histogram" aria-label={t('reviews.histogram')}>
            {STAR_KEYS.map(([n, key]) => (
              <div key={key} className="pd-histogram__row">
                <dt>{t('reviews.star', { n })}</dt>
                <dd>
                  <span className="pd-histogram__bar" style={{ width: `${r.reviewCount ? (r[key] / r.reviewCount) * 100 : 0}%` }} aria-hidden="true" />
                  <span className="pd-histogram__count">{r[key]}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {ext && (
        <div className="pd-external">
          <h3 className="pd-subtitle">{t('reviews.external')}</h3>
          <p className="pd-note">{t('reviews.externalCount', { count: ext.reviewCnt })} · {t('reviews.recommend', { per: ext.recommendationPer })}</p>
          <dl className="pd-facts pd-facts--grid">
            {(['overall', 'cleanliness', 'service', 'comfort'] as const).map((k) => (
              <div key={k}><dt>{t(`reviews.${k}`)}</dt><dd>{formatNumber(ext[k], locale)}</dd></div>
            ))}
            <div><dt>{t('reviews.locationScore')}</dt><dd>{formatNumber(ext.location, locale)}</dd></div>
            <div><dt>{t('reviews.value')}</dt><dd>{formatNumber(ext.valueRating, locale)}</dd></div>
          </dl>
        </div>
      )}
      {data && data.reviews.length === 0 && <p className="pd-empty">{t('reviews.none')}</p>}
      {data && data.reviews.length > 0 && (
        <ul className="pd-review-list">
          {data.reviews.map((rv) => (
            <li key={rv.idx} className="pd-review">
              <p className="pd-review__head">
                <span className="pd-stars" role="img" aria-label={t('reviews.starsLabel', { n: rv.star })}>{'★'.repeat(rv.star)}</span>
                <strong>{rv.title}</strong>
                {rv.verificationSource === VERIFIED_STAY && <span className="pd-note"> · {t('reviews.verified')}</span>}
              </p>
              <p className="pd-text">{rv.content}</p>
              <p className="pd-note">{[rv.userName, rv.roomName, koreanDay(rv.createdDt)].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
      {data && data.reviews.length < data.reviewCnt && data.reviews.length >= REVIEW_PAGE_SIZE * (page + 1) && (
        <button type="button" className="pd-button pd-button--ghost" onClick={() => setPage((p) => p + 1)}>
          {t('reviews.more')}
        </button>
      )}
    </section>
  );
}
