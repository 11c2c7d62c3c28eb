// Name (in the UI language and in English), type, star grade, our guests' average out of 5 and
// their review count (a link to the reviews), address and the wish toggle.
import { ReviewScore } from '@stay/shared/kit/review-score';
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
          {/* Our own reviews on their own scale (out of 5) with their count; a link to them. */}
          <ReviewScore average={detail.reviews.starAvg} count={detail.reviews.reviewCount} href="#pd-reviews-title" />
        </p>
      )}
      <p className="pd-header__address">{location.address}</p>
      <div className="pd-header__actions">
        <WishButton productIdx={info.idx} productName={info.productName} wished={detail.favoriteProductIdx !== null} onChange={onWish} />
      </div>
    </header>
  );
}
