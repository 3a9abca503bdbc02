import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import { confirmEmail } from '../../features/account/api/confirm-email.js';
import { errorLines } from '../../lib/toast.js';

type State = { kind: 'working' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * Confirms in the browser, not while rendering on the server: mail scanners that fetch every link
 * in a message must not use up the token.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ kind: 'failed', message: 'This link is incomplete. Please open the link from the email again.' });
      return;
    }
    confirmEmail(token)
      .then(() => setState({ kind: 'confirmed' }))
      .catch((error: unknown) => setState({ kind: 'failed', message: errorLines(error, 'Network error').join(' ') }));
  }, [token]);

  return (
    <div className="auth-page message-page" aria-live="polite">
      <Seo title="Confirm your email" description="Confirm your Pet DNA Lab account." path={paths.registerConfirm} noindex />
      <h1>Confirm your email</h1>
      {state.kind === 'working' && <p>Confirming your email address…</p>}
      {state.kind === 'confirmed' && (
        <>
          <p>Thank you, your email address is confirmed.</p>
          <Link className="button" to={paths.login}>
            Login
          </Link>
        </>
      )}
      {state.kind === 'failed' && <p role="alert">{state.message.replace(/^token: /, '')}</p>}
    </div>
  );
}
