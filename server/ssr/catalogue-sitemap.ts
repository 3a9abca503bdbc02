import { CATALOGUE_PAGES, catalogueRoot } from '../../shared/catalogue-pages.js';
import { paths } from '../../shared/paths.js';
import type { CatalogueService } from '../modules/catalogue/catalogue.service.js';
import type { CatalogueSitemap } from './seo-files.js';

/**
 * The catalogue in the sitemaps: the listing pages sold everywhere (not the AU-only page) join
 * sitemap.xml; each product and breed page is listed in the catalogue sitemap that robots.txt names.
 */
export function catalogueSitemap(catalogue: CatalogueService): CatalogueSitemap {
  const roots = CATALOGUE_PAGES.filter((page) => page.section === 'best-sellers').map((page) => page.path);
  return {
    listingPaths: [
      ...CATALOGUE_PAGES.filter((page) => !page.storefrontOnly).map((page) => page.path),
      ...roots.map((root) => `${root}/breeds`),
      paths.petOwnerProducts,
    ],
    async entryPaths() {
      const { products, breeds } = await catalogue.sitemapEntries();
      return [
        ...products.map((product) => product.url),
        ...breeds.map((breed) => `${catalogueRoot('breeder', breed.species)}/breeds/${breed.slug}/${breed.id}`),
      ];
    },
  };
}
