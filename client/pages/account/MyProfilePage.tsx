import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { MyDetails } from '../../../shared/types/account.js';
import { AUTH_MSG, MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { TextField } from '../../components/form/TextField.js';
import { useChangePassword } from '../../features/account/api/change-password.js';
import { useEndSession, useMySessions } from '../../features/account/api/my-sessions.js';
import { useSetAnimalPreset, useUpdateMe } from '../../features/account/api/update-me.js';
import { useBreedsByIds } from '../../features/catalogue/api/get-breeds.js';
import { BreedSelect } from '../../features/catalogue/components/BreedSelect.js';
import { SelectedTags } from '../../features/catalogue/components/SelectedTags.js';
import { useCountries } from '../../features/geo/api/get-countries.js';
import { useStates } from '../../features/geo/api/get-states.js';
import { useMyDetails } from '../../features/session/api/get-my-details.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** /my/my-profile: details, animal preset, password and signed-in devices. The loader ensures a session. */
export function MyProfilePage() {
  const user = useMyDetails();
  if (!user) return null;
  return (
    <div className="account-page">
      <Seo title="My profile" description="Your details, password and devices." path={paths.myProfile} noindex />
      <h1>My profile</h1>
      <p className="hint">
        Signed in as {user.email}
        {user.emailConfirmed ? '' : ' (email not confirmed yet: open the link we sent you before checking out)'}
      </p>
      <DetailsForm user={user} />
      <AnimalPresetForm user={user} />
      <PasswordForm />
      <SessionsList />
    </div>
  );
}

function DetailsForm({ user }: { user: MyDetails }) {
  const mutation = useUpdateMe();
  const countries = useCountries().data;
  const [countryCode, setCountryCode] = useState(user.address.country?.code ?? user.countryCode ?? '');
  const [state, setState] = useState(user.address.state ?? '');
  const states = useStates(countryCode).data ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim();
    const found: Record<string, string> = {};
    if (!read('firstName')) found.firstName = MSG.required;
    if (!read('lastName')) found.lastName = MSG.required;
    if (!countryCode) found['address.countryCode'] = MSG.required;
    const own =
      user.userType === 'breeder'
        ? ['kennelName', 'kennelPrefix']
        : user.userType === 'vet'
          ? ['clinicName', 'clinicAddress']
          : [];
    for (const name of own) if (!read(name)) found[name] = MSG.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync({
        firstName: read('firstName'),
        lastName: read('lastName'),
        phone: read('phone') || undefined,
        address: {
          line1: read('line1') || undefined,
          line2: read('line2') || undefined,
          city: read('city') || undefined,
          postalCode: read('postalCode') || undefined,
          state: read('state') || undefined,
          countryCode,
        },
        ...(user.userType === 'breeder' ? { kennelName: read('kennelName'), kennelPrefix: read('kennelPrefix') } : {}),
        ...(user.userType === 'vet' ? { clinicName: read('clinicName'), clinicAddress: read('clinicAddress') } : {}),
      });
      showToast('Your details are saved', 'success');
    } catch (error) {
      setErrors(reportFormError(error, user.userType === 'vet' ? 'Failed to update vet user' : 'Failed to update user'));
    }
  }

  return (
    <section className="form-card" aria-labelledby="details-heading">
      <h2 id="details-heading">Your details</h2>
      <form noValidate onSubmit={onSubmit}>
        <div className="field-row">
          <TextField
            id="me-first"
            name="firstName"
            label="First name"
            defaultValue={user.firstName}
            maxLength={120}
            error={errors.firstName}
          />
          <TextField
            id="me-last"
            name="lastName"
            label="Last name"
            defaultValue={user.lastName}
            maxLength={120}
            error={errors.lastName}
          />
        </div>
        {user.userType === 'breeder' && (
          <div className="field-row">
            <TextField
              id="me-kennel"
              name="kennelName"
              label="Kennel or cattery name"
              defaultValue={user.kennelName ?? ''}
              maxLength={120}
              error={errors.kennelName}
            />
            <TextField
              id="me-prefix"
              name="kennelPrefix"
              label="Prefix"
              defaultValue={user.kennelPrefix ?? ''}
              maxLength={40}
              error={errors.kennelPrefix}
            />
          </div>
        )}
        {user.userType === 'vet' && (
          <>
            <TextField
              id="me-clinic"
              name="clinicName"
              label="Clinic name"
              defaultValue={user.clinicName ?? ''}
              maxLength={120}
              error={errors.clinicName}
            />
            <TextField
              id="me-clinic-address"
              name="clinicAddress"
              label="Clinic address"
              defaultValue={user.clinicAddress ?? ''}
              maxLength={200}
              error={errors.clinicAddress}
            />
          </>
        )}
        <TextField
          id="me-phone"
          name="phone"
          label="Phone"
          type="tel"
          defaultValue={user.phone ?? ''}
          maxLength={40}
          error={errors.phone}
        />
        <TextField
          id="me-line1"
          name="line1"
          label="Address"
          defaultValue={user.address.line1 ?? ''}
          maxLength={200}
          error={errors['address.line1']}
        />
        <TextField id="me-line2" name="line2" label="Address line 2" defaultValue={user.address.line2 ?? ''} maxLength={200} />
        <div className="field-row">
          <TextField
            id="me-city"
            name="city"
            label="City"
            defaultValue={user.address.city ?? ''}
            maxLength={120}
            error={errors['address.city']}
          />
          <TextField
            id="me-postal"
            name="postalCode"
            label="Postal code"
            defaultValue={user.address.postalCode ?? ''}
            maxLength={20}
            error={errors['address.postalCode']}
          />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="me-country">Country</label>
            <select
              id="me-country"
              name="countryCode"
              value={countryCode}
              onChange={(e) => {
                setCountryCode(e.target.value);
                setState('');
              }}
            >
              <option value="">Choose your country</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {errors['address.countryCode'] && <span className="field-error">{errors['address.countryCode']}</span>}
          </div>
          <div className="field">
            <label htmlFor="me-state">State</label>
            <select
              id="me-state"
              name="state"
              value={state}
              onChange={(e) => setState(e.target.value)}
              disabled={states.length === 0}
            >
              <option value="">{states.length === 0 ? 'No states for this country' : 'Choose a state'}</option>
              {states.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
            {errors['address.state'] && <span className="field-error">{errors['address.state']}</span>}
          </div>
        </div>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save details'}
        </button>
      </form>
    </section>
  );
}

