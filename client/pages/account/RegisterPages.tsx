import { type FormEvent, useState } from 'react';
import { paths } from '../../../shared/paths.js';
import { AUTH_MSG, MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { CountrySelect, KennelFields, NameFields, NewPasswordField } from '../../components/form/AccountFields.js';
import { TextField } from '../../components/form/TextField.js';
import { Link } from '../../components/navigation/Link.js';
import { type RegistrationKind, useRegister } from '../../features/account/api/register.js';
import { useCountries } from '../../features/geo/api/get-countries.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { ApiError } from '../../lib/api.js';
import { humanMessage, LOOKS_LIKE_EMAIL } from '../../lib/field-errors.js';
import { reportFormError } from '../../lib/form-errors.js';
import { afterRender, focusFirstInvalid } from '../../lib/toast.js';

const TITLES: Record<RegistrationKind, string> = {
  owner: 'Register as a pet owner',
  breeder: 'Register as a breeder',
  vet: 'Register as a veterinarian',
};

const PATHS: Record<RegistrationKind, string> = { owner: paths.register, breeder: paths.registerBreeder, vet: paths.registerVet };

const REQUIRED: Record<RegistrationKind, string[]> = {
  owner: ['firstName', 'lastName', 'email', 'password', 'countryCode'],
  breeder: ['firstName', 'lastName', 'email', 'password', 'countryCode', 'kennelName', 'kennelPrefix'],
  vet: ['firstName', 'lastName', 'email', 'password', 'countryCode', 'clinicName', 'clinicAddress'],
};

export const RegisterOwnerPage = () => <RegisterForm kind="owner" />;
export const RegisterBreederPage = () => <RegisterForm kind="breeder" />;
export const RegisterVetPage = () => <RegisterForm kind="vet" />;

function RegisterForm({ kind }: { kind: RegistrationKind }) {
  const mutation = useRegister(kind);
  const countries = useCountries().data;
  const storefront = useStorefront();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value).trim()]));
    const found: Record<string, string> = {};
    for (const name of REQUIRED[kind]) if (!values[name]) found[name] = MSG.required;
    if (values.email && !LOOKS_LIKE_EMAIL.test(values.email)) found.email = humanMessage(MSG.emailInvalid);
    if (values.password && values.password.length < 10) found.password = AUTH_MSG.passwordTooShort;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      afterRender(focusFirstInvalid);
      return;
    }
    try {
      await mutation.mutateAsync({
        email: values.email ?? '',
        password: String(form.get('password')),
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        phone: values.phone || undefined,
        countryCode: values.countryCode ?? '',
        ...(kind === 'breeder' ? { kennelName: values.kennelName, kennelPrefix: values.kennelPrefix } : {}),
        ...(kind === 'vet' ? { clinicName: values.clinicName, clinicAddress: values.clinicAddress } : {}),
      });
    } catch (error) {
      const fields = reportFormError(error, 'Email registration failed');
      // 'User already exists. Please login' belongs beside the email, with the way to log in.
      setErrors(error instanceof ApiError && error.status === 409 ? { email: error.message } : fields);
    }
  }

  if (mutation.isSuccess) {
    return (
      <div className="auth-page">
        <Seo title="Check your email" description="Confirm your email address." path={PATHS[kind]} noindex />
        <h1>Check your email</h1>
        <section className="form-card" aria-live="polite">
          <p>
            We have sent a confirmation link to <strong>{mutation.data.email}</strong>. Open it to confirm your address; you can
            already <Link to={paths.login}>log in</Link> and look around.
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <Seo
        title={TITLES[kind]}
        description="Create your Pet DNA Lab account to order tests and follow your results."
        path={PATHS[kind]}
      />
      <h1>{TITLES[kind]}</h1>
      <nav className="tabs" aria-label="Account type">
        <Link to={paths.register} aria-current={kind === 'owner' ? 'page' : undefined}>
          Pet owner
        </Link>
        <Link to={paths.registerBreeder} aria-current={kind === 'breeder' ? 'page' : undefined}>
          Breeder
        </Link>
        <Link to={paths.registerVet} aria-current={kind === 'vet' ? 'page' : undefined}>
          Veterinarian
        </Link>
      </nav>
      <section className="form-card">
        <form noValidate onSubmit={onSubmit}>
          <NameFields idPrefix="reg" errors={errors} />
          {kind === 'breeder' && <KennelFields idPrefix="reg" errors={errors} />}
          {kind === 'vet' && (
            <>
              <TextField id="reg-clinic" name="clinicName" label="Clinic name" maxLength={120} error={errors.clinicName} />
              <TextField
                id="reg-clinic-address"
                name="clinicAddress"
                label="Clinic address"
                autoComplete="street-address"
                maxLength={200}
                error={errors.clinicAddress}
              />
            </>
          )}
          <TextField
            id="reg-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={120}
            error={errors.email}
          />
          <NewPasswordField id="reg-password" error={errors.password} />
          <TextField id="reg-phone" name="phone" label="Phone (optional)" type="tel" autoComplete="tel" maxLength={40} />
          <CountrySelect
            id="reg-country"
            countries={countries ?? []}
            defaultValue={storefront.countryCode ?? ''}
            error={errors.countryCode}
          />
          <button type="submit" className="button" disabled={mutation.isPending}>
            {mutation.isPending ? 'Creating your account…' : 'Register'}
          </button>
        </form>
        <p className="auth-links">
          <span>
            Already registered? <Link to={paths.login}>Login</Link>
          </span>
        </p>
      </section>
    </div>
  );
}
