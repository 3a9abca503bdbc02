import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADVANCE_ORDER_STATUS_LABELS, ADVANCE_ORDER_STATUSES } from '../../../shared/advance-orders.js';
import { formatDate, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { type CurrencyCode, isStorefrontCode, type StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminAdvanceOrderView, AdvanceOrderAddress } from '../../../shared/types/advance-order.js';
import type { Paged } from '../../../shared/types/order.js';
import { Seo } from '../../components/content/Seo.js';
import { ConfirmDialog } from '../../components/layout/ConfirmDialog.js';
import { DataTable } from '../../components/list/DataTable.js';
import { ListFilterForm, useListFilter } from '../../components/list/ListFilter.js';
import { Pager } from '../../components/list/Pager.js';
import { Link } from '../../components/navigation/Link.js';
import {
  adminAdvanceOrdersFilterOf,
  dispatchAdvanceOrder,
  useAdminAdvanceOrders,
} from '../../features/admin-advance-orders/api/admin-advance-orders.js';
import { barcodedKits, KitBarcodes } from '../../features/advance-orders/components/KitBarcodes.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { showToast } from '../../lib/toast.js';

/** The API's limit (DispatchAdvanceOrderDto). */
const TRACKING_MAX = 60;

const money = (order: AdminAdvanceOrderView, amount: number) =>
  formatMoney({ amount, currency: order.currency as CurrencyCode }, isStorefrontCode(order.storefront) ? order.storefront : 'US');

const addressLines = (a: AdvanceOrderAddress) =>
  [a.recipient, a.address, a.address2, [a.city, a.state, a.postalCode].filter(Boolean).join(' '), a.country].filter(Boolean);

/**
 * The lab's packing list: the clinics' advance orders of kits and supplies (docs/decisions/0606, 0621).
 * Dispatch, after a confirmation, invoices the kits to the clinic, allocates their barcodes and e-mails
 * the vet. The loader lets only admins in.
 */
export function AdminSuppliesPage() {
  const { filter, show, onSearch } = useListFilter(adminAdvanceOrdersFilterOf);
  const orders = useAdminAdvanceOrders(filter);
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const [dispatching, setDispatching] = useState<AdminAdvanceOrderView | null>(null);
  const [justDispatched, setJustDispatched] = useState<number>();

  async function dispatched(order: AdminAdvanceOrderView) {
    setDispatching(null);
    setJustDispatched(order.id);
    showToast(
      order.invoice
        ? `Order ${order.number} dispatched: ${barcodedKits(order.kitBarcodes.length)}, invoiced as order ${order.invoice.orderNumber}`
        : `Order ${order.number} dispatched; free supplies, nothing invoiced`,
      'success',
    );
    // The row stays where it is with the API's answer, barcodes and all, even in the Submitted view; the
    // list is marked stale and reloads when the filter or page changes. The dispatch also placed the clinic’s
    // invoiced order, which the orders page lists.
    queryClient.setQueriesData<Paged<AdminAdvanceOrderView>>(
      { queryKey: ['admin', 'advance-orders'] },
      (list) => list && { ...list, results: list.results.map((row) => (row.id === order.id ? order : row)) },
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'advance-orders'], refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    ]);
  }

  return (
    <div className="account-page admin-supplies">
      <Seo title="Supplies orders" description="Clinics' orders of kits and supplies." path={paths.adminSupplies} noindex />
      <h1>Supplies orders</h1>
      <p className="hint">
        Clinics order kits and free supplies ahead of need. Dispatching an order invoices its kits to the clinic’s account,
        allocates their barcodes and e-mails the vet.
      </p>
      <ListFilterForm
        id="supplies"
        label="Find supplies orders"
        searchLabel="Order or PO number, clinic, vet or email"
        statuses={ADVANCE_ORDER_STATUSES}
        statusLabels={ADVANCE_ORDER_STATUS_LABELS}
        filter={filter}
        onSearch={onSearch}
      />
      {orders.isPending && <p>Loading…</p>}
      {orders.isError && <p className="field-error">Failed to fetch orders</p>}
      {orders.data && (
        <>
          <p className="hint">
            {orders.data.count === 1 ? '1 supplies order' : `${orders.data.count} supplies orders`}
            {filter.status === 'submitted' && ', oldest first'}
          </p>
          {orders.data.results.length === 0 ? (
            <p>No Results</p>
          ) : (
            <DataTable
              className="admin-supplies__table"
              columns={['Order', 'Clinic', 'Supplies', 'Deliver to', 'Status']}
              actions
            >
              {orders.data.results.map((order) => (
                <SuppliesRow
                  key={order.id}
                  order={order}
                  storefront={storefront}
                  showKits={order.id === justDispatched}
                  onDispatch={() => setDispatching(order)}
                />
              ))}
            </DataTable>
          )}
          <Pager previous={orders.data.previous} next={orders.data.next} onPage={(page) => show({ page })} />
        </>
      )}
      {dispatching && <DispatchDialog order={dispatching} onClose={() => setDispatching(null)} onDone={dispatched} />}
    </div>
  );
}

