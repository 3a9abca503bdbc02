import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { paths } from '../../../shared/paths.js';
import {
  type AdminClub,
  CLUB_KIND_LABELS,
  CLUB_KINDS,
  CLUB_ROLES,
  type ClubKind,
  type ClubRole,
} from '../../../shared/types/clubs.js';
import { Seo } from '../../components/content/Seo.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { DataTable } from '../../components/list/DataTable.js';
import { addClubMember, createClub, useAdminClubs } from '../../features/back-office/api/clubs.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

const KIND_OPTIONS = CLUB_KINDS.map((code) => ({ code, name: CLUB_KIND_LABELS[code] }));
const ROLE_OPTIONS = CLUB_ROLES.map((code) => ({ code, name: code === 'official' ? 'Official' : 'Member' }));

/** /admin/clubs: the clubs and registration offices, a new one, and linking an account to one. */
export function AdminClubsPage() {
  const clubs = useAdminClubs();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    try {
      const club = await createClub({
        name: text('name'),
        kind: text('kind') as ClubKind | '',
        region: text('region') || undefined,
        contactEmail: text('contactEmail') || undefined,
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'clubs'] });
      setErrors({});
      formElement.reset();
      setCreating(false);
      showToast(`Club ${club.name} created`, 'success');
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-page">
      <Seo title="Clubs" description="Clubs and registration offices." path={paths.adminClubs} noindex />
      <div className="admin-heading">
        <h1>Clubs</h1>
        <button
          type="button"
          className="button button--small"
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
        >
          New club
        </button>
      </div>
      {creating && (
        <section className="admin-card" aria-labelledby="new-club-heading">
          <h2 id="new-club-heading">New club</h2>
          <form className="admin-form" onSubmit={submit} noValidate aria-label="New club">
            <TextField id="club-name" name="name" label="Name" error={errors.name} required />
            <SelectField
              id="club-kind"
              name="kind"
              label="Kind"
              placeholder="Choose a kind"
              options={KIND_OPTIONS}
              error={errors.kind}
            />
            <TextField id="club-region" name="region" label="Region (optional)" error={errors.region} />
            <TextField
              id="club-contact"
              name="contactEmail"
              type="email"
              label="Contact e-mail (optional)"
              error={errors.contactEmail}
            />
            <div className="admin-form__wide">
              <button type="submit" className="button" disabled={busy}>
                Create club
              </button>
            </div>
          </form>
        </section>
      )}
      {clubs.isError && <p className="field-error">Error fetching data</p>}
      {clubs.data?.results.length === 0 && <p>No Results</p>}
      {clubs.data?.results.map((club) => (
        <ClubCard key={club.id} club={club} />
      ))}
    </div>
  );
}

function ClubCard({ club }: { club: AdminClub }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const headingId = `club-${club.id}-heading`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    try {
      await addClubMember(club.id, {
        email: text('email'),
        role: text('role') as ClubRole,
        membershipNumber: text('membershipNumber') || undefined,
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'clubs'] });
      setErrors({});
      formElement.reset();
      showToast(`${text('email')} linked to ${club.name} as ${text('role')}`, 'success');
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{club.name}</h2>
      <p className="admin-card__meta">
        {CLUB_KIND_LABELS[club.kind]}
        {club.region ? ` · ${club.region}` : ''}
        {club.contactEmail ? ` · ${club.contactEmail}` : ''} · {club.sharedAnimals}{' '}
        {club.sharedAnimals === 1 ? 'animal' : 'animals'} shared
      </p>
      {club.members.length === 0 ? (
        <p>No members yet.</p>
      ) : (
        <DataTable
          className="admin-table"
          columns={['Name', 'E-mail', 'Role', 'Membership no.']}
          label={`Members of ${club.name}`}
        >
          {club.members.map((member) => (
            <tr key={member.userId}>
              <td>{member.name}</td>
              <td>{member.email}</td>
              <td>{member.role === 'official' ? 'Official' : 'Member'}</td>
              <td>{member.membershipNumber ?? ''}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <form className="admin-form admin-form--inline" onSubmit={submit} noValidate aria-label={`Link an account to ${club.name}`}>
        <TextField id={`club-${club.id}-email`} name="email" type="email" label="Account e-mail" error={errors.email} />
        <SelectField
          id={`club-${club.id}-role`}
          name="role"
          label="As"
          placeholder="Choose a role"
          options={ROLE_OPTIONS}
          defaultValue="member"
          error={errors.role}
        />
        <TextField
          id={`club-${club.id}-number`}
          name="membershipNumber"
          label="Membership no. (optional)"
          error={errors.membershipNumber}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--small" disabled={busy}>
            Link account
          </button>
        </div>
      </form>
    </section>
  );
}
