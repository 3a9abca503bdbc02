import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { writeCartSession } from '../features/cart/api/cart-session.js';
import { captureWalletPayment, orderQuery } from '../features/orders/api/orders.js';
import { OrderSummary } from '../features/orders/components/OrderSummary.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { toastError } from '../lib/toast.js';
import { LAST_ORDER_KEY } from './CheckoutPage.js';

function lastOrder(): { id: number; sessionId: string } | null {
  if (typeof window === 'undefined') return null;
  try {
    return JSON.parse(sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** /checkout/complete?order=…: the order's state after payment; a PayPal return is captured here first. */
export function CheckoutCompletePage() {
  const [search] = useSearchParams();
  const id = Number(search.get('order'));
  const user = useMyDetails();
  const [session, setSession] = useState<string | null | undefined>(undefined);
  const queryClient = useQueryClient();
  useEffect(() => setSession(lastOrder()?.sessionId ?? null), []);
  const ready = session !== undefined && Number.isInteger(id) && id > 0;
  const order = useQuery({
    ...orderQuery(id, session ?? null),
    enabled: ready,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending_payment' && (q.state.data.paymentMethod === 'C' || q.state.data.paymentMethod === 'A')
        ? 2000
        : false,
  });
  const paypal = search.get('paypal') === '1';
  useEffect(() => {
    if (!paypal || !order.data || order.data.status !== 'pending_payment' || !session) return;
    captureWalletPayment(order.data.id, session)
      .then((paid) => queryClient.setQueryData(orderQuery(id, session).queryKey, paid))
      .catch((error) => toastError(error, 'payment_error'));
  }, [paypal, order.data, session, id, queryClient]);
  useEffect(() => {
    if (order.data?.paid || order.data?.paymentMethod === 'EFT' || order.data?.paymentMethod === 'INV') writeCartSession(null);
  }, [order.data]);

  return (
    <section className="checkout-complete">
      <Seo title="Order complete" description="Order complete at Pet DNA Lab." path={paths.checkoutComplete} noindex />
      {!order.data ? (
        <p className="muted">{order.isError ? 'We could not find this order.' : 'Loading your order…'}</p>
      ) : (
        <>
          <h1>
            {order.data.paid
              ? 'Thank you for your order'
              : order.data.status === 'cancelled'
                ? 'Order cancelled'
                : order.data.paymentMethod === 'INV'
                  ? 'Order received'
                  : order.data.paymentMethod === 'EFT'
                    ? 'Order received: awaiting your transfer'
                    : 'Waiting for your payment'}
          </h1>
          {order.data.status === 'cancelled' ? (
            // An order that spent loyalty points and was never paid (docs/decisions/0619).
            <p role="status">
              The payment was not completed, so we cancelled this order and returned the {order.data.loyaltyPoints} loyalty points
              it used. Your cart still holds its items: <Link to={paths.cart}>order them again</Link>.
            </p>
          ) : (
            <p>
              We sent a confirmation to <strong>{order.data.email}</strong>.
            </p>
          )}
          <OrderSummary order={order.data} />
          {user ? (
            <p>
              <Link to={paths.myOrders}>See your orders</Link> · <Link to={paths.myInvoices}>Invoices</Link>
            </p>
          ) : (
            <p>
              <Link to={`${paths.register}?email=${encodeURIComponent(order.data.email)}`} className="button">
                Create an account
              </Link>{' '}
              to follow your order, activate your kits and see your invoices.
            </p>
          )}
        </>
      )}
    </section>
  );
}
