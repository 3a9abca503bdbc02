import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { CardPaymentDialog, type CardPaymentRequest } from '../features/card-payment/components/CardPaymentDialog.js';
import { nextPaymentStep, PAYMENT_ERROR, stripeReturnOf } from '../features/card-payment/payment-step.js';
import { writeCartSession } from '../features/cart/api/cart-session.js';
import { captureWalletPayment, orderQuery, startCardPayment } from '../features/orders/api/orders.js';
import { OrderSummary } from '../features/orders/components/OrderSummary.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { money } from '../lib/money.js';
import { showToast, toastError } from '../lib/toast.js';
import { LAST_ORDER_KEY } from './CheckoutPage.js';

function lastOrder(): { id: number; sessionId: string } | null {
  if (typeof window === 'undefined') return null;
  try {
    return JSON.parse(sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * /checkout/complete?order=…: the order's state after payment; a PayPal return is captured here first.
 * A card payment arrives with Stripe's `payment_intent` and `redirect_status` (after a redirect, or added
 * by the payment dialog): the page waits for the webhook to mark the order paid, or, if the payment
 * failed, says so and offers the card dialog again for the same order.
 */
export function CheckoutCompletePage() {
  const [search] = useSearchParams();
  const id = Number(search.get('order'));
  const user = useMyDetails();
  const [session, setSession] = useState<string | null | undefined>(undefined);
  const [cardPayment, setCardPayment] = useState<CardPaymentRequest | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returned = useMemo(() => stripeReturnOf(search), [search]);
  const failed = returned?.outcome === 'failed';
  useEffect(() => setSession(lastOrder()?.sessionId ?? null), []);
  const ready = session !== undefined && Number.isInteger(id) && id > 0;
  const order = useQuery({
    ...orderQuery(id, session ?? null),
    enabled: ready,
    refetchInterval: (q) =>
      !failed &&
      q.state.data?.status === 'pending_payment' &&
      (q.state.data.paymentMethod === 'C' || q.state.data.paymentMethod === 'A')
        ? 2000
        : false,
  });
  useEffect(() => {
    if (failed) showToast(PAYMENT_ERROR, 'error');
  }, [failed]);
  const byCard = order.data?.paymentMethod === 'C' || order.data?.paymentMethod === 'A';
  const payAgain = async () => {
    if (!order.data) return;
    const complete = `${paths.checkoutComplete}?order=${order.data.id}`;
    try {
      const payment = await startCardPayment(order.data.id, session ?? undefined);
      const next = nextPaymentStep(payment, complete);
      if (next.kind === 'test-page') window.location.assign(next.url);
      else if (next.kind === 'elements')
        setCardPayment({
          clientSecret: next.clientSecret,
          publishableKey: next.publishableKey,
          amount: money(payment.amount, payment.currency, order.data.storefront),
          returnPath: complete,
        });
      else showToast(PAYMENT_ERROR, 'error');
    } catch (error) {
      toastError(error, PAYMENT_ERROR);
    }
  };
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
                    : failed && byCard
                      ? 'Your payment did not go through'
                      : returned
                        ? 'Confirming your payment…'
                        : 'Waiting for your payment'}
          </h1>
          {failed && byCard && order.data.status === 'pending_payment' && (
            <div className="payment-retry">
              <p>Your order is saved and not paid, and your cart is as you left it. Try again, with another card if need be.</p>
              <button type="button" className="button button--primary" onClick={payAgain}>
                Pay by card
              </button>
            </div>
          )}
          {order.data.status === 'cancelled' ? (
            // An order that spent loyalty points and was never paid (docs/decisions/0619).
            <p role="status">
              The payment was not completed, so we cancelled this order and returned the {order.data.loyaltyPoints} loyalty points
              it used. Your cart still holds its items: <Link to={paths.cart}>order them again</Link>.
            </p>
          ) : (
            (order.data.paid || !byCard) && (
              <p>
                We sent a confirmation to <strong>{order.data.email}</strong>.
              </p>
            )
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
      {cardPayment && (
        <CardPaymentDialog request={cardPayment} onPaid={(path) => navigate(path)} onClose={() => setCardPayment(null)} />
      )}
    </section>
  );
}
