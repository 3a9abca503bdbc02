import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponDetail } from '../../../../shared/types/back-office.js';
import { api, apiGet } from '../../../lib/api.js';

/** What the coupon form sends (POST /api/admin/coupons, PUT /api/admin/coupons/{id}). */
export interface CouponInput {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  minSpend: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  totalLimit: number | null;
  perUserLimit: number | null;
  storefronts: string[];
  productIds: number[];
  categoryIds: number[];
}

/** GET /api/admin/coupons: every coupon, active ones first. */
export const couponsQuery = () =>
  queryOptions({ queryKey: ['admin', 'coupons'], queryFn: () => apiGet<AdminCoupon[]>('/api/admin/coupons') });
export const useCoupons = () => useQuery(couponsQuery());

/** GET /api/admin/coupons/{id}: the coupon, its redemptions and the changes made to it. */
export const couponQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'coupons', id], queryFn: () => apiGet<AdminCouponDetail>(`/api/admin/coupons/${id}`) });
export const useCoupon = (id: number) => useQuery(couponQuery(id));

export const createCoupon = (input: CouponInput) => api<AdminCoupon>('POST', '/api/admin/coupons', input);
export const updateCoupon = (id: number, input: CouponInput) => api<AdminCoupon>('PUT', `/api/admin/coupons/${id}`, input);
export const setCouponDisabled = (id: number, disabled: boolean) =>
  api<AdminCoupon>('POST', `/api/admin/coupons/${id}/${disabled ? 'disable' : 'enable'}`);
