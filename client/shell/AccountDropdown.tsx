import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { dropdownToolsFor } from '../../shared/account-tools.js';
import { paths } from '../../shared/paths.js';
import { ChevronIcon } from '../components/layout/icons.js';
import { Link } from '../components/navigation/Link.js';
import type { SignedInUser } from '../features/session/api/get-my-details.js';
import { logout } from '../features/session/api/logout.js';
import { toastError } from '../lib/toast.js';
import { useOutsideClick } from '../lib/use-outside-click.js';

/** The account dropdown of a signed-in user (spec §2): their pages, their tools, the back office, Logout. */
export function AccountDropdown(props: { user: SignedInUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the dropdown
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the closing menu goes back to the button that opened it.
      if (ref.current?.contains(document.activeElement)) ref.current.querySelector<HTMLElement>('button')?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useOutsideClick(ref, open, () => setOpen(false));

  const isVet = props.user.userType === 'vet';
  return (
    <div ref={ref} className={`account-menu has-menu${open ? ' is-open' : ''}`}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {props.user.firstName || props.user.name} <ChevronIcon />
      </button>
      <ul className="submenu submenu--right">
        <li>
          <Link to={isVet ? paths.myPatients : paths.myAnimals}>{isVet ? 'My Patients' : 'My Animals'}</Link>
        </li>
        <li>
          <Link to={paths.myProfile}>Update your details</Link>
        </li>
        {dropdownToolsFor(props.user.userType).map((tool) => (
          <li key={tool.key} data-tool={tool.key}>
            <Link to={tool.path}>{tool.label}</Link>
          </li>
        ))}
        {props.user.isAdmin && (
          <li>
            <Link to={paths.admin}>Back office (admin)</Link>
          </li>
        )}
        {props.user.isAdmin && (
          <li>
            <Link to={paths.adminUsers}>Users (admin)</Link>
          </li>
        )}
        {props.user.isAdmin && (
          <li>
            <Link to={paths.adminOrders}>Orders (admin)</Link>
          </li>
        )}
        {props.user.isAdmin && (
          <li>
            <Link to={paths.adminSupplies}>Supplies (admin)</Link>
          </li>
        )}
        {props.user.isAdmin && (
          <li>
            <Link to={paths.adminLab}>Laboratory (admin)</Link>
          </li>
        )}
        <li>
          <button type="button" onClick={() => logout().catch((error) => toastError(error, 'Network error'))}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
