import { paths } from '../../shared/paths.js';
import { Link } from '../components/navigation/Link.js';
import type { SignedInUser } from '../features/session/api/get-my-details.js';
import { AccountDropdown } from './signed-in-shell.js';

/** Login / Register for guests; the account dropdown (spec §2) for a signed-in user. */
export function AccountMenu(props: { user: SignedInUser | null }) {
  if (props.user) return <AccountDropdown user={props.user} />;
  return (
    <div className="account-links">
      <Link to={paths.login}>Login</Link>
      <span aria-hidden="true">/</span>
      <Link to={paths.register}>Register</Link>
    </div>
  );
}
