import { formatDateTime } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { BackgroundWorkItem } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { retryBackgroundWork, useBackgroundWork } from '../../features/back-office/api/jobs.js';
import { useRowAction } from '../../features/back-office/hooks/use-row-action.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

const STATE_LABELS: Record<BackgroundWorkItem['state'], string> = {
  queued: 'Queued',
  running: 'Running',
  retrying: 'Waiting to retry',
  failed: 'Failed',
  done: 'Done',
  cancelled: 'Cancelled',
  sent: 'Sent',
  kept: 'Kept (no mail server)',
};

/** /admin/jobs: the background work (e-mails, sweeps) that failed, waits or finished, and "Retry" for what failed. */
export function AdminJobsPage() {
  const work = useBackgroundWork();
  const { busy, run } = useRowAction(['admin', 'jobs']);
  const retry = (item: BackgroundWorkItem) =>
    run(
      item.id,
      () => retryBackgroundWork(item),
      item.kind === 'mail' ? `E-mail to ${item.to} queued again` : `${item.title} queued again`,
    );
  return (
    <div className="admin-page">
      <Seo title="Jobs" description="Background jobs and e-mails." path={paths.adminJobs} noindex />
      <h1>Jobs and e-mails</h1>
      {work.isError && <p className="field-error">Error fetching data</p>}
      {work.data && (
        <>
          <WorkTable id="failed" title="Failed" items={work.data.failed} empty="Nothing failed." busy={busy} onRetry={retry} />
          <WorkTable id="queued" title="Queued" items={work.data.queued} empty="Nothing is waiting." />
          <WorkTable id="finished" title="Finished" items={work.data.finished} empty="Nothing has run yet." />
        </>
      )}
    </div>
  );
}

function WorkTable(props: {
  id: string;
  title: string;
  items: BackgroundWorkItem[];
  empty: string;
  busy?: number | string | null;
  onRetry?: (item: BackgroundWorkItem) => void;
}) {
  const { storefront } = useStorefront();
  return (
    <section aria-labelledby={`${props.id}-heading`} className="admin-card" id={props.id}>
      <h2 id={`${props.id}-heading`}>
        {props.title} ({props.items.length})
      </h2>
      {props.items.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <DataTable
          className="admin-table"
          columns={['Queued', 'What', 'State', 'Attempts', 'Error']}
          actions={props.onRetry ? 'Action' : undefined}
        >
          {props.items.map((item) => (
            <tr key={`${item.kind}-${item.id}`}>
              <td>{formatDateTime(item.createdAt, storefront)}</td>
              <td className="admin-table__wrap">
                {item.kind === 'mail' ? (
                  <>
                    E-mail to {item.to}: {item.title}
                  </>
                ) : (
                  <>Job {item.title}</>
                )}
              </td>
              <td>
                {STATE_LABELS[item.state]}
                {item.at && item.state !== 'failed' && <> · {formatDateTime(item.at, storefront)}</>}
              </td>
              <td>{item.maxAttempts ? `${item.attempts} of ${item.maxAttempts}` : item.attempts}</td>
              <td className="admin-table__wrap">{item.lastError ?? ''}</td>
              {props.onRetry && (
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={props.busy === item.id}
                    onClick={() => props.onRetry?.(item)}
                    aria-label={`Retry ${item.kind === 'mail' ? `e-mail to ${item.to}` : item.title}`}
                  >
                    Retry
                  </button>
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
