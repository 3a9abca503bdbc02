import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { MAIL_STATUSES, useMailOutbox } from '../../features/back-office/api/mail-outbox.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

function mailStatusOf(params: URLSearchParams): string {
  const status = params.get('status') ?? '';
  return (MAIL_STATUSES as readonly string[]).includes(status) ? status : '';
}

/** The mail outbox, e.g. the e-mails that failed after their retries (the dashboard links here). */
export function AdminMailPage() {
  const [params, setParams] = useSearchParams();
  const status = mailStatusOf(params);
  const mails = useMailOutbox(status);
  const { storefront } = useStorefront();
  return (
    <div className="admin-page">
      <Seo title="Mail" description="The mail outbox." path={paths.adminMail} noindex />
      <h1>Mail</h1>
      <label htmlFor="mail-status">Filter by status</label>{' '}
      <select
        id="mail-status"
        value={status}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
      >
        <option value="">All</option>
        {MAIL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {mails.isError && <p className="field-error">Error fetching data</p>}
      {mails.data && mails.data.length === 0 && <p>No Results</p>}
      {mails.data && mails.data.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {mails.data.map((mail) => (
                <tr key={mail.id}>
                  <td>{formatDateTime(mail.createdAt, storefront)}</td>
                  <td>{mail.to}</td>
                  <td className="admin-table__wrap">{mail.subject}</td>
                  <td>{mail.status}</td>
                  <td>{mail.attempts}</td>
                  <td className="admin-table__wrap">{mail.lastError ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
