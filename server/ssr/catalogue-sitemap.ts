import { CATALOGUE_PAGES, catalogueRoot } from '../../shared/catalogue-pages.js';
import { paths } from '../../shared/paths.js';
import type { CatalogueService } from '../modules/catalogue/catalogue.service.js';
import type { CatalogueSitemap } from './seo-files.js';

/**
 * The catalogue sitemap (named in robots.txt): the listing pages sold everywhere (not the AU-only
 * page), the pet owner shop, and every product and breed page.
 */
export function catalogueSitemap(catalogue: CatalogueService): CatalogueSitemap {
  const roots = CATALOGUE_PAGES.filter((page) => page.section === 'best-sellers').map((page) => page.path);
  const listingPaths = [
    ...CATALOGUE_PAGES.filter((page) => !page.storefrontOnly).map((page) => page.path),
    ...roots.map((root) => `${root}/breeds`),
    paths.petOwnerProducts,
  ];
  return {
    async paths() {
      const { products, breeds } = await catalogue.sitemapEntries();
      return [
        ...listingPaths,
        ...products.map((product) => product.url),
        ...breeds.map((breed) => `${catalogueRoot('breeder', breed.species)}/breeds/${breed.slug}/${breed.id}`),
      ];
    },
  };
}
