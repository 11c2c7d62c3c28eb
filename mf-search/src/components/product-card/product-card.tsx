// One stay as a card (results list, main page rows): photo, type, stars, name, area, our guests'
// average out of 5 and their review count, free-cancellation badge, sold-out state and the price
// for the stay. The name is a link that opens the product in a new window on a wide screen (SPEC
// §2), in place on a phone (a new tab there has no Back); in the webview the shared navigator
// forwards it to the host app.
import { isWebView, LazyImage, localizedHref, NEW_WINDOW_MEDIA, openInNewWindow, useMediaQuery, useStayTranslation } from '@stay/shared';
import { ReviewScore } from '@stay/shared/kit/review-score';
import type { MouseEvent } from 'react';
import type { ProductCard as Product } from '../../lib/product-card-schema';
import { CARD_NS } from './i18n';
import { ProductPrice } from './product-price';
import { Stars } from './stars';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  /** App path of the product page (paths.product). */
  to: string;
  layout?: 'row' | 'tile';
  /** Rooms of the search: the price is the total for all of them (SPEC §3 Condition count). */
  rooms?: number;
  headingLevel?: 3 | 4;
  /** The page's largest image (the first result): fetched first, never faded in. */
  priority?: boolean;
}

export function ProductCard({ product, to, layout = 'row', headingLevel = 3, rooms = 1, priority = false }: ProductCardProps) {
  const { t } = useStayTranslation(CARD_NS);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const soldOut = product.soldOut === true;

  const inApp = isWebView();
  // False on the server and while hydrating (the phone's markup), then the screen's answer.
  const newWindow = useMediaQuery(NEW_WINDOW_MEDIA) && !inApp;
  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle modified clicks (a new tab on purpose); otherwise the platform opens it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openInNewWindow(to);
  };

  return (
    <article className={`sr-card sr-card--${layout}${soldOut ? ' sr-card--sold-out' : ''}`} data-product-idx={product.productIdx}>
      <div className="sr-card__media">
        <LazyImage src={product.imgUrl} alt="" ratio={layout === 'row' ? '4 / 3' : '4 / 3'} priority={priority} />
        {soldOut && <span className="sr-card__sold-flag">{t('soldOut')}</span>}
      </div>
      <div className="sr-card__body">
        <p className="sr-card__meta">
          {product.productTypeName && <span>{product.productTypeName}</span>}
          <Stars count={product.star} />
        </p>
        <Heading className="sr-card__name">
          {/* In the app and on a phone there is no second window: the stay opens in place (or natively). */}
          <a href={localizedHref(to)} target={newWindow ? '_blank' : undefined} rel="noopener" onClick={onOpen}>
            {product.productName}
            {newWindow && <span className="sr-visually-hidden"> ({t('opensInNewWindow')})</span>}
          </a>
        </Heading>
        {product.area && <p className="sr-card__area">{product.area}</p>}
        <p className="sr-card__review">
          {/* Our own reviews on their own scale (out of 5) with their count. */}
          <ReviewScore average={product.starAvg} count={product.reviewCount} />
        </p>
        {product.freeCancel && !soldOut && <p className="sr-card__badge">{t('freeCancel')}</p>}
        <ProductPrice prices={product.prices} nights={product.nights} rooms={rooms} soldOut={soldOut} />
      </div>
    </article>
  );
}
