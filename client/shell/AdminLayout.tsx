import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../shared/paths.js';
import { Link, NavLink } from '../components/navigation/Link.js';
import { logout } from '../features/session/api/logout.js';
import { toastError } from '../lib/toast.js';

/** The back office's sections, in the order the lab works through them. */
const SECTIONS = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminUsers, label: 'Customers', end: false },
  { to: paths.adminOrders, label: 'Orders', end: false },
  { to: paths.adminCoupons, label: 'Coupons', end: false },
  { to: paths.adminCatalogue, label: 'Products', end: false },
  { to: paths.adminContent, label: 'Content', end: false },
  { to: paths.adminSupplies, label: 'Supplies', end: false },
  { to: paths.adminLab, label: 'Laboratory', end: false },
  { to: paths.adminAcmFormRequests, label: 'ACM forms', end: false },
  { to: paths.adminShows, label: 'Shows', end: false },
  { to: paths.adminClubs, label: 'Clubs', end: false },
  { to: paths.adminCollectionAgents, label: 'Agents', end: false },
  { to: paths.adminMail, label: 'Mail', end: false },
  { to: paths.adminJobs, label: 'Jobs', end: false },
] as const;

/**
 * The back office's frame: its own navigation (a sidebar on a wide screen, one row that scrolls sideways on a
 * phone, the current section brought into view), the admin's name and the way out, and no shop header,
 * banners or footer.
 */
export function AdminLayout(props: { userName: string; children: ReactNode }) {
  const sections = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again on each navigation, once NavLink has moved the active class.
  useEffect(() => {
    // Only the row scrolls, never the page: a list kept where it was (a new filter) stays put.
    const row = sections.current;
    const active = row?.querySelector<HTMLElement>('a.active');
    if (row && active && row.scrollWidth > row.clientWidth)
      row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="admin-shell">
      <header className="admin-shell__top">
        <Link to={paths.admin} className="admin-shell__brand">
          Pet DNA Lab · Back office
        </Link>
        <span className="admin-shell__who">{props.userName}</span>
        <Link to={paths.home} className="admin-shell__shop">
          Shop
        </Link>
        <button
          type="button"
          className="button button--small"
          onClick={() => logout().catch((error) => toastError(error, 'Network error'))}
        >
          Logout
        </button>
      </header>
      <nav className="admin-shell__nav" aria-label="Back office">
        <ul ref={sections}>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="admin-shell__main" tabIndex={-1}>
        {props.children}
      </main>
    </div>
  );
}
