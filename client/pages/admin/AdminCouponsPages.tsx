import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';
import type { AdminCoupon } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { Link } from '../../components/navigation/Link.js';
import { createCoupon, setCouponDisabled, updateCoupon, useCoupon, useCoupons } from '../../features/back-office/api/coupons.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';
import { CouponForm } from './CouponForm.js';

/** What a coupon takes off, as people read it. */
function discountOf(coupon: AdminCoupon, storefront: ReturnType<typeof useStorefront>['storefront']): string {
  if (coupon.kind === 'percent') return `${coupon.value}%`;
  return coupon.currency
    ? formatMoney({ amount: coupon.value, currency: coupon.currency as CurrencyCode }, storefront)
    : String(coupon.value);
}

/** /admin/coupons: every coupon with its use, and a form for a new one. */
export function AdminCouponsPage() {
  const coupons = useCoupons();
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <div className="admin-page">
      <Seo title="Coupons" description="The shop's coupons." path={paths.adminCoupons} noindex />
      <div className="admin-heading">
        <h1>Coupons</h1>
        <button
          type="button"
          className="button button--small"
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
        >
          New coupon
        </button>
      </div>
      {creating && (
        <section className="admin-card" aria-labelledby="new-coupon-heading">
          <h2 id="new-coupon-heading">New coupon</h2>
          <CouponForm
            submitLabel="Create coupon"
            onSave={async (input) => {
              const created = await createCoupon(input);
              await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
              showToast(`Coupon ${created.code} created`, 'success');
              await navigate(paths.adminCoupon(created.id));
            }}
          />
        </section>
      )}
      {coupons.isError && <p className="field-error">Error fetching data</p>}
      {coupons.data?.length === 0 && <p>No Results</p>}
      {coupons.data && coupons.data.length > 0 && (
        <DataTable className="admin-table" columns={['Code', 'Discount', 'Valid', 'Storefronts', 'Used', 'State']}>
          {coupons.data.map((coupon) => (
            <tr key={coupon.id}>
              <td>
                <Link to={paths.adminCoupon(coupon.id)}>{coupon.code}</Link>
              </td>
              <td>{discountOf(coupon, storefront)}</td>
              <td>
                {coupon.startsAt ? formatDate(coupon.startsAt, storefront) : 'now'} –{' '}
                {coupon.expiresAt ? formatDate(coupon.expiresAt, storefront) : 'open'}
              </td>
              <td>{coupon.storefronts.length ? coupon.storefronts.join(' ') : 'All'}</td>
              <td>
                {coupon.usedCount}
                {coupon.totalLimit !== null ? ` / ${coupon.totalLimit}` : ''}
              </td>
              <td>{coupon.disabled ? 'Disabled' : 'Active'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** /admin/coupons/{id}: edit a coupon, see its redemptions and the changes made to it, disable or enable it. */
export function AdminCouponPage() {
  const id = Number(useParams().couponId);
  const detail = useCoupon(id);
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
  const data = detail.data;

  async function toggle(disabled: boolean) {
    setBusy(true);
    try {
      await setCouponDisabled(id, disabled);
      showToast(disabled ? 'Coupon disabled' : 'Coupon enabled', 'success');
      await refresh();
    } catch (error) {
      reportFormError(error, 'Network error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-page">
      <Seo title={data ? `Coupon ${data.coupon.code}` : 'Coupon'} description="A coupon." path={paths.adminCoupon(id)} noindex />
      <p>
        <Link to={paths.adminCoupons}>← Coupons</Link>
      </p>
      {detail.isError && <p className="field-error">Error fetching data</p>}
      {data && (
        <>
          <div className="admin-heading">
            <h1>Coupon {data.coupon.code}</h1>
            <span className={data.coupon.disabled ? 'admin-flag admin-flag--blocked' : 'admin-flag'}>
              {data.coupon.disabled ? 'Disabled' : 'Active'} · used {data.coupon.usedCount}
              {data.coupon.totalLimit !== null ? ` of ${data.coupon.totalLimit}` : ''}
            </span>
            <button
              type="button"
              className={data.coupon.disabled ? 'button button--small' : 'button button--small button--danger'}
              disabled={busy}
              onClick={() => toggle(!data.coupon.disabled)}
            >
              {data.coupon.disabled ? 'Enable coupon' : 'Disable coupon'}
            </button>
          </div>
          <section className="admin-card" aria-labelledby="edit-coupon-heading">
            <h2 id="edit-coupon-heading">Terms</h2>
            <CouponForm
              key={data.coupon.id}
              coupon={data.coupon}
              submitLabel="Save changes"
              onSave={async (input) => {
                await updateCoupon(id, input);
                showToast('Coupon saved', 'success');
                await refresh();
              }}
            />
          </section>
          <section className="admin-card" aria-labelledby="redemptions-heading">
            <h2 id="redemptions-heading">Redemptions</h2>
            {data.redemptions.length === 0 ? (
              <p className="hint">None yet</p>
            ) : (
              <DataTable className="admin-table" columns={['When', 'Customer', 'Order']}>
                {data.redemptions.map((r) => (
                  <tr key={r.id}>
                    <td>{formatDateTime(r.at, storefront)}</td>
                    <td>
                      {r.userId ? (
                        <Link to={paths.adminCustomer(r.userId)}>{r.email ?? `#${r.userId}`}</Link>
                      ) : (
                        (r.email ?? 'guest')
                      )}
                    </td>
                    <td>{r.orderId ?? '—'}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </section>
          <section className="admin-card" aria-labelledby="coupon-audit-heading">
            <h2 id="coupon-audit-heading">Changes</h2>
            {data.audit.length === 0 ? (
              <p className="hint">None</p>
            ) : (
              <ul className="admin-log">
                {data.audit.map((entry) => (
                  <li key={entry.id}>
                    {formatDateTime(entry.at, storefront)} · {entry.actorName} · {entry.action}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
