import type { AcmFormRequestView } from '../../../../shared/types/resources.js';

const day = (iso: string) => iso.slice(0, 10);

/** One request for forms: its reference and status, the animals, the agent, and when the forms left. */
export function AcmRequestCard({ request }: { request: AcmFormRequestView }) {
  return (
    <article className="form-card acm-request" aria-labelledby={`acm-${request.id}`}>
      <header className="fact-sheet__head">
        <h3 id={`acm-${request.id}`}>{request.reference}</h3>
        <span className={`status status--acm-${request.status}`}>{request.status === 'sent' ? 'Sent' : 'Requested'}</span>
      </header>
      <p>{request.statusLabel}</p>
      <p>
        <strong>Animals:</strong>{' '}
        {request.animals.map((a) => `${a.name}${a.microchip ? ` (chip ${a.microchip})` : ''}`).join(', ')}
      </p>
      <p>
        <strong>Collection agent:</strong>{' '}
        {request.agentName
          ? `${request.agentName}${request.agentClinic ? `, ${request.agentClinic}` : ''}`
          : 'To be filled in by hand'}
      </p>
      <p className="hint">
        Requested {day(request.requestedAt)}
        {request.sentAt ? ` · e-mailed ${day(request.sentAt)}` : ''}
      </p>
    </article>
  );
}
