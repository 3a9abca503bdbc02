import { Link } from 'react-router';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import type { ProductCard } from '../../../../shared/types/catalogue.js';
import { Price } from './Price.js';

/** One product in a listing: what it is, what it tests and what it costs here. */
export function ProductTile({ product, storefront }: { product: ProductCard; storefront: StorefrontCode }) {
  return (
    <li className="product-tile">
      <div className="product-tile__tags">
        {product.tags.map((tag) => (
          <span key={tag} className="tag">
            {tag}
          </span>
        ))}
        {product.subCategory && product.subCategory !== product.tags[0] && (
          <span className="tag tag--quiet">{product.subCategory}</span>
        )}
      </div>
      <h3>
        <Link to={product.url}>{product.name}</Link>
      </h3>
      {product.gene && <p className="product-tile__gene">Gene: {product.gene}</p>}
      {product.kitCount !== null && <p className="product-tile__gene">{product.kitCount} test kits</p>}
      <p className="product-tile__summary">{product.summary}</p>
      <div className="product-tile__foot">
        <Price price={product.price} storefront={storefront} />
        <Link className="button button--small" to={product.url} aria-label={`View ${product.name}`}>
          View
        </Link>
      </div>
    </li>
  );
}
