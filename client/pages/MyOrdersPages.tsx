import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { type CurrencyCode, isStorefrontCode } from '../../shared/storefronts.js';
import { Seo } from '../components/content/Seo.js';
import { DataTable } from '../components/list/DataTable.js';
import { Pager } from '../components/list/Pager.js';
import { Link } from '../components/navigation/Link.js';
import { CardPaymentDialog, type CardPaymentRequest } from '../features/card-payment/components/CardPaymentDialog.js';
import { nextPaymentStep, PAYMENT_ERROR, stripeReturnOf } from '../features/card-payment/payment-step.js';
import {
  loyaltyQuery,
  orderHistoryQuery,
  payPendingOrders,
  pendingOrdersQuery,
  pendingTotal,
  useInvoices,
} from '../features/orders/api/orders.js';
import { OrderSummary } from '../features/orders/components/OrderSummary.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { usePublicConfig } from '../lib/public-config.js';
import { showToast, toastError } from '../lib/toast.js';

const m = (amount: number, currency: string, storefront: string) =>
  formatMoney({ amount, currency: currency as CurrencyCode }, isStorefrontCode(storefront) ? storefront : 'US');

/** How long /my/orders keeps looking for the payment webhook after a card payment of pending orders. */
const CONFIRMATION_WAIT_MS = 30_000;

/**
 * /my/orders: every order, newest first. Reached after paying pending orders by card (with Stripe's
 * return parameters), it says how the payment went and refreshes until the webhook has marked them paid.
 */
export function MyOrdersPage() {
  const [page, setPage] = useState(1);
  const [search] = useSearchParams();
  const returned = useMemo(() => stripeReturnOf(search), [search]);
  const [since] = useState(() => Date.now());
  const { data } = useQuery({
    ...orderHistoryQuery(page),
    refetchInterval: (q) =>
      returned?.outcome !== 'failed' &&
      returned !== null &&
      Date.now() - since < CONFIRMATION_WAIT_MS &&
      q.state.data?.results.some((o) => o.status === 'pending_payment')
        ? 2000
        : false,
  });
  useEffect(() => {
    if (returned?.outcome === 'failed') showToast(PAYMENT_ERROR, 'error');
  }, [returned]);
  return (
    <section className="my-orders">
      <Seo title="My orders" description="My orders at Pet DNA Lab." path={paths.myOrders} noindex />
      <h1>My orders</h1>
      {returned && returned.outcome !== 'failed' && (
        <p className="cart-message" role="status">
          Thank you, your payment was received. Your orders show as paid once it is confirmed.
        </p>
      )}
      {returned?.outcome === 'failed' && (
        <p className="payment-failure" role="alert">
          Your payment did not go through, and your orders are still to pay. <Link to={paths.myPendingOrders}>Try again</Link>
        </p>
      )}
      <p>
        <Link to={paths.myPendingOrders}>Pending payments</Link> · <Link to={paths.myInvoices}>Invoices</Link>
      </p>
      {data && data.results.length === 0 && <p>You have no orders yet.</p>}
      {data?.results.map((order) => (
        <OrderSummary key={order.id} order={order} />
      ))}
      <Pager previous={data?.previous ?? null} next={data?.next ?? null} onPage={setPage} />
    </section>
  );
}

/**
 * /my/pending-orders: unpaid bank transfers and invoices, paid together by card, with loyalty points. A shop
 * that takes no cards (docs/decisions/0030) offers only what points cover in full, and says how to pay the rest.
 */
