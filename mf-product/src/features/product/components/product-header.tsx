// Name (in the UI language and in English), type, star grade, guest score and review count (a link
// to the reviews), address and the wish toggle.
import { Stars } from '../../../components/stars';
import type { ProductDetail } from '../api/get-product-detail';
import { useDetailTranslation } from '../i18n';
import { WishButton } from './wish-button';

export function ProductHeader({ detail, onWish }: { detail: ProductDetail; onWish: (wished: boolean) => void }) {
  const { t } = useDetailTranslation();
  const { info, location } = detail;
  return (
    <header className="pd-header">
      <p className="pd-header__meta">
        {info.productTypeName && <span className="pd-header__type">{info.productTypeName}</span>}
        <Stars count={info.star} label={info.star > 0 ? t('header.stars', { count: info.star }) : t('header.noStars')} />
      </p>
      <h1 className="pd-header__name">{info.productName}</h1>
      {info.productNameEn && info.productNameEn !== info.productName && (
        <p className="pd-header__name-en" lang="en">
          <span className="pd-visually-hidden">{t('header.nameEn')}: </span>
          {info.productNameEn}
        </p>
      )}
      {detail.reviews.reviewCount > 0 && (
        <p className="pd-header__score" data-testid="header-score">
          <span className="pd-header__score-badge" aria-hidden="true">{detail.reviews.reviewScore.toFixed(1)}</span>
          <a href="#pd-reviews-title" aria-label={t('header.scoreLabel', { score: detail.reviews.reviewScore.toFixed(1), count: detail.reviews.reviewCount })}>
            {t('header.reviews', { count: detail.reviews.reviewCount })}
          </a>
        </p>
      )}
      <p className="pd-header__address">{location.address}</p>
      <div className="pd-header__actions">
        <WishButton productIdx={info.idx} productName={info.productName} wished={detail.favoriteProductIdx !== null} onChange={onWish} />
      </div>
    </header>
  );
}
