import { ADVANCE_ORDER_STATUS_LABELS } from '../../../../shared/advance-orders.js';
import { formatDate, formatMoney } from '../../../../shared/format.js';
import { paths } from '../../../../shared/paths.js';
import { type CurrencyCode, isStorefrontCode } from '../../../../shared/storefronts.js';
import type { AdvanceOrderView } from '../../../../shared/types/advance-order.js';
import { Link } from '../../../components/navigation/Link.js';
import { KitBarcodes } from './KitBarcodes.js';

/** One supplies order: what was asked for, where it goes, and once dispatched its tracking, kits and invoice. */
export function AdvanceOrderCard({
  order,
  onChange,
  onCancel,
}: {
  order: AdvanceOrderView;
  onChange?: (order: AdvanceOrderView) => void;
  onCancel?: (order: AdvanceOrderView) => void;
}) {
  const storefront = isStorefrontCode(order.storefront) ? order.storefront : 'US';
  const m = (amount: number) => formatMoney({ amount, currency: order.currency as CurrencyCode }, storefront);
  const a = order.deliveryAddress;
  return (
    <section className="order-summary advance-order" aria-label={`Supplies order ${order.number}`}>
      <header className="order-summary__head">
        <h3 className="advance-order__title">Order {order.number}</h3>
        <span className={`status status--${order.status}`}>{ADVANCE_ORDER_STATUS_LABELS[order.status]}</span>
      </header>
      <p className="advance-order__info muted">
        Ordered {formatDate(order.createdAt, storefront)}
        {order.dispatchedAt && <> · dispatched {formatDate(order.dispatchedAt, storefront)}</>}
        {order.purchaseOrder && <> · PO {order.purchaseOrder}</>}
      </p>
      <ul className="order-summary__lines">
        {order.lines.map((line) => (
          <li key={line.supply}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{line.chargeable ? m(line.amount) : 'Free'}</span>
          </li>
        ))}
      </ul>
      {order.chargeableTotal > 0 && !order.invoice && order.status !== 'cancelled' && (
        <p className="advance-order__info">
          Kits <strong>{m(order.chargeableTotal)}</strong>
          <span className="muted">, invoiced to your clinic account when dispatched</span>
        </p>
      )}
      <p className="advance-order__info">
        <span className="muted">Deliver to </span>
        {[a.recipient, a.address, a.address2, [a.city, a.state, a.postalCode].filter(Boolean).join(' '), a.country]
          .filter(Boolean)
          .join(', ')}
      </p>
      {order.note && <p className="advance-order__info muted">Note: {order.note}</p>}
      {order.trackingNumber && <p className="advance-order__info">Tracking number: {order.trackingNumber}</p>}
      {order.invoice && (
        <p className="advance-order__info">
          Invoiced as order {order.invoice.orderNumber} ({m(order.invoice.total)}
          {order.invoice.dueAt && <>, due {formatDate(order.invoice.dueAt, storefront)}</>}) ·{' '}
          <Link to={paths.myInvoices}>Invoices</Link>
        </p>
      )}
      <KitBarcodes barcodes={order.kitBarcodes} className="advance-order__kits">
        <p className="muted">Activate each kit for its patient before you send the sample.</p>
      </KitBarcodes>
      {order.editable && (onChange || onCancel) && (
        <div className="advance-order__actions">
          {onChange && (
            <button type="button" className="button button--small button--quiet" onClick={() => onChange(order)}>
              Change<span className="visually-hidden"> order {order.number}</span>
            </button>
          )}
          {onCancel && (
            <button type="button" className="button button--small button--ghost" onClick={() => onCancel(order)}>
              Cancel order<span className="visually-hidden"> {order.number}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
