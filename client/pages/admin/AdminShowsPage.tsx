import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { SHOW_BOOKING_STATUS_LABELS, SHOW_BOOKING_STATUSES } from '../../../shared/types/shows.js';
import { Seo } from '../../components/content/Seo.js';
import { ConfirmDialog } from '../../components/layout/ConfirmDialog.js';
import { DataTable } from '../../components/list/DataTable.js';
import {
  barcodesOf,
  confirmShow,
  recordShowSamples,
  removeShowSample,
  showStatusOf,
  useAdminShows,
} from '../../features/back-office/api/shows.js';
import { useRowAction } from '../../features/back-office/hooks/use-row-action.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** /admin/shows: the shows breeders booked the lab for, by show date, and confirming a request. */
export function AdminShowsPage() {
  const [params, setParams] = useSearchParams();
  const status = showStatusOf(params);
  const shows = useAdminShows(status);
  const { storefront } = useStorefront();
  const { busy, run } = useRowAction(['admin', 'shows']);
  const confirm = (id: number, name: string) => run(id, () => confirmShow(id), `${name} confirmed`);
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<{ showId: number; showName: string; barcode: string; animal: string } | null>(null);

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
        <DataTable
          className="admin-table"
          columns={['Show date', 'Show and venue', 'Animals', 'Contact', 'Notes', 'Status']}
          actions="Action"
        >
          {shows.data.results.map((show) => (
            <tr key={show.id}>
              <td>{formatDate(show.showDate, storefront)}</td>
              <td className="admin-table__wrap">
                <strong>{show.showName}</strong>
                <br />
                {show.venue}, {show.city} ({show.countryCode})
              </td>
              <td className="admin-table__wrap">
                {show.expectedAnimals} expected
                {show.samples.length > 0 && (
                  <ul className="admin-show-samples" aria-label={`Sampled at ${show.showName}`}>
                    {show.samples.map((sample) => (
                      <li key={sample.barcode}>
                        {sample.barcode} · {sample.animalName ?? 'not activated'}
                        <button
                          type="button"
                          className="button button--small button--ghost"
                          aria-label={`Remove ${sample.barcode} from ${show.showName}`}
                          onClick={() =>
                            setRemoving({
                              showId: show.id,
                              showName: show.showName,
                              barcode: sample.barcode,
                              animal: sample.animalName ?? 'a kit not yet activated',
                            })
                          }
                        >
                          Remove
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {show.status === 'confirmed' && <RecordSamplesForm showId={show.id} showName={show.showName} />}
              </td>
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
        </DataTable>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove sample"
          confirmLabel="Remove sample"
          busyLabel="Removing…"
          dismissLabel="Keep it"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await removeShowSample(removing.showId, removing.barcode);
            await queryClient.invalidateQueries({ queryKey: ['admin', 'shows'] });
            setRemoving(null);
            showToast(`${removing.barcode} removed from ${removing.showName}`, 'success');
          }}
        >
          <p>
            Are you sure you want to remove kit {removing.barcode} ({removing.animal}) from {removing.showName}? The booker no
            longer sees it under the show; the audit log keeps the change.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A confirmed show's kits, typed or scanned in after the show: they appear under the booking on /my/shows. */
function RecordSamplesForm({ showId, showName }: { showId: number; showName: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const fieldId = `show-${showId}-barcodes`;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const barcodes = barcodesOf(text);
    setSaving(true);
    setError(undefined);
    try {
      await recordShowSamples(showId, barcodes);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'shows'] });
      setText('');
      showToast(`${barcodes.length} ${barcodes.length === 1 ? 'kit' : 'kits'} recorded at ${showName}`, 'success');
    } catch (failure) {
      setError(reportFormError(failure, 'Failed to record the kits').barcodes);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-show-record" aria-label={`Record kits at ${showName}`} noValidate onSubmit={onSubmit}>
      <label htmlFor={fieldId}>Kits sampled at {showName}</label>
      <textarea
        id={fieldId}
        rows={2}
        value={text}
        placeholder="Barcodes, one per line"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--small" disabled={saving}>
        {saving ? 'Recording…' : 'Record kits'}
      </button>
    </form>
  );
}
