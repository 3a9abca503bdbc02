import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { AUTH_MSG, MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { TextField } from '../../components/form/TextField.js';
import { Link } from '../../components/navigation/Link.js';
import { forgotPassword, solveHumanCheck } from '../../features/account/api/forgot-password.js';
import { resetPassword } from '../../features/account/api/reset-password.js';
import { reportFormError } from '../../lib/form-errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<'idle' | 'checking' | 'sending' | 'sent'>('idle');
  const [message, setMessage] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found: Record<string, string> = {};
    if (!email) found.email = MSG.required;
    else if (email.length > 120) found.email = MSG.emailMax120;
    else if (!EMAIL.test(email)) found.email = MSG.emailInvalidForgot;
    setErrors(found);
    if (found.email) return;
    try {
      setPhase('checking');
      const security = await solveHumanCheck();
      setPhase('sending');
      const reply = await forgotPassword(email, security);
      setMessage(reply.message);
      setPhase('sent');
    } catch (error) {
      setErrors(reportFormError(error, 'Failed to forgot password'));
      setPhase('idle');
    }
  }

  if (phase === 'sent') {
    return (
      <div className="auth-page">
        <Seo title="Check your email" description="Reset the password of your account." path={paths.forgotPassword} noindex />
        <h1>Check your email</h1>
        <section className="form-card" aria-live="polite">
          <p>{message} The link works once, for one hour.</p>
          <Link to={paths.login}>Back to login</Link>
        </section>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <Seo title="Forgot your password?" description="Reset the password of your account." path={paths.forgotPassword} noindex />
      <h1>Forgot your password?</h1>
      <section className="form-card">
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <form noValidate onSubmit={onSubmit}>
          <TextField id="forgot-email" name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
          {errors.security && <p className="field-error">{errors.security}</p>}
          <p className="hint">To keep robots out, your browser solves a small puzzle before sending; it takes a second or two.</p>
          <button type="submit" className="button" disabled={phase !== 'idle'}>
            {phase === 'checking' ? 'Checking you are human…' : phase === 'sending' ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      </section>
    </div>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirmPassword') ?? '');
    const found: Record<string, string> = {};
    if (!password) found.password = MSG.required;
    else if (password.length < 10) found.password = AUTH_MSG.passwordTooShort;
    if (password && confirm !== password) found.confirmPassword = 'Passwords do not match';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      setErrors(reportFormError(error, 'Failed to reset password'));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div className="auth-page message-page" aria-live="polite">
        <Seo title="Password changed" description="Your new password is set." path={paths.resetPassword} noindex />
        <h1>Password changed</h1>
        <p>Your new password is set and every device that was signed in has been signed out.</p>
        <Link className="button" to={paths.login}>
          Login
        </Link>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <Seo title="Choose a new password" description="Choose a new password." path={paths.resetPassword} noindex />
      <h1>Choose a new password</h1>
      <section className="form-card">
        {!token && <p className="field-error">This link is incomplete. Please open the link from the email again.</p>}
        {errors.token && (
          <p className="field-error">
            {errors.token} <Link to={paths.forgotPassword}>Ask for a new link</Link>
          </p>
        )}
        <form noValidate onSubmit={onSubmit}>
          <TextField
            id="reset-password"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 10 characters"
            error={errors.password}
          />
          <TextField
            id="reset-confirm"
            name="confirmPassword"
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <button type="submit" className="button" disabled={pending || !token}>
            {pending ? 'Saving…' : 'Set new password'}
          </button>
        </form>
      </section>
    </div>
  );
}
