import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { type CurrencyCode, isStorefrontCode } from '../../../shared/storefronts.js';
import { type AdminOrderView, ORDER_STATUSES } from '../../../shared/types/order.js';
import { Seo } from '../../components/content/Seo.js';
import { ConfirmDialog } from '../../components/layout/ConfirmDialog.js';
import { DataTable } from '../../components/list/DataTable.js';
import { ListFilterForm, useListFilter } from '../../components/list/ListFilter.js';
import { Pager } from '../../components/list/Pager.js';
import { Link } from '../../components/navigation/Link.js';
import { adminOrdersFilterOf, markOrderPaid, refundOrder, useAdminOrders } from '../../features/admin-orders/api/admin-orders.js';
import { refundRoute } from '../../features/admin-orders/rules/refund-route.js';
import { METHOD_LABELS, STATUS_LABELS } from '../../features/orders/components/OrderSummary.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { showToast } from '../../lib/toast.js';

const money = (order: AdminOrderView, amount: number) =>
  formatMoney({ amount, currency: order.currency as CurrencyCode }, isStorefrontCode(order.storefront) ? order.storefront : 'US');

const remaining = (order: AdminOrderView) => order.total - order.refundedAmount;

/** "12.50" → 1250; null when it is not an amount with at most two decimals. */
function minorUnits(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Pending = { kind: 'refund' | 'mark-paid'; order: AdminOrderView };

/** Support: find any order, refund a card payment, mark a bank transfer paid. The loader lets only admins in. */
export function AdminOrdersPage() {
  const { filter, show, onSearch } = useListFilter(adminOrdersFilterOf);
  const orders = useAdminOrders(filter);
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  async function done(message: string) {
    setPending(null);
    showToast(message, 'success');
    await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
  }

  return (
    <div className="account-page admin-orders">
      <Seo title="Orders" description="Every order in the shop." path={paths.adminOrders} noindex />
      <h1>Orders</h1>
      <ListFilterForm
        id="order"
        label="Find orders"
        searchLabel="Order number, email or customer name"
        statuses={ORDER_STATUSES}
        statusLabels={STATUS_LABELS}
        filter={filter}
        onSearch={onSearch}
      />
      {(filter.storefront || filter.from) && (
        <p className="hint">
          Only {filter.storefront ? `${filter.storefront} ` : ''}orders
          {filter.from ? ` placed since ${formatDate(filter.from, storefront)}` : ''}.{' '}
          <Link to={paths.adminOrders}>Show all orders</Link>
        </p>
      )}
      {orders.isPending && <p>Loading…</p>}
      {orders.isError && <p className="field-error">Failed to fetch orders</p>}
      {orders.data && (
        <>
          <p className="hint">{orders.data.count === 1 ? '1 order' : `${orders.data.count} orders`}</p>
          {orders.data.results.length === 0 ? (
            <p>No Results</p>
          ) : (
            <DataTable className="admin-orders__table" columns={['Order', 'Customer', 'Payment', 'Total', 'Status']} actions>
              {orders.data.results.map((order) => (
                <tr key={order.id}>
                  <td>
                    <strong>{order.number}</strong>
                    <span className="muted admin-orders__sub">{formatDate(order.createdAt, storefront)}</span>
                  </td>
                  <td>
                    {order.customerName || '—'}
                    <span className="muted admin-orders__sub">{order.email}</span>
                  </td>
                  <td>
                    {METHOD_LABELS[order.paymentMethod]}
                    <span className="muted"> · {order.storefront}</span>
                  </td>
                  <td>
                    {money(order, order.total)}
                    {order.refundedAmount > 0 && <span className="muted"> ({money(order, order.refundedAmount)} refunded)</span>}
                  </td>
                  <td>
                    <span className={`status status--${order.status}`}>{STATUS_LABELS[order.status]}</span>
                  </td>
                  <td>
                    <OrderActions order={order} onAct={(kind) => setPending({ kind, order })} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <Pager previous={orders.data.previous} next={orders.data.next} onPage={(page) => show({ page })} />
        </>
      )}
      {pending?.kind === 'refund' && (
        <RefundDialog
          order={pending.order}
          onClose={() => setPending(null)}
          onDone={(refunded) =>
            done(
              refunded.status === 'refunded' || refunded.refundedAmount > pending.order.refundedAmount
                ? `Order ${refunded.number} refunded`
                : `Refund of order ${refunded.number} requested; the order changes when the provider confirms it`,
            )
          }
        />
      )}
      {pending?.kind === 'mark-paid' && (
        <MarkPaidDialog
          order={pending.order}
          onClose={() => setPending(null)}
          onDone={(paid) => done(`Order ${paid.number} marked paid`)}
        />
      )}
    </div>
  );
}

/** What can be done to the order from here; payments taken outside the shop are refunded there. */
function OrderActions({ order, onAct }: { order: AdminOrderView; onAct: (kind: Pending['kind']) => void }) {
  if (order.status === 'pending_payment' && (order.paymentMethod === 'EFT' || order.paymentMethod === 'INV')) {
    return (
      <button type="button" className="button button--small" onClick={() => onAct('mark-paid')}>
        Mark paid<span className="visually-hidden"> {order.number}</span>
      </button>
    );
  }
  if (order.status !== 'paid' && order.status !== 'partially_refunded') return null;
  const route = refundRoute(order);
  if (route !== 'here') return <span className="hint">{route}</span>;
  return (
    <button type="button" className="button button--small button--ghost" onClick={() => onAct('refund')}>
      Refund<span className="visually-hidden"> {order.number}</span>
    </button>
  );
}

function RefundDialog(props: { order: AdminOrderView; onClose: () => void; onDone: (order: AdminOrderView) => void }) {
  const { order } = props;
  const rest = remaining(order);
  const [amount, setAmount] = useState((rest / 100).toFixed(2));
  const [error, setError] = useState<string>();

  async function refund() {
    const minor = minorUnits(amount);
    if (minor === null || minor < 1) return setError('Enter an amount such as 12.50');
    if (minor > rest) return setError(`At most ${money(order, rest)} can be refunded`);
    setError(undefined);
    props.onDone(await refundOrder(order.id, minor === rest ? undefined : minor));
  }

  return (
    <ConfirmDialog
      title={`Refund order ${order.number}?`}
      confirmLabel="Refund"
      busyLabel="Refunding…"
      onConfirm={refund}
      onClose={props.onClose}
      onFieldErrors={(fields) => fields.amount && setError(fields.amount)}
    >
      <p>
        The money goes back to {order.customerName || order.email}’s card through the payment provider. This cannot be undone.
      </p>
      <div className="field">
        <label htmlFor="refund-amount">Amount to refund ({order.currency})</label>
        <input
          id="refund-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'refund-amount-error' : 'refund-amount-hint'}
        />
        {error ? (
          <span className="field-error" id="refund-amount-error">
            {error}
          </span>
        ) : (
          <span className="hint" id="refund-amount-hint">
            Up to {money(order, rest)}
          </span>
        )}
      </div>
    </ConfirmDialog>
  );
}

function MarkPaidDialog(props: { order: AdminOrderView; onClose: () => void; onDone: (order: AdminOrderView) => void }) {
  const { order } = props;
  return (
    <ConfirmDialog
      title={`Mark order ${order.number} paid?`}
      confirmLabel="Mark paid"
      busyLabel="Marking…"
      onConfirm={async () => props.onDone(await markOrderPaid(order.id))}
      onClose={props.onClose}
    >
      <p>
        Only once {money(order, order.total)} has arrived
        {order.paymentMethod === 'EFT' ? ` with the reference ${order.number}` : ' from the clinic'}. The customer is sent the
        confirmation and the kits are allocated.
      </p>
    </ConfirmDialog>
  );
}
