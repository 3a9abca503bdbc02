import type { StorefrontCode } from '../../shared/storefronts.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import { AddToCartButton } from '../features/cart/components/AddToCartButton.js';
import { ProductTile } from '../features/catalogue/components/ProductTile.js';

/** A product card with its quick "Add to cart": the listings, search, breed and home pages show these. */
export function ShopTile({ product, storefront }: { product: ProductCard; storefront: StorefrontCode }) {
  return (
    <ProductTile
      product={product}
      storefront={storefront}
      action={<AddToCartButton productId={product.id} isProfile={product.kind === 'fbp'} itemName={product.name} compact />}
    />
  );
}
