import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MyCartView } from '../../../../shared/types/cart.js';
import { apiGet } from '../../../lib/api.js';
import { showToast } from '../../../lib/toast.js';
import { useCartSession, writeCartSession } from './cart-session.js';

/** GET /api/my/cart?sessionId: the signed-in user's cart for this browser, with the guest cart it holds merged in. */
export const getMyCart = (stored: string | null) =>
  apiGet<MyCartView>(`/api/my/cart${stored ? `?sessionId=${encodeURIComponent(stored)}` : ''}`);

/**
 * Signed in, the cart follows its user (docs/decisions/0618): the server names the cart this browser
 * shows (the guest cart it held, merged into the user's; the user's own on a new device) and the browser
 * keeps that session id, which the badge, dropdown and cart page read. The layout runs it on every page.
 */
export function useCartFollowsUser(userId: number | null): void {
  const stored = useCartSession();
  const { data } = useQuery({
    queryKey: ['my-cart', userId, stored],
    queryFn: () => getMyCart(stored),
    enabled: userId !== null,
    // An answer is only good for the stored id it was asked with: back at an earlier id, ask again.
    gcTime: 0,
  });
  useEffect(() => {
    if (userId !== null && data && data.sessionId !== stored) writeCartSession(data.sessionId);
  }, [userId, data, stored]);
  // What the merge could not keep is said once, when it happens (docs/decisions/0625).
  useEffect(() => {
    for (const line of data?.dropped ?? []) showToast(`${line.name} was not added to your cart: ${line.reason}`, 'error');
  }, [data]);
}
