import { useState } from 'react';
import { formatDate } from '../../../../shared/format.js';
import { VERDICT_LABELS } from '../../../../shared/parentage.js';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import type { ParentageParent, ParentageRequestView } from '../../../../shared/types/parentage.js';
import { parentageReportUrl } from '../api/delete-parentage-request.js';

/** The marker-by-marker table of one parent: the offspring's alleles, the parent's, those they share. */
function MarkerTable({ parent }: { parent: ParentageParent }) {
  if (!parent.comparison) return null;
  const who = parent.role === 'dam' ? 'Dam' : 'Sire';
  return (
    <div className="table-scroll">
      <table className="marker-table">
        <caption className="visually-hidden">Markers compared between the offspring and {parent.name}</caption>
        <thead>
          <tr>
            <th scope="col">Marker</th>
            <th scope="col">Offspring</th>
            <th scope="col">{who}</th>
            <th scope="col">Shared</th>
          </tr>
        </thead>
        <tbody>
          {parent.comparison.markers.map((m) => (
            <tr key={m.marker} className={m.consistent ? undefined : 'marker-table__fail'}>
              <th scope="row">
                {m.marker}
                {m.core ? '' : <span className="hint"> ext.</span>}
              </th>
              <td>{m.offspring}</td>
              <td>{m.parent}</td>
              <td>{m.consistent ? m.shared.join(', ') : 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ParentResult({ parent }: { parent: ParentageParent }) {
  const [open, setOpen] = useState(false);
  const who = parent.role === 'dam' ? 'Dam' : 'Sire';
  return (
    <div className="parentage-parent">
      <p className="parentage-parent__head">
        <strong>
          {who}: {parent.name}
        </strong>
        {parent.verdict && <span className={`verdict verdict--${parent.verdict}`}>{VERDICT_LABELS[parent.verdict]}</span>}
      </p>
      {parent.foundBy === 'microchip' && <p className="hint">Found by microchip {parent.microchip}</p>}
      {parent.comparison && <p>{parent.comparison.summary}</p>}
      {parent.missingCoreNote && <p className="hint warning-text">{parent.missingCoreNote}</p>}
      {parent.comparison && (
        <button type="button" className="button button--ghost button--small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'} the {parent.comparison.markersCompared} markers
        </button>
      )}
      {open && <MarkerTable parent={parent} />}
    </div>
  );
}

/** One request: its animals, status, what it waits for, and once completed the verdict per parent. */
export function ParentageRequestCard(props: { request: ParentageRequestView; storefront: StorefrontCode; onDelete: () => void }) {
  const r = props.request;
  return (
    <article className="form-card parentage-request" aria-labelledby={`pr-${r.id}`}>
      <header className="parentage-request__head">
        <h2 id={`pr-${r.id}`}>
          {r.offspring.name} <span className="hint">· {r.reference}</span>
        </h2>
        <span className={`badge status--${r.status}`}>{r.statusLabel}</span>
      </header>
      <p className="hint">
        Requested {formatDate(r.createdAt, props.storefront)}
        {r.clubName ? ` through ${r.clubName}` : ''}
        {r.completedAt ? ` · compared ${formatDate(r.completedAt, props.storefront)}` : ''}
      </p>
      {r.waitingFor.length > 0 && (
        <ul className="parentage-waiting">
          {r.waitingFor.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {r.parents.map((parent) => (
        <ParentResult key={parent.role} parent={parent} />
      ))}
      <div className="form-actions">
        {r.reportAvailable && (
          <a className="button button--small" href={parentageReportUrl(r.id)} download>
            Download report
          </a>
        )}
        <button type="button" className="button button--ghost button--small" onClick={props.onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
