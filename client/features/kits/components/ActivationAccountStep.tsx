import { type FormEvent, useState } from 'react';
import { paths } from '../../../../shared/paths.js';
import type { ActivationAccount } from '../../../../shared/types/kits.js';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';
import { CountrySelect, KennelFields, NameFields, NewPasswordField } from '../../../components/form/AccountFields.js';
import { TextField } from '../../../components/form/TextField.js';
import { Link } from '../../../components/navigation/Link.js';
import { reportFormError } from '../../../lib/form-errors.js';
import { type ActivationAccountRequest, registerActivationEmail } from '../api/activation-account.js';

type Known = 'unknown' | 'existing' | 'new';

const NEW_ACCOUNT_FIELDS = ['firstName', 'lastName', 'countryCode'];
const KENNEL_FIELDS = ['kennelName', 'kennelPrefix'];

/**
 * Kit activation's first step for a visitor who is not signed in: the e-mail, then either the password
 * of the account it has or the few fields that create one. `onSignedIn` receives the signed-in account.
 */
export function ActivationAccountStep(props: {
  countries: Array<{ code: string; name: string }>;
  defaultCountry: string;
  onSignedIn: (result: ActivationAccount) => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [known, setKnown] = useState<Known>('unknown');
  const [userType, setUserType] = useState<'owner' | 'breeder'>('owner');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const named = known === 'new' ? [...NEW_ACCOUNT_FIELDS, ...(userType === 'breeder' ? KENNEL_FIELDS : [])] : [];
    const entered = Object.fromEntries(named.map((name) => [name, String(form.get(name) ?? '').trim()]));
    const body: ActivationAccountRequest = {
      email: String(form.get('email') ?? '').trim(),
      ...(known === 'unknown' ? {} : { password }),
      ...(known === 'new' ? { userType, ...entered } : {}),
    };
    const found: Record<string, string> = {};
    if (!body.email) found.email = MSG.required;
    for (const name of named) if (!entered[name]) found[name] = MSG.required;
    if (known !== 'unknown' && !password) found.password = MSG.required;
    else if (known === 'new' && password.length < 10) found.password = AUTH_MSG.passwordTooShort;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await registerActivationEmail(body);
      if (result.user) await props.onSignedIn(result);
      else setKnown(result.accountExists ? 'existing' : 'new');
    } catch (error) {
      const fields = reportFormError(error, 'Email registration failed');
      setErrors(fields);
      // Someone registered this address meanwhile: what it needs now is the password.
      if (fields.email === AUTH_MSG.userExists) setKnown('existing');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Your email">
      <p className="hint">Use the email address you ordered the kit with.</p>
      <TextField
        id="activate-account-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={120}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          // Another address may have another answer: ask again.
          if (known !== 'unknown') setKnown('unknown');
        }}
        error={errors.email}
      />
      {known === 'existing' && (
        <>
          <p>Welcome back. Sign in to activate the kit on your account.</p>
          <TextField
            id="activate-account-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <p className="auth-links">
            <Link to={paths.forgotPassword}>Forgot your password?</Link>
          </p>
        </>
      )}
      {known === 'new' && (
        <>
          <p>This address has no account yet. Create one to follow the sample and read the results.</p>
          <fieldset className="choice-list">
            <legend>Account type</legend>
            <label className="choice">
              <input type="radio" name="userType" checked={userType === 'owner'} onChange={() => setUserType('owner')} />
              <span>Pet owner</span>
            </label>
            <label className="choice">
              <input type="radio" name="userType" checked={userType === 'breeder'} onChange={() => setUserType('breeder')} />
              <span>Breeder</span>
            </label>
          </fieldset>
          <NameFields idPrefix="activate-account" errors={errors} />
          {userType === 'breeder' && <KennelFields idPrefix="activate-account" errors={errors} />}
          <NewPasswordField id="activate-account-password" error={errors.password} />
          <CountrySelect
            id="activate-account-country"
            countries={props.countries}
            defaultValue={props.defaultCountry}
            error={errors.countryCode}
          />
        </>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {known === 'existing' ? 'Sign in and continue' : known === 'new' ? 'Create account and continue' : 'Next'}
        </button>
      </div>
    </form>
  );
}
