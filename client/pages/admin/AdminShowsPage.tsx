import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { SHOW_BOOKING_STATUS_LABELS, SHOW_BOOKING_STATUSES } from '../../../shared/types/shows.js';
import { Seo } from '../../components/content/Seo.js';
import { confirmShow, showStatusOf, useAdminShows } from '../../features/back-office/api/shows.js';
import { useRowAction } from '../../features/back-office/hooks/use-row-action.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

/** /admin/shows: the shows breeders booked the lab for, by show date, and confirming a request. */
export function AdminShowsPage() {
  const [params, setParams] = useSearchParams();
  const status = showStatusOf(params);
  const shows = useAdminShows(status);
  const { storefront } = useStorefront();
  const { busy, run } = useRowAction(['admin', 'shows']);
  const confirm = (id: number, name: string) => run(id, () => confirmShow(id), `${name} confirmed`);

  return (
    <div className="admin-page">
      <Seo title="Show bookings" description="Shows booked with the lab." path={paths.adminShows} noindex />
      <h1>Show bookings</h1>
      <label htmlFor="show-status">Filter by status</label>{' '}
      <select
        id="show-status"
        value={status}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
      >
        <option value="">All</option>
        {SHOW_BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {SHOW_BOOKING_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {shows.isError && <p className="field-error">Error fetching data</p>}
      {shows.data?.results.length === 0 && <p>No Results</p>}
      {shows.data && shows.data.results.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Show date</th>
                <th scope="col">Show and venue</th>
                <th scope="col">Animals</th>
                <th scope="col">Contact</th>
                <th scope="col">Notes</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shows.data.results.map((show) => (
                <tr key={show.id}>
                  <td>{formatDate(show.showDate, storefront)}</td>
                  <td className="admin-table__wrap">
                    <strong>{show.showName}</strong>
                    <br />
                    {show.venue}, {show.city} ({show.countryCode})
                  </td>
                  <td>{show.expectedAnimals}</td>
                  <td>
                    {show.contactName}
                    <br />
                    {show.contactPhone}
                    <br />
                    {show.contactEmail}
                  </td>
                  <td className="admin-table__wrap">{show.notes ?? ''}</td>
                  <td>{show.statusLabel}</td>
                  <td>
                    {show.status === 'requested' && (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy === show.id}
                        onClick={() => confirm(show.id, show.showName)}
                        aria-label={`Confirm ${show.showName}`}
                      >
                        Confirm
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
