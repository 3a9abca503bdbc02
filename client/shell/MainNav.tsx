import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../shared/navigation.js';
import { ChevronIcon } from '../components/layout/icons.js';
import { NavLink } from '../components/navigation/Link.js';
import { useOutsideClick } from '../lib/use-outside-click.js';

/** The desktop menu bar: submenus open on hover, focus or click, and close on Escape or outside click. */
export function MainNav(props: { items: NavItem[] }) {
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes any open submenu
  useEffect(() => setOpenLabel(null), [location.pathname, location.search]);
  useEffect(() => {
    if (openLabel === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the closing submenu goes back to the button that opened it.
      const toggle = ref.current?.querySelector<HTMLElement>('.has-menu.is-open > button');
      if (toggle?.parentElement?.contains(document.activeElement)) toggle.focus();
      setOpenLabel(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openLabel]);
  useOutsideClick(ref, openLabel !== null, () => setOpenLabel(null));

  return (
    <nav ref={ref} className="main-nav" aria-label="Main">
      <ul>
        {props.items.map((item) =>
          item.children ? (
            <li key={item.label} className={`has-menu${openLabel === item.label ? ' is-open' : ''}`}>
              <button
                type="button"
                aria-expanded={openLabel === item.label}
                onClick={() => setOpenLabel(openLabel === item.label ? null : item.label)}
              >
                {item.label} <ChevronIcon />
              </button>
              <ul className="submenu">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <NavLink to={child.to} end>
                      {child.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label}>
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
