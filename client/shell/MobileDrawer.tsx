import { useRef } from 'react';

import { dropdownToolsFor } from '../../shared/account-tools.js';
import type { NavItem, QuickButton } from '../../shared/navigation.js';
import { paths } from '../../shared/paths.js';
import { useModal } from '../components/layout/Dialog.js';
import { CloseIcon } from '../components/layout/icons.js';
import { Link, NavLink } from '../components/navigation/Link.js';
import type { SignedInUser } from '../features/session/api/get-my-details.js';
import { logout } from '../features/session/api/logout.js';
import { toastError } from '../lib/toast.js';

/** The mobile menu (≤ 480 px): blocks page scroll, traps focus, closes on Escape or any link. */
export function MobileDrawer(props: {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  quickButtons: QuickButton[];
  user: SignedInUser | null;
  countryLabel: string;
  onChooseCountry: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, props.open, props.onClose);
  if (!props.open) return null;
  const close = props.onClose;
  return (
    <div className="overlay overlay--drawer" role="presentation">
      <button type="button" className="backdrop" tabIndex={-1} aria-hidden="true" onClick={close} />
      <div ref={ref} id="mobile-drawer" className="drawer" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="drawer__head">
          <span className="drawer__title">Menu</span>
          <button type="button" className="icon-button" onClick={close} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Audiences" className="drawer__audiences">
          <NavLink to={paths.breeder} onClick={close}>
            Breeder
          </NavLink>
          <NavLink to={paths.petOwner} onClick={close}>
            Pet Owner
          </NavLink>
          <NavLink to={paths.vet} onClick={close}>
            Veterinarians
          </NavLink>
        </nav>
        <nav aria-label="Main (mobile)">
          <ul className="drawer__list">
            {props.items.map((item) => (
              <li key={item.label}>
                {item.children ? (
                  <details>
                    <summary>{item.label}</summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.label}>
                          <Link to={child.to} onClick={close}>
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <Link to={item.to} onClick={close}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer__quick">
          {props.quickButtons
            .filter((button) => !button.hiddenInCompactList)
            .map((button) => (
              <Link key={button.label} className="button button--small" to={button.to} onClick={close}>
                {button.label}
              </Link>
            ))}
        </div>
        <div className="drawer__foot">
          <button type="button" className="link-button" onClick={props.onChooseCountry}>
            Shopping in: {props.countryLabel} (change)
          </button>
          {props.user ? (
            <>
              <Link to={props.user.userType === 'vet' ? paths.myPatients : paths.myAnimals} onClick={close}>
                {props.user.userType === 'vet' ? 'My Patients' : 'My Animals'}
              </Link>
              <Link to={paths.myProfile} onClick={close}>
                Update your details
              </Link>
              {dropdownToolsFor(props.user.userType).map((tool) => (
                <Link key={tool.key} to={tool.path} onClick={close}>
                  {tool.label}
                </Link>
              ))}
              <button
                type="button"
                className="link-button"
                onClick={() => logout().catch((error) => toastError(error, 'Network error'))}
              >
                Logout
              </button>
            </>
          ) : (
            <>
              <Link to={paths.login} onClick={close}>
                Login
              </Link>
              <Link to={paths.register} onClick={close}>
                Register
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
