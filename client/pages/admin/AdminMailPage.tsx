import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { Link } from '../../components/navigation/Link.js';
import { MAIL_STATUSES, type OutboxMail, useMailOutbox } from '../../features/back-office/api/mail-outbox.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

function mailStatusOf(params: URLSearchParams): string {
  const status = params.get('status') ?? '';
  return (MAIL_STATUSES as readonly string[]).includes(status) ? status : '';
}

/** The page's address with one mail opened (or none), keeping the status filter. */
function mailLink(status: string, mailId?: string): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (mailId) query.set('mail', mailId);
  const search = query.toString();
  return search ? `${paths.adminMail}?${search}` : paths.adminMail;
}

/**
 * One mail as its reader gets it: the HTML part in a sandboxed frame (no scripts, no access to the back
 * office, whatever the mail holds) beside the plain-text part.
 */
function MailPreview({ mail, closeTo }: { mail: OutboxMail; closeTo: string }) {
  return (
    <section className="admin-card mail-preview" aria-labelledby="mail-preview-title">
      <div className="mail-preview__head">
        <h2 id="mail-preview-title">{mail.subject}</h2>
        <Link to={closeTo} className="button button--ghost button--small">
          Close
        </Link>
      </div>
      <p className="mail-preview__meta">
        To {mail.to} · {mail.kind} · {mail.status}
      </p>
      <div className="mail-preview__parts">
        <div>
          <h3>HTML part</h3>
          {mail.html ? (
            <iframe className="mail-preview__frame" title={`HTML part of “${mail.subject}”`} sandbox="" srcDoc={mail.html} />
          ) : (
            <p>This mail has no HTML part.</p>
          )}
        </div>
        <div>
          <h3>Plain-text part</h3>
          <pre className="mail-preview__text">{mail.text}</pre>
        </div>
      </div>
    </section>
  );
}

/** The mail outbox, e.g. the e-mails that failed after their retries (the dashboard links here). */
export function AdminMailPage() {
  const [params, setParams] = useSearchParams();
  const status = mailStatusOf(params);
  const mails = useMailOutbox(status);
  const { storefront } = useStorefront();
  const opened = mails.data?.find((mail) => mail.id === params.get('mail'));
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
      {opened && <MailPreview mail={opened} closeTo={mailLink(status)} />}
      {mails.data && mails.data.length === 0 && <p>No Results</p>}
      {mails.data && mails.data.length > 0 && (
        <DataTable className="admin-table" columns={['Queued', 'To', 'Subject', 'Status', 'Attempts', 'Error']}>
          {mails.data.map((mail) => (
            <tr key={mail.id} aria-current={mail.id === opened?.id ? 'true' : undefined}>
              <td>{formatDateTime(mail.createdAt, storefront)}</td>
              <td>{mail.to}</td>
              <td className="admin-table__wrap">
                <Link to={mailLink(status, mail.id)} aria-label={`View “${mail.subject}” to ${mail.to}`}>
                  {mail.subject}
                </Link>
              </td>
              <td>{mail.status}</td>
              <td>{mail.attempts}</td>
              <td className="admin-table__wrap">{mail.lastError ?? ''}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
