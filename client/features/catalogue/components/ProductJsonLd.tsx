import { MINOR_UNITS } from '../../../../shared/format.js';
import type { ProductCard } from '../../../../shared/types/catalogue.js';
import { usePublicConfig } from '../../../lib/public-config.js';

/** JSON as it may sit in a script element: `<` escaped so no text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org Product with an Offer in the storefront's currency, for search engines. */
export function ProductJsonLd({ product }: { product: ProductCard & { description?: string } }) {
  const { publicUrl } = usePublicConfig();
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description ?? product.summary,
    sku: String(product.id),
    category: product.categoryName,
    brand: { '@type': 'Brand', name: 'Pet DNA Lab' },
    offers: {
      '@type': 'Offer',
      price: (product.price.amount / MINOR_UNITS).toFixed(2),
      priceCurrency: product.price.currency,
      availability: 'https://schema.org/InStock',
      url: `${publicUrl}${product.url}`,
    },
  };
  // A data block is never executed, so the page's script CSP does not apply to it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(json) }} />;
}
