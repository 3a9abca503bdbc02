import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { Pager } from '../../components/list/Pager.js';
import { Link } from '../../components/navigation/Link.js';
import { impersonate, useAdminUsers } from '../../features/admin-users/api/admin-users.js';
import { useImpersonationLog } from '../../features/admin-users/api/impersonation-log.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';

/** Support: find a customer and act as them. The loader lets only admins in. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const users = useAdminUsers(search, page);
  const [busy, setBusy] = useState<number>();

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setParams(term ? { search: term } : {}, { preventScrollReset: true });
  }

  async function actAs(id: number) {
    setBusy(id);
    try {
      await impersonate(id, paths.myProfile);
    } catch (error) {
      reportFormError(error, 'Network error');
      setBusy(undefined);
    }
  }

  return (
    <div className="account-page">
      <Seo title="Users" description="Find a customer account." path={paths.adminUsers} noindex />
      <h1>Users</h1>
      <form className="inline-search" aria-label="Find users" onSubmit={onSearch}>
        <label htmlFor="admin-search">Find by name, email, kennel, clinic or id</label>
        <input id="admin-search" name="search" type="search" defaultValue={search} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {users.isPending && <p>Loading…</p>}
      {users.isError && <p className="field-error">Error fetching data</p>}
      {users.data && (
        <>
          <p className="hint">{users.data.count === 1 ? '1 user' : `${users.data.count} users`}</p>
          {users.data.results.length === 0 ? (
            <p>No Results</p>
          ) : (
            <DataTable columns={['Name', 'Email', 'Type']} actions>
              {users.data.results.map((user) => (
                <tr key={user.id}>
                  <td>
                    <Link to={paths.adminCustomer(user.id)}>{user.name}</Link>
                  </td>
                  <td>{user.email}</td>
                  <td>
                    {user.userType}
                    {user.isAdmin ? ' (admin)' : ''}
                    {user.emailConfirmed ? '' : ' · unconfirmed'}
                  </td>
                  <td>
                    {!user.isAdmin && (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy !== undefined}
                        onClick={() => actAs(user.id)}
                        aria-label={`Log in as ${user.name}`}
                      >
                        Log in as
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <Pager
            previous={users.data.previous}
            next={users.data.next}
            onPage={(next) => setParams({ search, page: String(next) })}
          />
        </>
      )}
      <ImpersonationLog />
    </div>
  );
}

/** The audit log: who acted as whom, when, from where, and what they changed. */
function ImpersonationLog() {
  const { storefront } = useStorefront();
  const log = useImpersonationLog();
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">Recent impersonations</h2>
      {log.isError && <p className="field-error">Error fetching data</p>}
      {log.data?.length === 0 && <p>No Results</p>}
      {log.data && log.data.length > 0 && (
        <DataTable columns={['Started', 'Ended', 'Admin', 'Acted as', 'From', 'Changes']}>
          {log.data.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.startedAt, storefront)}</td>
              <td>
                {entry.endedAt
                  ? `${formatDateTime(entry.endedAt, storefront)} (${entry.endReason === 'expired' ? 'expired after an hour' : 'ended'})`
                  : 'Active'}
              </td>
              <td>{entry.admin.name}</td>
              <td>
                {entry.user.name} ({entry.user.email})
              </td>
              <td>{entry.ip ?? 'unknown'}</td>
              <td>
                {entry.actions.length === 0
                  ? 'None'
                  : entry.actions.map((action) => (
                      <div key={action.at + action.path}>
                        {action.method} {action.path} → {action.statusCode}
                        {action.fields.length ? ` (${action.fields.join(', ')})` : ''}
                      </div>
                    ))}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
