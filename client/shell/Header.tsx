import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Audience } from '../../shared/audience.js';
import { audienceHome, headerTitleOf, mainMenu, quickButtons } from '../../shared/navigation.js';
import { paths } from '../../shared/paths.js';
import { STOREFRONTS } from '../../shared/storefronts.js';
import type { VisitorStorefront } from '../../shared/types/storefront.js';
import { GlobeIcon, MenuIcon, PawIcon, SearchIcon } from '../components/layout/icons.js';
import { Link, NavLink } from '../components/navigation/Link.js';
import { CartDropdown } from '../features/cart/components/CartDropdown.js';
import { MiniCart } from '../features/cart/components/MiniCart.js';
import { SearchSuggestions } from '../features/catalogue/components/SearchSuggestions.js';
import type { SignedInUser } from '../features/session/api/get-my-details.js';
import { AccountMenu } from './AccountMenu.js';
import { AUDIENCE_LINKS, HEADER_CLASS, HeaderMarkupContext, headerKey } from './header-markup.js';
import { MainNav } from './MainNav.js';
import { SearchBox } from './SearchBox.js';

const MobileDrawer = lazy(() => import('./MobileDrawer.js').then((m) => ({ default: m.MobileDrawer })));

/** Spec §2: the header shrinks once the page has scrolled more than 50 px. */
const SHRINK_AFTER_PX = 50;

interface HeaderProps {
  audience: Audience;
  pathname: string;
  storefront: VisitorStorefront;
  user: SignedInUser | null;
  onChooseCountry: () => void;
}

/**
 * The site header. On the server its markup is rendered once per key and then reused (`header-markup.ts`);
 * `cacheable` is false where the frame around it differs (an error page's).
 */
export function Header({ cacheable, ...props }: HeaderProps & { cacheable: boolean }) {
  const markup = useContext(HeaderMarkupContext);
  if (markup && cacheable) {
    const key = headerKey(props);
    const kept = markup.cache.get(key);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of this header, kept from an earlier render
    if (kept !== undefined) return <header className={HEADER_CLASS} dangerouslySetInnerHTML={{ __html: kept }} />;
    markup.missed = key;
  }
  return <SiteHeader {...props} />;
}

function SiteHeader(props: HeaderProps) {
  const [shrunk, setShrunk] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    const onScroll = () => setShrunk(window.scrollY > SHRINK_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const signedIn = props.user !== null;
  const ctx = { audience: props.audience, signedIn, countryCode: props.storefront.countryCode };
  const items = mainMenu(ctx);
  const quick = quickButtons(ctx);
  const title = headerTitleOf(props.pathname);
  const countryLabel = props.storefront.countryCode ?? 'Choose country';
  const countryName = props.storefront.countryCode
    ? `${STOREFRONTS[props.storefront.storefront].name} shop, ${props.storefront.currency}`
    : 'not chosen yet';

  return (
    <header className={shrunk ? `${HEADER_CLASS} ${HEADER_CLASS}--shrunk` : HEADER_CLASS}>
      {!signedIn && (
        <nav className="top-bar" aria-label="Audiences">
          {AUDIENCE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="header-main">
        <Link to={audienceHome(props.audience)} className={title ? 'logo logo--with-title' : 'logo'}>
          <PawIcon />
          <span className="logo__word">Pet DNA Lab</span>
          <span className="visually-hidden"> home</span>
        </Link>
        {title ? (
          <p className="header-title">{title}</p>
        ) : (
          <div className="header-nav desktop-only">
            <MainNav items={items} />
          </div>
        )}
        <div className="header-actions">
          {!title && (
            <div className="quick-buttons desktop-only">
              {quick.map((button) => (
                <Link key={button.label} className="quick-button" to={button.to}>
                  {button.label}
                </Link>
              ))}
            </div>
          )}
          <div className="desktop-only">
            <SearchBox
              renderSuggestions={(query, controls) => (
                <SearchSuggestions
                  query={query}
                  onChoose={(product) => {
                    controls.choose(product.name);
                    navigate(product.url);
                  }}
                />
              )}
            />
          </div>
          <Link to={paths.searchPage} className="icon-button mobile-only" aria-label="Search">
            <SearchIcon />
          </Link>
          <button
            type="button"
            className="country-button desktop-only"
            onClick={props.onChooseCountry}
            aria-label={props.storefront.countryCode ? `${countryLabel}: ${countryName}. Change country` : countryLabel}
          >
            <GlobeIcon /> {countryLabel}
          </button>
          <div className="desktop-only">
            <AccountMenu user={props.user} />
          </div>
          <CartDropdown />
          <button
            type="button"
            className="icon-button mobile-only"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MiniCart />
      <Suspense fallback={null}>
        {drawerOpen && (
          <MobileDrawer
            open
            onClose={() => setDrawerOpen(false)}
            items={items}
            quickButtons={quick}
            user={props.user}
            countryLabel={props.storefront.countryCode ? `${countryLabel} (${props.storefront.currency})` : countryLabel}
            onChooseCountry={() => {
              setDrawerOpen(false);
              props.onChooseCountry();
            }}
          />
        )}
      </Suspense>
    </header>
  );
}
