import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductPage } from '../../../../shared/types/catalogue.js';
import { apiGet } from '../../../lib/api.js';

/** Parameters of GET /api/store/products; undefined values are left out of the URL and the cache key. */
export interface ProductListParams {
  search?: string;
  page?: number;
  species?: string;
  category_ids?: string;
  breeds?: string;
  sort?: string;
  best_sellers?: 'true';
  special_offers?: 'true';
  user_type?: string;
}

export function productListUrl(params: ProductListParams): string {
  const query = new URLSearchParams({ isDetails: 'true' });
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `/api/store/products?${query.toString()}`;
}

export const getProducts = (params: ProductListParams) => apiGet<ProductPage<ProductCard>>(productListUrl(params));

export const productsQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', productListUrl(params)], queryFn: () => getProducts(params), staleTime: 5 * 60_000 });

/**
 * The first `size` products of a list, cached under a key of their own: a page that shows a few (the home
 * page's shelves) carries only those in its boot data, not the whole page of 20 with their details.
 */
export const productShelfQuery = (params: ProductListParams, size: number) =>
  queryOptions({
    queryKey: ['products', productListUrl(params), 'shelf', size],
    queryFn: () => getProducts(params).then((page) => page.results.slice(0, size)),
    staleTime: 5 * 60_000,
  });

export const useProductShelf = (params: ProductListParams, size: number) => useQuery(productShelfQuery(params, size));

/** Keeps the previous page on screen while the next filter's results load. */
export const useProducts = (params: ProductListParams, enabled = true) =>
  useQuery({ ...productsQuery(params), placeholderData: keepPreviousData, enabled });
