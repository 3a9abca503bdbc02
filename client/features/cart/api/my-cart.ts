import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MyCartView } from '../../../../shared/types/cart.js';
import { ApiError, apiGet } from '../../../lib/api.js';
import { showToast } from '../../../lib/toast.js';
import { type MyCartAnswer, nextCartSession } from '../rules/follow-user.js';
import { readCartSession, useCartSession, writeCartSession } from './cart-session.js';

/** GET /api/my/cart?sessionId: the signed-in user's cart for this browser, with the guest cart it holds merged in. */
export const getMyCart = (stored: string | null) =>
  apiGet<MyCartView>(`/api/my/cart${stored ? `?sessionId=${encodeURIComponent(stored)}` : ''}`);

/** An answer with the id it was asked about; a cart that is gone is an answer too. */
async function askMyCart(asked: string | null): Promise<{ asked: string | null; answer: MyCartAnswer; view?: MyCartView }> {
  try {
    const view = await getMyCart(asked);
    return { asked, answer: { kind: 'cart', sessionId: view.sessionId }, view };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { asked, answer: { kind: 'not-found' } };
    throw error;
  }
}

/**
 * Signed in, the cart follows its user (docs/decisions/0618): the server names the cart this browser
 * shows (the guest cart it held, merged into the user's; the user's own on a new device) and the browser
 * keeps that session id, which the badge, dropdown and cart page read. The layout runs it on every page a
 * signed-in visitor sees (`CartFollowsUser`); a guest's pages build no query for it.
 * An answer is applied only while local storage still holds the id it asked about, and never empties it
 * except after a 404 (client/features/cart/rules/follow-user.ts).
 */
export function useCartFollowsUser(userId: number): void {
  const stored = useCartSession();
  const { data } = useQuery({
    queryKey: ['my-cart', userId, stored],
    queryFn: () => askMyCart(stored),
    // An answer is only good for the stored id it was asked with: back at an earlier id, ask again.
    gcTime: 0,
  });
  useEffect(() => {
    if (!data) return;
    // Local storage as it is now, not as it was when this render read it.
    const next = nextCartSession(data.asked, readCartSession(), data.answer);
    if (next !== undefined) writeCartSession(next);
  }, [data]);
  // What the merge could not keep is said once, when it happens (docs/decisions/0625).
  useEffect(() => {
    for (const line of data?.view?.dropped ?? []) showToast(`${line.name} was not added to your cart: ${line.reason}`, 'error');
  }, [data]);
}
