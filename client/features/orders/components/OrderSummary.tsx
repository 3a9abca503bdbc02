import { formatDate, formatMoney } from '../../../../shared/format.js';
import { type CurrencyCode, isStorefrontCode } from '../../../../shared/storefronts.js';
import type { OrderView } from '../../../../shared/types/order.js';

export const METHOD_LABELS: Record<OrderView['paymentMethod'], string> = {
  C: 'Card',
  A: 'Card',
  P: 'PayPal',
  EFT: 'Bank transfer',
  INV: 'Invoice to clinic',
};

export const STATUS_LABELS: Record<OrderView['status'], string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** An order's lines, totals, status and (for bank transfers) where to pay. */
export function OrderSummary({ order }: { order: OrderView }) {
  const storefront = isStorefrontCode(order.storefront) ? order.storefront : 'US';
  const m = (amount: number) => formatMoney({ amount, currency: order.currency as CurrencyCode }, storefront);
  return (
    <section className="order-summary" aria-label={`Order ${order.number}`}>
      <header className="order-summary__head">
        <h2>Order {order.number}</h2>
        <span className={`status status--${order.status}`}>{STATUS_LABELS[order.status]}</span>
      </header>
      <p className="muted">
        {formatDate(order.createdAt, storefront)} · {METHOD_LABELS[order.paymentMethod]}
      </p>
      <ul className="order-summary__lines">
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.note ?? ''}`}>
            <span>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {line.name}
              {line.tests ? <span className="muted"> ({line.tests.map((test) => test.name).join(', ')})</span> : null}
              {line.note ? <span className="muted"> — {line.note}</span> : null}
            </span>
            <span>{m(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        {order.discount > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{m(order.discount)}</dd>
          </>
        )}
        {order.loyaltyPoints > 0 && (
          <>
            <dt>Loyalty points</dt>
            <dd>−{m(order.loyaltyPoints)}</dd>
          </>
        )}
        {order.shippingMethod && (
          <>
            <dt>{order.shippingMethod}</dt>
            <dd>{order.shipping ? m(order.shipping) : 'Free'}</dd>
          </>
        )}
        <dt className="cart-totals__total">Total</dt>
        <dd className="cart-totals__total">{m(order.total)}</dd>
        {order.taxIncluded && (
          <>
            <dt className="muted">Includes {order.taxLabel}</dt>
            <dd className="muted">{m(order.tax)}</dd>
          </>
        )}
      </dl>
      {order.bankDetails && (
        <div className="bank-details">
          <h3>Pay by bank transfer</h3>
          <p>
            {order.bankDetails.accountName}, {order.bankDetails.bank}
          </p>
          <dl>
            {order.bankDetails.lines.map((l) => (
              <div key={l.label}>
                <dt>{l.label}</dt>
                <dd>{l.value}</dd>
              </div>
            ))}
            <div>
              <dt>Reference</dt>
              <dd>{order.bankDetails.reference}</dd>
            </div>
          </dl>
          {order.dueAt && <p className="muted">Please pay by {formatDate(order.dueAt, storefront)}.</p>}
        </div>
      )}
    </section>
  );
}
