import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultToolPath } from '../../../shared/account-tools.js';
import { paths } from '../../../shared/paths.js';
import type { UserType } from '../../../shared/types/user.js';
import { MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { TextField } from '../../components/form/TextField.js';
import { Link } from '../../components/navigation/Link.js';
import { login } from '../../features/session/api/login.js';
import { reportFormError } from '../../lib/form-errors.js';

/** Only paths of this site are followed after sign-in; without one the user lands on their default tool. */
export function safeNext(next: string | null, userType: UserType): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : defaultToolPath(userType);
}

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: Record<string, string> = {};
    if (!username) found.username = MSG.required;
    if (!password) found.password = MSG.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const user = await login(queryClient, username, password);
      navigate(safeNext(params.get('next'), user.userType));
    } catch (error) {
      setErrors(reportFormError(error, 'Login failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="auth-page">
      <Seo title="Login" description="Sign in to your Pet DNA Lab account." path={paths.login} noindex />
      <h1>Login</h1>
      <section className="form-card">
        <form noValidate onSubmit={onSubmit}>
          <TextField
            id="login-username"
            name="username"
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.username}
          />
          <TextField
            id="login-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <button type="submit" className="button" disabled={pending}>
            {pending ? 'Signing in…' : 'Login'}
          </button>
        </form>
        <p className="auth-links">
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
          <span>
            New here? <Link to={paths.register}>Register</Link>
          </span>
        </p>
      </section>
    </div>
  );
}
