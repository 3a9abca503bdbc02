import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { CurrencyCode, StorefrontCode } from '../../../shared/storefronts.js';
import type { CustomerView } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { TextField } from '../../components/form/TextField.js';
import { ConfirmDialog } from '../../components/layout/ConfirmDialog.js';
import { DataTable } from '../../components/list/DataTable.js';
import { impersonate } from '../../features/admin-users/api/admin-users.js';
import {
  adjustCustomerPoints,
  sendCustomerEmail,
  setCustomerBlocked,
  useCustomer,
} from '../../features/back-office/api/customer.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** /admin/customers/{id}: one account with its whole history, and what support can do about it. */
export function AdminCustomerPage() {
  const userId = Number(useParams().userId);
  const customer = useCustomer(userId);
  const { storefront } = useStorefront();
  const data = customer.data;
  return (
    <div className="admin-page">
      <Seo
        title={data ? `${data.account.name} · Customer` : 'Customer'}
        description="A customer."
        path={paths.adminCustomer(userId)}
        noindex
      />
      {customer.isError && <p className="field-error">Error fetching data</p>}
      {data && (
        <>
          <h1>{data.account.name}</h1>
          <AccountCard account={data.account} />
          <PointsCard userId={data.account.id} balance={data.loyaltyPoints} />
          <Section title="Orders" empty={data.orders.length === 0}>
            <DataTable className="admin-table" columns={['Number', 'Date', 'Store', 'Payment', 'Status', 'Total']}>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td>{order.number}</td>
                  <td>{formatDate(order.createdAt, storefront)}</td>
                  <td>{order.storefront}</td>
                  <td>{order.paymentMethod}</td>
                  <td>{order.status.replace(/_/g, ' ')}</td>
                  <td>{money(order.total, order.currency, order.storefront)}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Payments" empty={data.payments.length === 0}>
            <DataTable className="admin-table" columns={['Date', 'Provider', 'Status', 'Amount', 'Orders']}>
              {data.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDateTime(payment.createdAt, storefront)}</td>
                  <td>
                    {payment.provider} ({payment.kind})
                  </td>
                  <td>{payment.status}</td>
                  <td>{money(payment.amount, payment.currency, storefront)}</td>
                  <td>{payment.orderIds.join(', ')}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Invoices" empty={data.invoices.length === 0}>
            <DataTable className="admin-table" columns={['Invoice', 'Order', 'Issued']}>
              {data.invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <td>{invoice.number}</td>
                  <td>{invoice.orderNumber}</td>
                  <td>{formatDate(invoice.issuedAt, storefront)}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Kits" empty={data.kits.length === 0}>
            <DataTable className="admin-table" columns={['Barcode', 'State', 'Animal', 'Updated']}>
              {data.kits.map((kit) => (
                <tr key={kit.barcode}>
                  <td>{kit.barcode}</td>
                  <td>{kit.statusLabel}</td>
                  <td>{kit.animalName ?? '—'}</td>
                  <td>{formatDate(kit.updatedAt, storefront)}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Animals" empty={data.animals.length === 0}>
            <DataTable className="admin-table" columns={['Name', 'Species', '']}>
              {data.animals.map((animal) => (
                <tr key={animal.id}>
                  <td>{animal.name}</td>
                  <td>{animal.species}</td>
                  <td>{animal.archived ? 'Archived' : ''}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Sessions" empty={data.sessions.length === 0}>
            <DataTable className="admin-table" columns={['Signed in', 'Last seen', 'From', 'Browser']}>
              {data.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{formatDateTime(session.createdAt, storefront)}</td>
                  <td>{formatDateTime(session.lastSeenAt, storefront)}</td>
                  <td>{session.ip ?? 'unknown'}</td>
                  <td className="admin-table__wrap">{session.userAgent ?? 'unknown'}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Admin actions" empty={data.audit.length === 0}>
            <DataTable className="admin-table" columns={['When', 'Admin', 'Action', 'Details']}>
              {data.audit.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at, storefront)}</td>
                  <td>{entry.actorName}</td>
                  <td>{entry.action}</td>
                  <td className="admin-table__wrap">{auditDetails(entry.after)}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
        </>
      )}
    </div>
  );
}

function AccountCard(props: { account: CustomerView['account'] }) {
  const { account } = props;
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const [blocking, setBlocking] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'customers', account.id] });

  async function send(kind: 'confirmation' | 'password-reset') {
    setBusy(true);
    try {
      await sendCustomerEmail(account.id, kind);
      showToast(kind === 'confirmation' ? 'Confirmation e-mail queued' : 'Password-reset e-mail queued', 'success');
      await refresh();
    } catch (error) {
      reportFormError(error, 'Network error');
    } finally {
      setBusy(false);
    }
  }

  async function actAs() {
    setBusy(true);
    try {
      await impersonate(account.id, paths.myProfile);
    } catch (error) {
      reportFormError(error, 'Network error');
      setBusy(false);
    }
  }

  return (
    <section className="admin-card admin-account" aria-label="Account">
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd>
          {account.email} {account.emailConfirmed ? '' : '(unconfirmed)'}
        </dd>
        <dt>Type</dt>
        <dd>
          {account.userType}
          {account.isAdmin ? ' (admin)' : ''}
        </dd>
        {account.kennelName && (
          <>
            <dt>Kennel</dt>
            <dd>{account.kennelName}</dd>
          </>
        )}
        {account.clinicName && (
          <>
            <dt>Clinic</dt>
            <dd>{account.clinicName}</dd>
          </>
        )}
        <dt>Country</dt>
        <dd>{account.countryCode ?? '—'}</dd>
        <dt>Customer since</dt>
        <dd>{formatDate(account.createdAt, storefront)}</dd>
        <dt>Account</dt>
        <dd>
          {account.blocked ? (
            <strong className="admin-flag admin-flag--blocked">
              Blocked{account.blockedAt ? ` since ${formatDateTime(account.blockedAt, storefront)}` : ''}
            </strong>
          ) : (
            'Active'
          )}
        </dd>
      </dl>
      <div className="admin-actions">
        {!account.isAdmin && !account.blocked && (
          <button type="button" className="button button--small" disabled={busy} onClick={actAs}>
            Log in as
          </button>
        )}
        {!account.emailConfirmed && (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={busy}
            onClick={() => send('confirmation')}
          >
            Resend confirmation e-mail
          </button>
        )}
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={busy}
          onClick={() => send('password-reset')}
        >
          Send password-reset e-mail
        </button>
        {!account.isAdmin && (
          <button type="button" className="button button--small button--danger" onClick={() => setBlocking(true)}>
            {account.blocked ? 'Unblock account' : 'Block account'}
          </button>
        )}
      </div>
      {blocking && (
        <ConfirmDialog
          title={account.blocked ? `Unblock ${account.name}?` : `Block ${account.name}?`}
          confirmLabel={account.blocked ? 'Unblock' : 'Block'}
          busyLabel={account.blocked ? 'Unblocking…' : 'Blocking…'}
          onClose={() => {
            setBlocking(false);
            setReasonError(undefined);
          }}
          onFieldErrors={(errors) => setReasonError(errors.reason)}
          onConfirm={async () => {
            const field = document.getElementById('block-reason') as HTMLTextAreaElement | null;
            await setCustomerBlocked(account.id, !account.blocked, field?.value ?? '');
            setBlocking(false);
            showToast(account.blocked ? 'Account unblocked' : 'Account blocked; its sessions have ended', 'success');
            await refresh();
          }}
        >
          <p>
            {account.blocked
              ? 'The customer can sign in again.'
              : 'The customer is signed out everywhere and cannot sign in until the account is unblocked.'}
          </p>
          <label htmlFor="block-reason">Reason (kept in the audit log)</label>
          <textarea
            id="block-reason"
            name="reason"
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'block-reason-error' : undefined}
          />
          {reasonError && (
            <p id="block-reason-error" className="field-error">
              {reasonError}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Adds or takes loyalty points with a reason; the balance never goes below zero (the server says so). */
function PointsCard(props: { userId: number; balance: number }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = String(data.get('points') ?? '').trim();
    setBusy(true);
    try {
      const { balance } = await adjustCustomerPoints(
        props.userId,
        text === '' ? Number.NaN : Number(text),
        String(data.get('reason') ?? ''),
      );
      showToast(`Loyalty points: ${balance}`, 'success');
      setErrors({});
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'customers', props.userId] });
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="points-heading">
      <h2 id="points-heading">Loyalty points: {props.balance}</h2>
      <form className="admin-form" onSubmit={submit} noValidate aria-label="Adjust loyalty points">
        <TextField
          id="points-change"
          name="points"
          label="Points to add (negative to take)"
          inputMode="numeric"
          error={errors.points}
        />
        <TextField id="points-reason" name="reason" label="Reason" error={errors.reason} />
        <div className="actions admin-form__wide">
          <button type="submit" className="button button--small" disabled={busy}>
            {busy ? 'Adjusting…' : 'Adjust points'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Section(props: { title: string; empty: boolean; children: ReactNode }) {
  const id = `section-${props.title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="admin-card">
      <h2 id={id}>{props.title}</h2>
      {props.empty ? <p className="hint">None</p> : props.children}
    </section>
  );
}

function money(amount: number, currency: string, storefront: string) {
  return formatMoney({ amount, currency: currency as CurrencyCode }, storefront as StorefrontCode);
}

/** What an audit row changed, in a line: the reason or the e-mail sent. */
function auditDetails(after: unknown): string {
  if (!after || typeof after !== 'object') return '';
  const record = after as Record<string, unknown>;
  if (typeof record.reason === 'string') return `Reason: ${record.reason}`;
  if (typeof record.to === 'string') return `Sent to ${record.to}`;
  return '';
}
