import type { ReactNode } from 'react';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import type { ProductCard } from '../../../../shared/types/catalogue.js';
import { Illustration, productPicture } from '../../../components/illustrations/Illustrations.js';
import { Link } from '../../../components/navigation/Link.js';
import { Price } from './Price.js';

/** Who a product is for, said on every card: search mixes dogs' and cats' tests. */
export const speciesLabel = (species: ProductCard['species']) =>
  species === 'canine' ? 'Dog' : species === 'feline' ? 'Cat' : 'Dogs and cats';

/**
 * One product in a listing: its picture, whom it is for, what it tests and what it costs here. The page
 * gives the quick action (Add to cart), since the cart is another feature.
 */
export function ProductTile({
  product,
  storefront,
  action,
}: {
  product: ProductCard;
  storefront: StorefrontCode;
  action?: ReactNode;
}) {
  return (
    <li className="product-tile">
      <div className="product-tile__head">
        <Illustration picture={productPicture(product)} size={56} />
        <div className="product-tile__tags">
          <span className="tag tag--species">{speciesLabel(product.species)}</span>
          {product.tags.map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
          {product.subCategory && product.subCategory !== product.tags[0] && (
            <span className="tag tag--quiet">{product.subCategory}</span>
          )}
        </div>
      </div>
      <h3>
        <Link to={product.url}>{product.name}</Link>
      </h3>
      {product.gene && <p className="product-tile__gene">Gene: {product.gene}</p>}
      {product.kitCount !== null && <p className="product-tile__gene">{product.kitCount} test kits</p>}
      <p className="product-tile__summary">{product.summary}</p>
      <div className="product-tile__foot">
        <Price price={product.price} storefront={storefront} />
        {action}
      </div>
    </li>
  );
}
