import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '../../shared/paths.js';

/** The frame around every page. `data-app-root` marks where server-rendered body markup begins. */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <div data-app-root="" className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to={paths.home} className="logo" aria-label="Pet DNA Lab home">
          Pet DNA Lab
        </Link>
        <nav aria-label="Audiences">
          <NavLink to={paths.breeder}>Breeder</NavLink>
          <NavLink to={paths.petOwner}>Pet Owner</NavLink>
          <NavLink to={paths.vet}>Veterinarians</NavLink>
        </nav>
      </header>
      <main id="main" className="site-main">
        {children ?? <Outlet />}
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Pet DNA Lab · DNA testing for dogs and cats</p>
      </footer>
    </div>
  );
}
