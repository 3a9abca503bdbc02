import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BreedProducts } from '../../../../shared/types/catalogue.js';
import { apiGet } from '../../../lib/api.js';

const url = (id: number, userType: string) => `/api/store/products/breed?id=${id}&user_type=${encodeURIComponent(userType)}`;

export const getBreedProducts = (id: number, userType: string) => apiGet<BreedProducts>(url(id, userType));

export const breedProductsQuery = (id: number, userType: string) =>
  queryOptions({
    queryKey: ['breed-products', url(id, userType)],
    queryFn: () => getBreedProducts(id, userType),
    staleTime: 5 * 60_000,
  });

export const useBreedProducts = (id: number, userType: string) => useQuery(breedProductsQuery(id, userType));
