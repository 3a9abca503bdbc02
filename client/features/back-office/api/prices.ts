import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductContents,
  AdminProductFields,
  AdminProductPrice,
  AdminProductPrices,
  AdminProductRow,
  ProductPreview,
} from '../../../../shared/types/back-office.js';
import { api, apiGet } from '../../../lib/api.js';

/** The product list's filters, as the page's URL carries them. */
export interface AdminProductFilters {
  search: string;
  category: string;
  species: string;
  status: string;
}

/** The list's filters from the page's URL (the loader prefetches with the same). */
export function productFiltersOf(params: URLSearchParams): AdminProductFilters {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    species: params.get('species') ?? '',
    status: params.get('status') ?? '',
  };
}

/** GET /api/admin/catalogue/products?search&category&species&status: 100 products at most, by name. */
export const adminProductsQuery = (filters: AdminProductFilters) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'products', filters],
    queryFn: () => {
      const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
      return apiGet<AdminProductRow[]>(`/api/admin/catalogue/products?${params.toString()}`);
    },
  });
export const useAdminProducts = (filters: AdminProductFilters) => useQuery(adminProductsQuery(filters));

/** GET /api/admin/catalogue/products/{id}: the product, its price in each currency and the changes made to both. */
export const adminProductPricesQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'product', id],
    queryFn: () => apiGet<AdminProductPrices>(`/api/admin/catalogue/products/${id}`),
  });
export const useAdminProductPrices = (id: number) => useQuery(adminProductPricesQuery(id));

/** GET /api/admin/catalogue/products/{id}/preview?storefront: the product page as each audience sees it. */
export const productPreviewQuery = (id: number, storefront: string) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'product', id, 'preview', storefront],
    queryFn: () => apiGet<ProductPreview>(`/api/admin/catalogue/products/${id}/preview?storefront=${storefront}`),
  });
export const useProductPreview = (id: number, storefront: string) => useQuery(productPreviewQuery(id, storefront));

/** POST /api/admin/catalogue/products */
export const createProduct = (fields: AdminProductFields) => api<AdminProduct>('POST', '/api/admin/catalogue/products', fields);

/** PUT /api/admin/catalogue/products/{id} */
export const updateProduct = (id: number, fields: AdminProductFields) =>
  api<AdminProduct>('PUT', `/api/admin/catalogue/products/${id}`, fields);

/** POST /api/admin/catalogue/products/{id}/retire */
export const retireProduct = (id: number) => api<AdminProduct>('POST', `/api/admin/catalogue/products/${id}/retire`, {});

/** PUT /api/admin/catalogue/products/{id}/prices */
export const setProductPrice = (id: number, price: Omit<AdminProductPrice, 'storefronts'>) =>
  api<AdminProductPrice>('PUT', `/api/admin/catalogue/products/${id}/prices`, price);

/** GET /api/admin/catalogue/breeds?species: every breed of a species, for the product form. */
export const breedChoicesQuery = (species: 'canine' | 'feline') =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'breeds', species],
    queryFn: () => apiGet<{ id: number; name: string }[]>(`/api/admin/catalogue/breeds?species=${species}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useBreedChoices = (species: 'canine' | 'feline' | null) =>
  useQuery({ ...breedChoicesQuery(species ?? 'canine'), enabled: species !== null });

/** PUT /api/admin/catalogue/products/{id}/contents: a profile's tests or a multi-pack's kit count. */
export const setProductContents = (id: number, contents: AdminProductContents) =>
  api<AdminProduct>('PUT', `/api/admin/catalogue/products/${id}/contents`, contents);

/** GET /api/admin/catalogue/tests?species: every disease and trait test a profile of the species can include. */
export const testChoicesQuery = (species: 'canine' | 'feline') =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'tests', species],
    queryFn: () => apiGet<{ id: number; name: string }[]>(`/api/admin/catalogue/tests?species=${species}`),
  });
export const useTestChoices = (species: 'canine' | 'feline' | null) =>
  useQuery({ ...testChoicesQuery(species ?? 'canine'), enabled: species !== null });
