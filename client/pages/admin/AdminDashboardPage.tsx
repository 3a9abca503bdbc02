import { formatDate, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { CurrencyCode, StorefrontCode } from '../../../shared/storefronts.js';
import type { StorefrontDailySales, StorefrontSales } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import { useDashboard } from '../../features/back-office/api/dashboard.js';
import { DailySalesChart } from '../../features/back-office/components/DailySalesChart.js';
import { KitsByStateChart } from '../../features/back-office/components/KitsByStateChart.js';
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
              to={`${paths.adminJobs}#failed`}
              alert={dashboard.data.failedEmails > 0}
            />
            <Tile
              label="Failed jobs"
              value={dashboard.data.failedJobs}
              to={`${paths.adminJobs}#failed`}
              alert={dashboard.data.failedJobs > 0}
            />
          </section>
          <div className="admin-columns">
            <Sales title="Today" rows={dashboard.data.today} from={dashboard.data.generatedAt.slice(0, 10)} />
            <Sales title="This month" rows={dashboard.data.month} from={`${dashboard.data.generatedAt.slice(0, 7)}-01`} />
          </div>
          <LastDays series={dashboard.data.lastDays} />
          <section aria-labelledby="kits-heading" className="admin-card">
            <h2 id="kits-heading">Kits by state</h2>
            <KitsByStateChart
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

/** The orders list narrowed to one storefront's orders since a UTC day (YYYY-MM-DD), where a figure counts them. */
const ordersOf = (storefront: string, from: string) =>
  `${paths.adminOrders}?${new URLSearchParams(from ? { storefront, from } : { storefront }).toString()}`;

/** Orders and revenue per storefront, in its own currency. */
function Sales(props: { title: string; rows: StorefrontSales[]; from: string }) {
  const id = `sales-${props.title.toLowerCase().replace(/\s+/g, '-')}`;
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
                    to={ordersOf(row.storefront, props.from)}
                    aria-label={`${row.orders} orders in ${row.storefront}, ${props.title.toLowerCase()}`}
                  >
                    {row.orders}
                  </Link>
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

/** Each storefront's last 30 days, one small chart apiece: currencies are never summed or drawn on one axis. */
function LastDays(props: { series: StorefrontDailySales[] }) {
  return (
    <section aria-labelledby="last-days-heading" className="admin-card">
      <h2 id="last-days-heading">Last 30 days</h2>
      {props.series.length === 0 ? (
        <p>No orders in the last 30 days.</p>
      ) : (
        <div className="admin-charts">
          {props.series.map((series) => {
            const orders = series.days.reduce((sum, day) => sum + day.orders, 0);
            const revenue = series.days.reduce((sum, day) => sum + day.revenue, 0);
            return (
              <figure key={`${series.storefront}:${series.currency}`} className="admin-charts__item">
                <figcaption>
                  <strong>{series.storefront}</strong>{' '}
                  <Link
                    to={ordersOf(series.storefront, series.days[0]?.day ?? '')}
                    aria-label={`${orders} orders in ${series.storefront}, last 30 days`}
                  >
                    {orders} orders
                  </Link>
                  {' · '}
                  {formatMoney(
                    { amount: revenue, currency: series.currency as CurrencyCode },
                    series.storefront as StorefrontCode,
                  )}
                </figcaption>
                <DailySalesChart series={series} />
              </figure>
            );
          })}
        </div>
      )}
    </section>
  );
}