function SuppliesRow(props: {
  order: AdminAdvanceOrderView;
  storefront: StorefrontCode;
  showKits: boolean;
  onDispatch: () => void;
}) {
  const { order, storefront } = props;
  const { customer } = order;
  return (
    <tr>
      <td>
        <strong className="admin-supplies__number">{order.number}</strong>
        <span className="muted admin-supplies__sub">{formatDate(order.createdAt, storefront)}</span>
        {order.purchaseOrder && <span className="admin-supplies__sub">PO {order.purchaseOrder}</span>}
      </td>
      <td>
        {customer.clinicName || customer.name}
        <span className="muted admin-supplies__sub">
          {customer.clinicName ? `${customer.name} · ` : ''}
          {customer.email}
        </span>
      </td>
      <td>
        <ul className="admin-supplies__lines">
          {order.lines.map((line) => (
            <li key={line.supply}>
              {line.quantity} × {line.name}
              {!line.chargeable && <span className="muted"> (free)</span>}
            </li>
          ))}
        </ul>
        {order.chargeableTotal > 0 && (
          <span className="muted admin-supplies__sub">Kits {money(order, order.chargeableTotal)}</span>
        )}
        {order.note && <p className="admin-supplies__note">Note: {order.note}</p>}
      </td>
      <td data-label="Deliver to">
        <address className="admin-supplies__address">{addressLines(order.deliveryAddress).join('\n')}</address>
        {order.deliveryAddress.phone && <span className="muted admin-supplies__sub">{order.deliveryAddress.phone}</span>}
      </td>
      <td>
        <span className={`status status--${order.status}`}>{ADVANCE_ORDER_STATUS_LABELS[order.status]}</span>
        {order.dispatchedAt && <span className="muted admin-supplies__sub">{formatDate(order.dispatchedAt, storefront)}</span>}
        {order.trackingNumber && <span className="admin-supplies__sub">Tracking {order.trackingNumber}</span>}
        {order.invoice && (
          <span className="admin-supplies__sub">
            Invoiced as{' '}
            <Link to={`${paths.adminOrders}?search=${encodeURIComponent(order.invoice.orderNumber)}`}>
              order {order.invoice.orderNumber}
            </Link>
          </span>
        )}
        <KitBarcodes barcodes={order.kitBarcodes} className="admin-supplies__kits" open={props.showKits} />
      </td>
      <td>
        {order.status === 'submitted' && (
          <button type="button" className="button button--small" onClick={props.onDispatch}>
            Dispatch<span className="visually-hidden"> {order.number}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

function DispatchDialog(props: {
  order: AdminAdvanceOrderView;
  onClose: () => void;
  onDone: (order: AdminAdvanceOrderView) => void;
}) {
  const { order } = props;
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string>();

  async function dispatch() {
    setError(undefined);
    props.onDone(await dispatchAdvanceOrder(order.id, tracking.trim()));
  }

  const clinic = order.customer.clinicName || order.customer.name;
  return (
    <ConfirmDialog
      title={`Dispatch order ${order.number}?`}
      confirmLabel="Dispatch"
      busyLabel="Dispatching…"
      onConfirm={dispatch}
      onClose={props.onClose}
      onFieldErrors={(fields) => setError(fields.trackingNumber)}
    >
      <p>Pack these for {clinic}:</p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.supply}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <p>
        {order.chargeableTotal > 0
          ? `The kits get their barcodes and ${money(order, order.chargeableTotal)} is invoiced to the clinic’s account.`
          : 'These supplies are free: nothing is invoiced.'}{' '}
        {order.customer.email} is e-mailed that the order is on its way. This cannot be undone.
      </p>
      <div className="field">
        <label htmlFor="dispatch-tracking">Tracking number (optional)</label>
        <input
          id="dispatch-tracking"
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          maxLength={TRACKING_MAX}
          autoComplete="off"
          data-autofocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dispatch-tracking-error' : undefined}
        />
        {error && (
          <span className="field-error" id="dispatch-tracking-error">
            {error}
          </span>
        )}
      </div>
    </ConfirmDialog>
  );
}
