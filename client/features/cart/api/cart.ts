import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../shared/paths.js';
import type { CartCouponView, CartItemMeta, CartView, ShippingMethodView } from '../../../../shared/types/cart.js';
import { ApiError, api, apiGet } from '../../../lib/api.js';
import { readCartSession, useCartSession, writeCartSession } from './cart-session.js';

export interface CartOptions {
  coupon?: string;
  loyaltyPoints?: number;
  shippingMethod?: number;
}

const cartUrl = (sessionId: string, options: CartOptions = {}) => {
  const params = new URLSearchParams();
  if (options.coupon) params.set('coupon', options.coupon);
  if (options.loyaltyPoints) params.set('loyalty_points', String(options.loyaltyPoints));
  if (options.shippingMethod) params.set('shipping_method', String(options.shippingMethod));
  const query = params.toString();
  return `/api/cart/${encodeURIComponent(sessionId)}${query ? `?${query}` : ''}`;
};

/**
 * GET /api/cart/{sessionId}: a cart that no longer exists forgets its session id; a guest cart read after
 * signing in answers as the user's cart, whose session id this browser keeps from then on.
 */
export async function getCart(sessionId: string, options: CartOptions = {}): Promise<CartView | null> {
  try {
    const cart = await apiGet<CartView>(cartUrl(sessionId, options));
    if (cart.sessionId !== sessionId && readCartSession() === sessionId) writeCartSession(cart.sessionId);
    return cart;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      if (readCartSession() === sessionId) writeCartSession(null);
      return null;
    }
    throw error;
  }
}

export const cartQuery = (sessionId: string | null, options: CartOptions = {}) =>
  queryOptions({
    queryKey: ['cart', sessionId, options],
    queryFn: () => (sessionId ? getCart(sessionId, options) : Promise.resolve(null)),
    enabled: sessionId !== null,
  });

export function useCart(options: CartOptions = {}) {
  const sessionId = useCartSession();
  // The order-complete page shows the order the cart became: payment deletes that cart, so it is not asked for there.
  const settling = useLocation().pathname === paths.checkoutComplete;
  // Keep showing the cart while its options change, but not once the cart is gone (paid or deleted).
  return useQuery({
    ...cartQuery(sessionId, options),
    enabled: sessionId !== null && !settling,
    placeholderData: (previous) => (sessionId === null ? undefined : previous),
  });
}

/** POST /api/cart: this browser's cart (the signed-in user's own, with the guest cart merged in). */
export async function ensureCart(): Promise<CartView> {
  const stored = readCartSession();
  const cart = await api<CartView>('POST', '/api/cart', stored ? { sessionId: stored } : {});
  writeCartSession(cart.sessionId);
  return cart;
}

/**
 * After a change to the cart, every cart view is read again. A read already under way started before the change
 * (the first read of a new cart races the first item into it): it is cancelled first, because a refetch would
 * otherwise join it and show the cart as it was, e.g. "Item added to cart · 0 items".
 */
export async function refreshCart(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: ['cart'] });
  await queryClient.invalidateQueries({ queryKey: ['cart'] });
}

export function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () => refreshCart(queryClient);
}

/**
 * Adds a product to this browser's cart (creating the cart first if need be), reads every cart view again,
 * then calls back. Shaped like a mutation (`isPending`, `mutate(input, { onSuccess, onError })`) but kept in the
 * button's own state: a listing renders a button per card, and a `useMutation` observer per card cost about a
 * twentieth of a filter page's server render (docs/decisions/1100), and was built again for every card as the
 * page hydrated. Unlike a mutation, an add made offline fails at once (its error toast) instead of waiting for
 * the network.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = (
    input: { productId: number; quantity?: number; metaData?: CartItemMeta },
    callbacks: { onSuccess?: (cart: CartView) => void; onError?: (error: unknown) => void },
  ) => {
    setPending(true);
    (async () => {
      const cart = await ensureCart();
      const added = await api<CartView>('POST', `/api/cart/${encodeURIComponent(cart.sessionId)}/item`, input);
      await refreshCart(queryClient);
      return added;
    })()
      .then(callbacks.onSuccess, callbacks.onError)
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}

export function useUpdateItem() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: (input: { sessionId: string; itemId: number; productId: number; quantity: number }) =>
      api<CartView>('PUT', `/api/cart/${encodeURIComponent(input.sessionId)}/item/${input.itemId}`, {
        productId: input.productId,
        quantity: input.quantity,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveItem() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: (input: { sessionId: string; itemId: number }) =>
      api<CartView>('DELETE', `/api/cart/${encodeURIComponent(input.sessionId)}/item/${input.itemId}`),
    onSuccess: invalidate,
  });
}

export function useItemNote() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: (input: { sessionId: string; itemId: number; note: string }) =>
      api<CartView>('PUT', `/api/cart/${encodeURIComponent(input.sessionId)}/note/${input.itemId}`, { note: input.note }),
    onSuccess: invalidate,
  });
}

export const checkCoupon = (sessionId: string, code: string) =>
  apiGet<CartCouponView>(`/api/cart/${encodeURIComponent(sessionId)}/coupon/${encodeURIComponent(code)}`);

export const getShippingMethods = (sessionId: string) =>
  apiGet<ShippingMethodView[]>(`/api/cart/${encodeURIComponent(sessionId)}/shipping-methods`);

export const updateCartContact = (sessionId: string, body: { email?: string; country?: string; phoneNumber?: string }) =>
  api<CartView>('PUT', `/api/cart/${encodeURIComponent(sessionId)}`, body);
