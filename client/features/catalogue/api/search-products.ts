import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage, ProductSuggestion } from '../../../../shared/types/catalogue.js';
import { apiGet } from '../../../lib/api.js';

export const searchProducts = (search: string, page: number) =>
  apiGet<ProductPage<ProductSuggestion>>(`/api/store/products?search=${encodeURIComponent(search)}&page=${page}`);

/** The header's suggestion panel: id and name only, page after page while the panel scrolls. */
export const suggestionsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['product-suggestions', search],
    queryFn: ({ pageParam }) => searchProducts(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export const useSuggestions = (search: string, enabled: boolean) => useInfiniteQuery({ ...suggestionsQuery(search), enabled });