/** The breeds preselected when the user adds an animal: the catalogue's breed dropdown and their tags. */
function AnimalPresetForm({ user }: { user: MyDetails }) {
  const mutation = useSetAnimalPreset();
  const [selected, setSelected] = useState<number[]>(user.animalPreset.breed_ids);
  const saved = useBreedsByIds(user.animalPreset.breed_ids).data?.results ?? [];
  const [picked, setPicked] = useState<Record<number, string>>({});
  const names: Record<number, string> = { ...Object.fromEntries(saved.map((b) => [b.id, b.name])), ...picked };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await mutation.mutateAsync(selected);
      showToast('Your animal preset is saved', 'success');
    } catch (failure) {
      reportFormError(failure, 'Failed to update animal presets');
    }
  }

  return (
    <section className="form-card" aria-labelledby="preset-heading">
      <h2 id="preset-heading">Animal preset</h2>
      <p className="hint">The breeds you test most; they are preselected when you add an animal.</p>
      <form noValidate onSubmit={onSubmit}>
        <div className="preset-breeds">
          <BreedSelect
            species=""
            selected={selected}
            onToggle={(breed) => {
              setPicked((known) => ({ ...known, [breed.id]: breed.name }));
              setSelected((ids) => (ids.includes(breed.id) ? ids.filter((id) => id !== breed.id) : [...ids, breed.id]));
            }}
          />
          <SelectedTags
            tags={selected.map((id) => ({ id, label: names[id] ?? `Breed ${id}` }))}
            onRemove={(id) => setSelected((ids) => ids.filter((other) => other !== id))}
          />
        </div>
        <button type="submit" className="button button--ghost" disabled={mutation.isPending}>
          Save preset
        </button>
      </form>
    </section>
  );
}

function PasswordForm() {
  const mutation = useChangePassword();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const found: Record<string, string> = {};
    if (!currentPassword) found.currentPassword = MSG.required;
    if (!newPassword) found.newPassword = MSG.required;
    else if (newPassword.length < 10) found.newPassword = AUTH_MSG.passwordTooShort;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      formElement.reset();
      showToast('Password changed. Your other devices have been signed out.', 'success');
    } catch (error) {
      setErrors(reportFormError(error, 'Failed to change password'));
    }
  }

  return (
    <section className="form-card" aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="pw-current"
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <TextField
          id="pw-new"
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters"
          error={errors.newPassword}
        />
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function SessionsList() {
  const { storefront } = useStorefront();
  const sessions = useMySessions();
  const end = useEndSession();
  return (
    <section className="form-card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      {sessions.isPending && <p>Loading…</p>}
      {sessions.isError && <p className="field-error">Error fetching data</p>}
      {sessions.data?.length === 0 && <p>No devices are signed in to this account.</p>}
      <ul className="session-list">
        {sessions.data?.map((session) => (
          <li key={session.id}>
            <span>
              <strong>{describeAgent(session.userAgent)}</strong>
              {session.current && <span className="badge">This device</span>}
              <br />
              <span className="hint">
                {session.ip ?? 'unknown address'} · last active {formatDateTime(session.lastSeenAt, storefront)}
              </span>
            </span>
            {!session.current && (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={end.isPending}
                onClick={() => end.mutateAsync(session.id).catch((error) => reportFormError(error, 'Network error'))}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="hint">
        Signing out here ends that device's session at once. To sign out of this device, use Logout in the menu.{' '}
        <a href={paths.forgotPassword}>Forgot your password?</a>
      </p>
    </section>
  );
}

function describeAgent(agent: string | null): string {
  if (!agent) return 'Unknown device';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'unknown system';
  return `${browser} on ${system}`;
}
