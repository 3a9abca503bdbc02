import { useCartFollowsUser } from '../api/my-cart.js';

/** Shows nothing: while someone is signed in, this browser's cart follows them (`useCartFollowsUser`). */
export function CartFollowsUser({ userId }: { userId: number }) {
  useCartFollowsUser(userId);
  return null;
}