export function MyPendingOrdersPage() {
  const { data } = useQuery(pendingOrdersQuery(1));
  const cardsOffered = usePublicConfig().payments.card !== 'off';
  const loyalty = useQuery(loyaltyQuery()).data?.balance ?? 0;
  const [selected, setSelected] = useState<number[]>([]);
  const [points, setPoints] = useState(0);
  const storefront = useStorefront().storefront;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [cardPayment, setCardPayment] = useState<CardPaymentRequest | null>(null);
  const quote = useQuery({
    queryKey: ['pending-total', selected, points],
    queryFn: () => pendingTotal(selected, points),
    enabled: selected.length > 0,
  });
  const orders = data?.results ?? [];
  return (
    <section className="my-orders">
      <Seo title="Pending payments" description="Pending payments at Pet DNA Lab." path={paths.myPendingOrders} noindex />
      <h1>Pending payments</h1>
      {orders.length === 0 && <p>You have no payments pending.</p>}
      {orders.length > 0 && (
        <>
          <ul className="pending-list">
            {orders.map((order) => (
              <li key={order.id}>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={selected.includes(order.id)}
                    onChange={(e) => setSelected((s) => (e.target.checked ? [...s, order.id] : s.filter((x) => x !== order.id)))}
                  />
                  <span>
                    <strong>{order.number}</strong> ·{' '}
                    {formatDate(order.createdAt, isStorefrontCode(order.storefront) ? order.storefront : 'US')} ·{' '}
                    {m(order.total, order.currency, order.storefront)}
                    {order.dueAt && (
                      <span className="muted">
                        {' '}
                        · due {formatDate(order.dueAt, isStorefrontCode(order.storefront) ? order.storefront : 'US')}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {loyalty > 0 && (
            <div className="field">
              <label htmlFor="pending-points">Loyalty points to use (you have {loyalty})</label>
              <input
                id="pending-points"
                type="number"
                min={0}
                max={loyalty}
                value={points}
                onChange={(e) => setPoints(Math.max(0, Math.min(loyalty, Number(e.target.value) || 0)))}
              />
            </div>
          )}
          {quote.data && (
            <p className="pending-total" data-testid="pending-total">
              To pay: <strong>{m(quote.data.amount, quote.data.currency, storefront)}</strong>
              {quote.data.loyaltyPoints > 0 && <span className="muted"> after {quote.data.loyaltyPoints} loyalty points</span>}
            </p>
          )}
          {!cardsOffered && (
            <p className="notice" data-testid="cards-not-offered">
              Card payments are not available at the moment. Pay by bank transfer with the order number as the reference: the bank
              details are on each order and its invoice. Loyalty points that cover a whole payment can still be used here.
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={selected.length === 0 || (!cardsOffered && quote.data?.amount !== 0)}
            onClick={() =>
              payPendingOrders(selected, points)
                .then((payment) => {
                  const next = nextPaymentStep(payment, paths.myOrders);
                  if (next.kind === 'test-page') window.location.assign(next.url);
                  else if (next.kind === 'elements')
                    setCardPayment({
                      clientSecret: next.clientSecret,
                      publishableKey: next.publishableKey,
                      amount: m(payment.amount, payment.currency, storefront),
                      returnPath: paths.myOrders,
                    });
                  else if (next.kind === 'paid') {
                    showToast('Paid with your loyalty points', 'success');
                    void queryClient.invalidateQueries();
                  } else showToast(PAYMENT_ERROR, 'error');
                })
                .catch((error) => toastError(error, 'Failed to get pending payments'))
            }
          >
            {cardsOffered ? 'Pay selected orders' : 'Pay with loyalty points'}
          </button>
        </>
      )}
      {cardPayment && (
        <CardPaymentDialog request={cardPayment} onPaid={(path) => navigate(path)} onClose={() => setCardPayment(null)} />
      )}
    </section>
  );
}

/** /my/invoices: invoices with their PDFs. */
export function MyInvoicesPage() {
  const [page, setPage] = useState(1);
  const { data } = useInvoices(page);
  const storefront = useStorefront().storefront;
  return (
    <section className="my-orders">
      <Seo title="Invoices" description="Invoices at Pet DNA Lab." path={paths.myInvoices} noindex />
      <h1>Invoices</h1>
      {data && data.results.length === 0 && <p>You have no invoices yet.</p>}
      {data && data.results.length > 0 && (
        <DataTable columns={['Invoice', 'Order', 'Date', 'Total', 'Status']} actions="PDF">
          {data.results.map((invoice) => (
            <tr key={invoice.id}>
              <td data-label="Invoice">{invoice.number}</td>
              <td data-label="Order">{invoice.orderNumber}</td>
              <td data-label="Date">{formatDate(invoice.issuedAt, storefront)}</td>
              <td data-label="Total">{m(invoice.total, invoice.currency, storefront)}</td>
              <td data-label="Status">
                {invoice.status === 'paid' ? 'Paid' : invoice.status === 'refunded' ? 'Refunded' : 'Unpaid'}
              </td>
              <td>
                <a href={invoice.pdfUrl} target="_blank" rel="noreferrer">
                  PDF<span className="visually-hidden"> of {invoice.number}</span>
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager previous={data?.previous ?? null} next={data?.next ?? null} onPage={setPage} />
    </section>
  );
}
