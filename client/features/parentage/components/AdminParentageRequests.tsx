import { formatDate } from '../../../../shared/format.js';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import { DataTable } from '../../../components/list/DataTable.js';
import { useAdminParentageRequests } from '../api/get-admin-parentage-requests.js';

/** The lab's list of parentage requests waiting for DNA profiles, oldest first, with what each waits for. */
export function AdminParentageRequests(props: { storefront: StorefrontCode }) {
  const requests = useAdminParentageRequests();
  const rows = requests.data?.results ?? [];
  return (
    <section className="form-card" aria-labelledby="lab-parentage">
      <h2 id="lab-parentage">Parentage requests waiting for DNA profiles</h2>
      {requests.isSuccess && rows.length === 0 && <p className="hint">No parentage request is waiting.</p>}
      {rows.length > 0 && (
        <DataTable columns={['Reference', 'Requested', 'Breeder', 'Animals', 'Waiting for']}>
          {rows.map((r) => (
            <tr key={r.id}>
              <td data-label="Reference">{r.reference}</td>
              <td data-label="Requested">{formatDate(r.createdAt, props.storefront)}</td>
              <td data-label="Breeder">
                {r.ownerName}
                <br />
                <span className="hint">{r.ownerEmail}</span>
                {r.clubName && <span className="hint"> · via {r.clubName}</span>}
              </td>
              <td data-label="Animals">
                {r.offspring.name}
                {r.parents.map((p) => ` · ${p.role} ${p.name}`).join('')}
              </td>
              <td data-label="Waiting for">{r.waitingFor.join(' ')}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
