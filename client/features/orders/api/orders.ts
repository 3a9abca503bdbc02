import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  InvoiceView,
  OrderAddress,
  OrderView,
  Paged,
  PaymentStart,
  PendingPaymentTotal,
  WalletStart,
} from '../../../../shared/types/order.js';
import { api, apiGet } from '../../../lib/api.js';

export interface CheckoutInput {
  sessionId: string;
  billingAddress?: Omit<OrderAddress, 'address2' | 'state' | 'phone'> & { address2?: string; state?: string; phone?: string };
  shippingAddress?: CheckoutInput['billingAddress'];
  payment?: { method: 'C' | 'P' | 'A' | 'EFT' };
  shippingMethod?: number;
  coupon?: string;
  loyaltyPoints?: number;
  acceptTerms: boolean;
}

/** POST /api/store/checkout with the Idempotency-Key of this checkout attempt: a retry returns the same order. */
export const placeOrder = (input: CheckoutInput, idempotencyKey: string) =>
  api<OrderView>('POST', '/api/store/checkout', input, { 'idempotency-key': idempotencyKey });

/** A guest proves the order is theirs with its cart session; a signed-in buyer needs none. */
export const startCardPayment = (orderId: number, sessionId?: string) =>
  api<PaymentStart>('POST', '/api/store/checkout/payment', { orderId, sessionId });

export const startWalletPayment = (orderId: number, sessionId: string) =>
  api<WalletStart>('POST', '/api/store/checkout/paypal', { orderId, sessionId });

export const captureWalletPayment = (orderId: number, sessionId: string) =>
  api<OrderView>('POST', '/api/store/checkout/paypal/capture', { orderId, sessionId });

export const orderQuery = (id: number, sessionId: string | null) =>
  queryOptions({
    queryKey: ['order', id, sessionId],
    queryFn: () => apiGet<OrderView>(`/api/store/orders/${id}${sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : ''}`),
  });

export const orderHistoryQuery = (page: number, paid?: boolean) =>
  queryOptions({
    queryKey: ['my-orders', page, paid],
    queryFn: () => apiGet<Paged<OrderView>>(`/api/my/order-history?page=${page}${paid === undefined ? '' : `&paid=${paid}`}`),
    placeholderData: keepPreviousData,
  });

export const pendingOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: ['my-pending-orders', page],
    queryFn: () => apiGet<Paged<OrderView>>(`/api/my/pending-orders?page=${page}`),
  });

export const pendingTotal = (orderIds: number[], points: number) =>
  apiGet<PendingPaymentTotal>(`/api/my/pending-orders/payment?order_ids=${orderIds.join(',')}&loyalty_points=${points}`);

export const payPendingOrders = (orderIds: number[], points: number) =>
  api<PaymentStart>('POST', '/api/my/pending-orders/payment', { order_ids: orderIds, loyalty_points: points });

export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: ['my-invoices', page],
    queryFn: () => apiGet<Paged<InvoiceView>>(`/api/my/invoices?page=${page}`),
  });

export const loyaltyQuery = () =>
  queryOptions({ queryKey: ['loyalty-points'], queryFn: () => apiGet<{ balance: number }>('/api/my/loyalty-points') });

export const useOrderHistory = (page: number) => useQuery(orderHistoryQuery(page));
export const usePendingOrders = (page: number) => useQuery(pendingOrdersQuery(page));
export const useInvoices = (page: number) => useQuery(invoicesQuery(page));
export const useLoyalty = () => useQuery(loyaltyQuery());

export const testKitBalanceQuery = () =>
  queryOptions({
    queryKey: ['test-kit-balance'],
    queryFn: () => apiGet<{ results: { categoryId: number; credits: number }[] }>('/api/activate'),
  });

export const transferMultipack = (body: { email: string; quantity: number; category_id: number }) =>
  api<{ credits: number }>('POST', '/api/my/transfer-multipack', body);
