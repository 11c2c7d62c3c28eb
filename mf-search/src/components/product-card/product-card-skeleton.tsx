// A card-shaped placeholder with the same box sizes as ProductCard, so the list does not jump when
// the real cards replace it.
import { Skeleton } from '../skeleton/skeleton';
import './product-card.css';

export function ProductCardSkeleton({ layout = 'row' }: { layout?: 'row' | 'tile' }) {
  return (
    <div className={`sr-card sr-card--${layout} sr-card--skeleton`} aria-hidden="true">
      <div className="sr-card__media">
        <Skeleton ratio="4 / 3" height="auto" className="sr-card__media-skeleton" />
      </div>
      <div className="sr-card__body">
        <Skeleton width="40%" />
        <Skeleton width="80%" height="20px" />
        <Skeleton width="50%" />
        <Skeleton width="30%" />
        <Skeleton width="60%" height="24px" className="sr-card__price-skeleton" />
      </div>
    </div>
  );
}
