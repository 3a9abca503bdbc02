import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { AGENT_KIND_LABELS, AGENT_KINDS, type AgentKind, type AgentNomination } from '../../../shared/types/agents.js';
import { Seo } from '../../components/content/Seo.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { ConfirmDialog } from '../../components/layout/ConfirmDialog.js';
import { DataTable } from '../../components/list/DataTable.js';
import {
  type AgentInput,
  agentsPageOf,
  approveNomination,
  createAgent,
  linkAgentAccount,
  useAdminAgents,
  useNominations,
} from '../../features/back-office/api/collection-agents.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

const KIND_OPTIONS = AGENT_KINDS.map((code) => ({ code, name: AGENT_KIND_LABELS[code] }));

/** /admin/collection-agents: nominations waiting for approval, the approved register, and a new agent. */
export function AdminCollectionAgentsPage() {
  const [params, setParams] = useSearchParams();
  const page = agentsPageOf(params);
  const agents = useAdminAgents(page);
  const nominations = useNominations();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [linking, setLinking] = useState<{ id: number; name: string } | null>(null);
  const [linkEmail, setLinkEmail] = useState('');
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  const waiting = nominations.data?.results.filter((n) => n.agentId === null) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'collection-agents'] });

  return (
    <div className="admin-page">
      <Seo title="Collection agents" description="Approved collection agents." path={paths.adminCollectionAgents} noindex />
      <div className="admin-heading">
        <h1>Collection agents</h1>
        <button
          type="button"
          className="button button--small"
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
        >
          New agent
        </button>
      </div>
      {creating && (
        <section className="admin-card" aria-labelledby="new-agent-heading">
          <h2 id="new-agent-heading">New agent</h2>
          <AgentForm
            idPrefix="agent"
            submitLabel="Add agent"
            onSave={async (input) => {
              const agent = await createAgent(input);
              await refresh();
              setCreating(false);
              showToast(`${agent.name} added to the register`, 'success');
            }}
          />
        </section>
      )}

      <section className="admin-section" aria-labelledby="nominations-heading">
        <h2 id="nominations-heading">Nominations ({waiting.length})</h2>
        {nominations.isError && <p className="field-error">Error fetching data</p>}
        {nominations.data && waiting.length === 0 && <p>No nominations waiting.</p>}
        {waiting.map((nomination) => (
          <NominationCard key={nomination.id} nomination={nomination} onApproved={refresh} />
        ))}
      </section>

      <section className="admin-section" aria-labelledby="register-heading">
        <h2 id="register-heading">Approved agents ({agents.data?.count ?? 0})</h2>
        {agents.isError && <p className="field-error">Error fetching data</p>}
        {agents.data?.results.length === 0 && <p>No Results</p>}
        {agents.data && agents.data.results.length > 0 && (
          <DataTable className="admin-table" columns={['Name and kind', 'Practice or club', 'Place', 'Contact']} actions="Action">
            {agents.data.results.map((agent) => (
              <tr key={agent.id}>
                <td>
                  {agent.name}
                  <br />
                  <span className="admin-card__meta">{AGENT_KIND_LABELS[agent.kind]}</span>
                </td>
                <td className="admin-table__wrap">{agent.organisation ?? ''}</td>
                <td className="admin-table__wrap">
                  {[agent.city, agent.region, agent.postcode, agent.countryCode].filter(Boolean).join(', ')}
                </td>
                <td>
                  {agent.phone ?? ''}
                  {agent.phone && agent.email && <br />}
                  {agent.email ?? ''}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={`Link the account of ${agent.name}`}
                    onClick={() => {
                      setLinkEmail(agent.email ?? '');
                      setLinkErrors({});
                      setLinking({ id: agent.id, name: agent.name });
                    }}
                  >
                    Link account
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {agents.data && (agents.data.previous || agents.data.next) && (
          <p className="admin-pager">
            {agents.data.previous && (
              <button type="button" className="button button--small" onClick={() => setParams({ page: String(page - 1) })}>
                Previous
              </button>
            )}{' '}
            {agents.data.next && (
              <button type="button" className="button button--small" onClick={() => setParams({ page: String(page + 1) })}>
                Next
              </button>
            )}
          </p>
        )}
      </section>
      {linking && (
        <ConfirmDialog
          title="Link the agent's account"
          confirmLabel="Link account"
          busyLabel="Linking…"
          onClose={() => setLinking(null)}
          onFieldErrors={setLinkErrors}
          onConfirm={async () => {
            await linkAgentAccount(linking.id, linkEmail.trim());
            setLinking(null);
            showToast(`${linkEmail.trim()} now signs in as ${linking.name}`, 'success');
          }}
        >
          <p>
            The account with this e-mail gets {linking.name}&rsquo;s agent tools: their collections, register details and agent
            products.
          </p>
          <TextField
            id="link-email"
            name="email"
            type="email"
            label="Account e-mail *"
            value={linkEmail}
            onChange={(event) => setLinkEmail(event.target.value)}
            error={linkErrors.email}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}

/** One waiting nomination: what the nominator wrote, and the agent the lab completes from it. */
function NominationCard({ nomination, onApproved }: { nomination: AgentNomination; onApproved: () => Promise<unknown> }) {
  const { storefront } = useStorefront();
  const [open, setOpen] = useState(false);
  const headingId = `nomination-${nomination.id}-heading`;
  return (
    <article className="admin-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-card__title">
        {nomination.name} <span className="admin-card__meta">ref. {nomination.reference}</span>
      </h3>
      <p className="admin-card__meta">
        {[
          nomination.qualification,
          nomination.organisation,
          nomination.countryCode,
          nomination.email,
          nomination.phone,
          `sent ${formatDate(nomination.createdAt, storefront)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="admin-nomination__message">{nomination.message}</p>
      {!open && (
        <button type="button" className="button button--small" onClick={() => setOpen(true)}>
          Approve
        </button>
      )}
      {open && (
        <AgentForm
          idPrefix={`nomination-${nomination.reference}`}
          submitLabel="Approve as agent"
          initial={{
            name: nomination.name,
            kind: nomination.suggestedKind,
            organisation: nomination.organisation ?? '',
            countryCode: nomination.countryCode ?? '',
            phone: nomination.phone ?? '',
            email: nomination.email,
          }}
          onCancel={() => setOpen(false)}
          onSave={async (input) => {
            const agent = await approveNomination(nomination.id, input);
            await onApproved();
            showToast(`${agent.name} approved and listed`, 'success');
          }}
        />
      )}
    </article>
  );
}

/** The agent's fields, for a new agent and for approving a nomination; the server checks each (428). */
function AgentForm(props: {
  idPrefix: string;
  submitLabel: string;
  initial?: Partial<Record<keyof AgentInput, string>>;
  onSave: (input: AgentInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${props.idPrefix}-${field}`;
  const initial = props.initial ?? {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const optional = (name: string) => text(name) || undefined;
    setBusy(true);
    try {
      await props.onSave({
        name: text('name'),
        kind: text('kind') as AgentKind | '',
        organisation: optional('organisation'),
        city: text('city'),
        region: optional('region'),
        postcode: optional('postcode'),
        countryCode: text('countryCode'),
        phone: optional('phone'),
        email: optional('email'),
      });
      setErrors({});
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label={props.submitLabel}>
      <TextField id={id('name')} name="name" label="Name" defaultValue={initial.name} error={errors.name} required />
      <SelectField
        id={id('kind')}
        name="kind"
        label="Kind"
        placeholder="Choose a kind"
        options={KIND_OPTIONS}
        defaultValue={initial.kind ?? ''}
        error={errors.kind}
      />
      <TextField
        id={id('organisation')}
        name="organisation"
        label="Practice or club (optional)"
        defaultValue={initial.organisation}
        error={errors.organisation}
      />
      <TextField id={id('city')} name="city" label="City or town" defaultValue={initial.city} error={errors.city} required />
      <TextField id={id('region')} name="region" label="Region (optional)" defaultValue={initial.region} error={errors.region} />
      <TextField
        id={id('postcode')}
        name="postcode"
        label="Postcode (optional)"
        defaultValue={initial.postcode}
        error={errors.postcode}
      />
      <TextField
        id={id('country')}
        name="countryCode"
        label="Country code (AU, GB…)"
        maxLength={2}
        defaultValue={initial.countryCode}
        error={errors.countryCode}
        required
      />
      <TextField
        id={id('phone')}
        name="phone"
        type="tel"
        label="Phone (optional)"
        defaultValue={initial.phone}
        error={errors.phone}
      />
      <TextField
        id={id('email')}
        name="email"
        type="email"
        label="E-mail (optional)"
        defaultValue={initial.email}
        error={errors.email}
      />
      <div className="admin-form__wide">
        <button type="submit" className="button" disabled={busy}>
          {props.submitLabel}
        </button>{' '}
        {props.onCancel && (
          <button type="button" className="button button--small button--ghost" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
