import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductPrice, AdminProductPrices, AdminProductRow } from '../../../../shared/types/back-office.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/admin/catalogue/products?search=…: listed products by name or id (50 at most). */
export const adminProductsQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'products', search],
    queryFn: () => apiGet<AdminProductRow[]>(`/api/admin/catalogue/products?search=${encodeURIComponent(search)}`),
  });
export const useAdminProducts = (search: string) => useQuery(adminProductsQuery(search));

/** GET /api/admin/catalogue/products/{id}: the product's price in each currency and the changes made to them. */
export const adminProductPricesQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'product', id],
    queryFn: () => apiGet<AdminProductPrices>(`/api/admin/catalogue/products/${id}`),
  });
export const useAdminProductPrices = (id: number) => useQuery(adminProductPricesQuery(id));

/** PUT /api/admin/catalogue/products/{id}/prices */
export const setProductPrice = (
  id: number,
  price: { currency: string; amount: number; saleAmount: number | null; memberAmount: number | null },
) => api<AdminProductPrice>('PUT', `/api/admin/catalogue/products/${id}/prices`, price);
