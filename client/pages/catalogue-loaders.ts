import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { CATEGORY } from '../../shared/catalogue.js';
import { type CataloguePage, cataloguePageAt } from '../../shared/catalogue-pages.js';
import { type CatalogueFilter, parseCatalogueFilter, productPath } from '../../shared/catalogue-rules.js';
import { parseId } from '../../shared/ids.js';
import { paths } from '../../shared/paths.js';
import type { VisitorStorefront } from '../../shared/types/storefront.js';
import { breedProductsQuery } from '../features/catalogue/api/get-breed-products.js';
import { breedListQuery, breedsByIdsQuery } from '../features/catalogue/api/get-breeds.js';
import { productQuery } from '../features/catalogue/api/get-product.js';
import { type ProductListParams, productShelfQuery, productsQuery } from '../features/catalogue/api/get-products.js';
import { countriesQuery } from '../features/geo/api/get-countries.js';
import { storefrontQuery } from '../features/storefront/api/get-storefront.js';
import { prefetch } from '../lib/loader.js';

/** Route loaders of the catalogue: they prefetch with the query options the pages read. */

export function listingFilter(page: CataloguePage, search: URLSearchParams): CatalogueFilter {
  const filter = parseCatalogueFilter(search, { species: page.species, categoryIds: page.categoryIds, sort: page.sort });
  // The path fixes the species of a listing page; only the search page lets the visitor switch it.
  return { ...filter, species: page.species };
}

export function listingParams(page: CataloguePage, filter: CatalogueFilter): ProductListParams {
  const categoryIds = filter.categoryIds.length ? filter.categoryIds : page.categoryIds;
  return {
    species: page.species,
    category_ids: categoryIds.length ? categoryIds.join(',') : undefined,
    breeds: filter.breeds.length ? filter.breeds.join(',') : undefined,
    search: filter.name || undefined,
    sort: filter.sort,
    page: filter.page,
    best_sellers: page.bestSellers ? 'true' : undefined,
    special_offers: page.specialOffers ? 'true' : undefined,
    user_type: page.audience,
  };
}

export const notFound = () => data(null, { status: 404 });

export const catalogueListLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = cataloguePageAt(url.pathname);
    if (!page) throw notFound();
    if (page.storefrontOnly) {
      const storefront = await prefetch(queryClient, storefrontQuery());
      if (storefront.storefront !== page.storefrontOnly) throw notFound();
    }
    const filter = listingFilter(page, url.searchParams);
    await Promise.all([
      prefetch(queryClient, productsQuery(listingParams(page, filter))),
      prefetch(queryClient, breedsByIdsQuery(filter.breeds)),
    ]);
    return null;
  };

/** A guest who opens a product link sees the breeder shop unless they chose another audience. */
export function productAudience(storefront: VisitorStorefront): string | undefined {
  if (storefront.signedIn) return undefined;
  return storefront.userType === 'guest' ? 'breeder' : storefront.userType;
}

export const productLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const id = parseId(params.productId);
    if (id === undefined) throw notFound();
    const storefront = await prefetch(queryClient, storefrontQuery());
    const product = await prefetch(queryClient, productQuery(id, productAudience(storefront)));
    // One address per product: an old or mistyped name in the link moves to the product's own path.
    const canonical = productPath(product);
    if (safeDecode(new URL(request.url).pathname) !== safeDecode(canonical)) throw redirect(canonical, 301);
    return null;
  };

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const audienceOfPath = (pathname: string) => (pathname.startsWith('/vet/') ? 'vet' : 'breeder');
const speciesOfPath = (pathname: string) => (pathname.includes('/for-cats') ? 'feline' : 'canine');

export const breedIndexLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
    await prefetch(queryClient, breedListQuery(speciesOfPath(url.pathname), (url.searchParams.get('name') ?? '').trim(), page));
    return null;
  };

export const breedLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const id = parseId(params.breedId);
    if (id === undefined) throw notFound();
    const url = new URL(request.url);
    const result = await prefetch(queryClient, breedProductsQuery(id, audienceOfPath(url.pathname)));
    if (result.breed.species.name !== speciesOfPath(url.pathname) || result.breed.id <= 6) throw notFound();
    if (params.breedName !== result.breed.slug) {
      const root = url.pathname.split('/breeds/')[0] ?? paths.breederDogs.root;
      throw redirect(`${root}/breeds/${result.breed.slug}/${result.breed.id}`, 301);
    }
    return null;
  };

export const searchLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const params = searchParamsOf(url.searchParams);
    if (params) await prefetch(queryClient, productsQuery(params));
    return null;
  };

/** /search?q=&page=&species=: the products API's search, ranked by relevance. */
export function searchParamsOf(search: URLSearchParams): ProductListParams | undefined {
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  if (!q) return undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const species = search.get('species');
  return { search: q, page, species: species === 'canine' || species === 'feline' ? species : undefined };
}

/** Build your own profile: the page of single tests the breeder picks from. */
export const buildProfileLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const species = url.pathname.includes('/for-cats') ? 'feline' : 'canine';
    const search = (url.searchParams.get('name') ?? '').trim() || undefined;
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
    await prefetch(queryClient, productsQuery(buildProfileParams(species, search, page)));
    return null;
  };

/** The tests a custom profile can hold: single disease and trait tests of one species, A to Z. */
export const buildProfileParams = (
  species: 'canine' | 'feline',
  search: string | undefined,
  page: number,
): ProductListParams => ({
  species,
  category_ids: species === 'canine' ? '1,6' : '7,14',
  search,
  sort: 'name_asc',
  page,
  user_type: 'breeder',
});

/** How many products each of the home page's shelves shows. */
export const HOME_SHELF_SIZE = 4;

/** The home page's shelves: the shop's best sellers and its newest single tests, for the visitor's audience. */
export const homeShelves = (storefront: VisitorStorefront) => {
  const user_type = productAudience(storefront);
  return {
    bestSellers: { best_sellers: 'true', sort: 'best', user_type } satisfies ProductListParams,
    newTests: {
      category_ids: [CATEGORY.canineDisease, CATEGORY.canineTrait, CATEGORY.felineDisease, CATEGORY.felineTrait].join(','),
      sort: 'new',
      user_type,
    } satisfies ProductListParams,
  };
};

export const homeLoader = (queryClient: QueryClient) => async () => {
  const storefront = await prefetch(queryClient, storefrontQuery());
  const shelves = homeShelves(storefront);
  await Promise.all([
    prefetch(queryClient, countriesQuery()),
    prefetch(queryClient, productShelfQuery(shelves.bestSellers, HOME_SHELF_SIZE)),
    prefetch(queryClient, productShelfQuery(shelves.newTests, HOME_SHELF_SIZE)),
  ]);
  return null;
};
