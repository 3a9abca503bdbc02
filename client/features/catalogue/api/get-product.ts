import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../shared/types/catalogue.js';
import { apiGet } from '../../../lib/api.js';

const productUrl = (id: number, userType?: string) =>
  `/api/store/products/product/${id}${userType ? `?user_type=${encodeURIComponent(userType)}` : ''}`;

export const getProduct = (id: number, userType?: string) => apiGet<ProductDetail>(productUrl(id, userType));

export const productQuery = (id: number, userType?: string) =>
  queryOptions({
    queryKey: ['product', productUrl(id, userType)],
    queryFn: () => getProduct(id, userType),
    staleTime: 5 * 60_000,
  });

export const useProduct = (id: number, userType?: string) => useQuery(productQuery(id, userType));
