import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import {
  ACM_FILTERS,
  type AcmFilter,
  acmFilterOf,
  sendAcmForms,
  useAdminAcmRequests,
} from '../../features/back-office/api/acm-form-requests.js';
import { useRowAction } from '../../features/back-office/hooks/use-row-action.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

const FILTER_LABELS: Record<AcmFilter, string> = { requested: 'Waiting', sent: 'Sent', all: 'All' };

/** /admin/acm-form-requests: witnessed-collection form requests; "Send forms" e-mails the pre-filled PDF. */
export function AdminAcmFormRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = acmFilterOf(params);
  const requests = useAdminAcmRequests(status);
  const { storefront } = useStorefront();
  const { busy, run } = useRowAction(['admin', 'acm-form-requests']);
  const send = (id: number, reference: string) => run(id, () => sendAcmForms(id), `Forms for ${reference} sent`);

  return (
    <div className="admin-page">
      <Seo
        title="ACM form requests"
        description="Witnessed collection form requests."
        path={paths.adminAcmFormRequests}
        noindex
      />
      <h1>ACM form requests</h1>
      <label htmlFor="acm-status">Show</label>{' '}
      <select
        id="acm-status"
        value={status}
        onChange={(event) => setParams(event.target.value === 'requested' ? {} : { status: event.target.value })}
      >
        {ACM_FILTERS.map((s) => (
          <option key={s} value={s}>
            {FILTER_LABELS[s]}
          </option>
        ))}
      </select>
      {requests.isError && <p className="field-error">Error fetching data</p>}
      {requests.data?.length === 0 && <p>No Results</p>}
      {requests.data && requests.data.length > 0 && (
        <DataTable
          className="admin-table"
          columns={['Reference', 'Requested', 'Requester', 'Animals', 'Agent', 'Status']}
          actions="Action"
        >
          {requests.data.map((request) => (
            <tr key={request.id}>
              <td>{request.reference}</td>
              <td>{formatDateTime(request.requestedAt, storefront)}</td>
              <td className="admin-table__wrap--narrow">
                {request.requester?.name ?? ''}
                <br />
                {request.requester?.email ?? ''}
              </td>
              <td className="admin-table__wrap--narrow">
                {request.animals.map((a) => `${a.name}${a.microchip ? ` (${a.microchip})` : ''}`).join(', ')}
              </td>
              <td className="admin-table__wrap--narrow">
                {request.agentName ?? 'To fill in at collection'}
                {request.agentClinic ? `, ${request.agentClinic}` : ''}
              </td>
              <td className="admin-table__wrap--narrow">
                {request.statusLabel}
                {request.sentAt ? ` ${formatDateTime(request.sentAt, storefront)}` : ''}
              </td>
              <td>
                {request.status === 'requested' && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy === request.id}
                    onClick={() => send(request.id, request.reference)}
                    aria-label={`Send forms for ${request.reference}`}
                  >
                    Send forms
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
