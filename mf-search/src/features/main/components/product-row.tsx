// A horizontal row of product tiles (recommended stays, a theme's stays) with skeleton tiles of the
// same size while loading.
import { ProductCard } from '../../../components/product-card/product-card';
import type { ProductCard as Product } from '../../../lib/product-card-schema';

export function ProductRow({ products, linkFor }: { products: Product[]; linkFor: (p: Product) => string }) {
  return (
    <ul className="sr-product-row">
      {products.map((product) => (
        <li key={product.productIdx}>
          <ProductCard product={product} to={linkFor(product)} layout="tile" />
        </li>
      ))}
    </ul>
  );
}
