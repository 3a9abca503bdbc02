import { Link } from 'react-router';
import { barPercent } from '../../../shared/back-office.js';
import { formatDate, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { CurrencyCode, StorefrontCode } from '../../../shared/storefronts.js';
import type { StorefrontSales } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { useDashboard } from '../../features/back-office/api/dashboard.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

/** /admin: the day's and month's business and what needs attention, each number a link to its list. */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  const { storefront } = useStorefront();
  return (
    <div className="admin-page">
      <Seo title="Back office" description="The lab's dashboard." path={paths.admin} noindex />
      <h1>Dashboard</h1>
      {dashboard.isError && <p className="field-error">Error fetching data</p>}
      {dashboard.data && (
        <>
          <section className="admin-tiles" aria-label="Needs attention">
            <Tile
              label="Samples past their expected date"
              value={dashboard.data.overdueSamples.length}
              to="#overdue"
              alert={dashboard.data.overdueSamples.length > 0}
            />
            <Tile
              label="Pending bank transfers"
              value={dashboard.data.pendingBankTransfers}
              to={`${paths.adminOrders}?status=pending_payment`}
            />
            <Tile
              label="Failed e-mails"
              value={dashboard.data.failedEmails}
              to={`${paths.adminMail}?status=failed`}
              alert={dashboard.data.failedEmails > 0}
            />
          </section>
          <div className="admin-columns">
            <Sales title="Today" rows={dashboard.data.today} />
            <Sales title="This month" rows={dashboard.data.month} />
          </div>
          <section aria-labelledby="kits-heading" className="admin-card">
            <h2 id="kits-heading">Kits by state</h2>
            <BarList
              rows={dashboard.data.kitsByStatus.map((kit) => ({
                key: kit.status,
                label: kit.label,
                value: kit.count,
                to: `${paths.adminLab}?status=${kit.status}`,
              }))}
            />
          </section>
          <section aria-labelledby="overdue-heading" className="admin-card" id="overdue">
            <h2 id="overdue-heading">Samples past their expected date</h2>
            {dashboard.data.overdueSamples.length === 0 ? (
              <p>None: every sample at the lab is within its turnaround.</p>
            ) : (
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Barcode</th>
                    <th scope="col">State</th>
                    <th scope="col">Received</th>
                    <th scope="col">Expected</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.data.overdueSamples.map((sample) => (
                    <tr key={sample.barcode}>
                      <td>
                        <Link to={`${paths.adminLab}?status=${sample.status}`}>{sample.barcode}</Link>
                      </td>
                      <td>{sample.status.replace('_', ' ')}</td>
                      <td>{formatDate(sample.receivedAt, storefront)}</td>
                      <td>{formatDate(sample.expected, storefront)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function Tile(props: { label: string; value: number; to: string; alert?: boolean }) {
  const inner = (
    <>
      <span className="admin-tile__value">{props.value}</span>
      <span className="admin-tile__label">{props.label}</span>
    </>
  );
  return (
    <div className={props.alert ? 'admin-tile admin-tile--alert' : 'admin-tile'}>
      {props.to.startsWith('#') ? <a href={props.to}>{inner}</a> : <Link to={props.to}>{inner}</Link>}
    </div>
  );
}

/** Orders and revenue per storefront, in its own currency; the bars compare order counts. */
function Sales(props: { title: string; rows: StorefrontSales[] }) {
  const id = `sales-${props.title.toLowerCase().replace(/\s+/g, '-')}`;
  const largest = Math.max(0, ...props.rows.map((row) => row.orders));
  return (
    <section aria-labelledby={id} className="admin-card">
      <h2 id={id}>{props.title}</h2>
      {props.rows.length === 0 ? (
        <p>No orders.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Storefront</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue (paid)</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={`${row.storefront}:${row.currency}`}>
                <th scope="row">{row.storefront}</th>
                <td>
                  <Link
                    to={paths.adminOrders}
                    aria-label={`${row.orders} orders in ${row.storefront}, ${props.title.toLowerCase()}`}
                  >
                    {row.orders}
                  </Link>
                  <span className="admin-bar-track" aria-hidden="true">
                    <span className="admin-bar-fill" style={{ width: `${barPercent(row.orders, largest)}%` }} />
                  </span>
                </td>
                <td>
                  {formatMoney({ amount: row.revenue, currency: row.currency as CurrencyCode }, row.storefront as StorefrontCode)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function BarList(props: { rows: { key: string; label: string; value: number; to: string }[] }) {
  const largest = Math.max(0, ...props.rows.map((row) => row.value));
  return (
    <ul className="admin-bars">
      {props.rows.map((row) => (
        <li key={row.key}>
          <span className="admin-bars__label">{row.label}</span>
          <span className="admin-bar-track" aria-hidden="true">
            <span className="admin-bar-fill" style={{ width: `${barPercent(row.value, largest)}%` }} />
          </span>
          <Link to={row.to} aria-label={`${row.value} kits: ${row.label}`}>
            {row.value}
          </Link>
        </li>
      ))}
    </ul>
  );
}
