import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isAccountArea } from '../../shared/account-tools.js';
import { audienceOfPath, headerThemeOf, inferAudience, userTypeCookieValue } from '../../shared/audience.js';
import { campaignPopupMayOpen } from '../../shared/campaign-popup.js';
import { headerTitleOf } from '../../shared/navigation.js';
import { CartFollowsUser } from '../features/cart/components/CartFollowsUser.js';
import { useBanners } from '../features/content/api/banners.js';
import { AnnouncementBanner, ResearchBanner } from '../features/content/components/Banners.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { stopImpersonation } from '../features/session/api/stop-impersonation.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { setUserType } from '../features/storefront/api/set-user-type.js';
import { toastError } from '../lib/toast.js';
import { BackToTop } from './BackToTop.js';
import { isBackOfficePath } from './back-office.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { LoadingOverlay } from './LoadingOverlay.js';
import { AccountToolsMenu, AdminLayout } from './signed-in-shell.js';
import { Toaster } from './Toaster.js';

// Dialogs open only after hydration: their code loads when first needed.
const CountryDialog = lazy(() => import('./CountryDialog.js').then((m) => ({ default: m.CountryDialog })));
const CampaignPopup = lazy(() => import('./CampaignPopup.js').then((m) => ({ default: m.CampaignPopup })));

/** The frame around every page. `data-app-root` marks where server-rendered body markup begins. */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const storefront = useStorefront();
  const user = useMyDetails();
  // Today's banners of the storefront, as the back office set them: the announcement under the header, the
  // research project above the footer.
  const banners = useBanners();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  const userType = user?.userType ?? storefront.userType;
  const audience = inferAudience({ pathname, userType, signedIn });
  const focusedFlow = headerTitleOf(pathname) !== undefined;
  const withTools = user !== null && !children && !focusedFlow && isAccountArea(pathname);
  // Acting as a customer, the back office is refused with the way back rather than a 404 (issue 20 §5).
  const actingInBackOffice = Boolean(user?.impersonator) && isBackOfficePath(pathname);

  const [countryOpen, setCountryOpen] = useState(false);
  const [campaignOpen, setCampaignOpen] = useState(false);
  const [dismissedNow, setDismissedNow] = useState(false);
  const pagesSeen = usePagesSeen(pathname);
  // Dialogs open after hydration: the server HTML stays the same for every visitor of a page.
  useEffect(() => {
    if (storefront.needsCountryChoice) setCountryOpen(true);
  }, [storefront.needsCountryChoice]);
  useEffect(() => {
    const visit = {
      pathname,
      pagesSeen,
      countryChosen: !storefront.needsCountryChoice,
      dismissed: storefront.campaignPopupDismissed || dismissedNow,
    };
    if (campaignPopupMayOpen(visit)) setCampaignOpen(true);
    else if (!visit.dismissed) setCampaignOpen(false);
  }, [pathname, pagesSeen, storefront.needsCountryChoice, storefront.campaignPopupDismissed, dismissedNow]);

  // A guest who opens an audience's pages keeps that audience on shared pages (spec §4 user-type cookie).
  useEffect(() => {
    if (signedIn || !audienceOfPath(pathname)) return;
    const wanted = userTypeCookieValue({ pathname });
    if (wanted !== storefront.userType) setUserType(queryClient, wanted).catch(() => undefined);
  }, [pathname, signedIn, storefront.userType, queryClient]);

  // The back office has its own frame; anyone else there sees the shop's 404 in the shop's frame.
  if (user?.isAdmin && !user.impersonator && isBackOfficePath(pathname)) {
    return (
      <div data-app-root="" className="app app--admin">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AdminLayout userName={user.name}>{children ?? <Outlet />}</AdminLayout>
        <CartFollowsUser userId={user.id} />
        <Toaster />
        <LoadingOverlay />
        <ScrollRestoration />
      </div>
    );
  }

  return (
    <div data-app-root="" className={`app theme-${headerThemeOf(audience)}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {user?.impersonator && (
        <div className="admin-bar" role="status">
          <span>
            Logged in as: {user.name} ({user.userType})
          </span>
          <button
            type="button"
            className="button button--small"
            onClick={() => stopImpersonation().catch((error) => toastError(error, 'Network error'))}
          >
            Stop
          </button>
        </div>
      )}
      <Header
        cacheable={!children}
        audience={audience}
        pathname={pathname}
        storefront={storefront}
        user={user}
        onChooseCountry={() => setCountryOpen(true)}
      />
      {!focusedFlow && banners.announcement && <AnnouncementBanner banner={banners.announcement} />}
      <main id="main" className="site-main" tabIndex={-1}>
        {actingInBackOffice && user ? (
          <StopActingFirst name={user.name} />
        ) : withTools ? (
          <div className="account-area">
            <AccountToolsMenu userType={user.userType} collectionAgent={user.collectionAgent} pathname={pathname} />
            <div className="account-area__page">
              <Outlet />
            </div>
          </div>
        ) : (
          (children ?? <Outlet />)
        )}
      </main>
      {!focusedFlow && banners.research && <ResearchBanner banner={banners.research} />}
      <Footer />
      <BackToTop />
      <Suspense fallback={null}>
        {countryOpen && <CountryDialog open current={storefront.countryCode} onClose={() => setCountryOpen(false)} />}
        {campaignOpen && !countryOpen && (
          <CampaignPopup
            open
            onClosed={() => {
              setDismissedNow(true);
              setCampaignOpen(false);
            }}
          />
        )}
      </Suspense>
      {user && <CartFollowsUser userId={user.id} />}
      <Toaster />
      <LoadingOverlay />
      <ScrollRestoration />
    </div>
  );
}

/** What an admin acting as a customer sees on a back-office page: stop first, then the page opens. */
function StopActingFirst({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <section className="message-page">
      <title>{`Stop acting as ${name} first | Pet DNA Lab`}</title>
      <meta name="robots" content="noindex" />
      <h1>Stop acting as {name} first</h1>
      <p>The back office opens with your own admin account. Stop acting as this customer to continue.</p>
      <button
        type="button"
        className="button"
        onClick={() => stopImpersonation(pathname + search).catch((error) => toastError(error, 'Network error'))}
      >
        Stop acting as {name}
      </button>
    </section>
  );
}

const PAGES_SEEN_KEY = 'pagesSeen';

/** How many pages this visit has shown, this one included (kept for the tab's session, across reloads). */
function usePagesSeen(pathname: string): number {
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    if (!pathname) return;
    let count = 1;
    try {
      count = Number(sessionStorage.getItem(PAGES_SEEN_KEY) ?? '0') + 1;
      sessionStorage.setItem(PAGES_SEEN_KEY, String(count));
    } catch {
      // Storage disabled: every page counts as the first.
    }
    setSeen(count);
  }, [pathname]);
  return seen;
}
