import { describe, expect, it } from '@jest/globals';
import { CATALOGUE_PAGES } from '../shared/catalogue-pages.js';
import { PUBLIC_PAGE_PATHS } from '../shared/content/site-pages.js';
import { paths } from '../shared/paths.js';
import type { ApiTransport, RenderInput } from '../shared/ssr-contract.js';
import type { MyDetails } from '../shared/types/account.js';
import type { ActiveBanners } from '../shared/types/content.js';
import type { VisitorStorefront } from '../shared/types/storefront.js';
import { createRenderer, render } from './entry-server.js';
import { createRoutes } from './routes.js';
import { HeaderMarkupCache } from './shell/header-markup.js';

const config = {
  publicUrl: 'http://shop.test',
  nodeEnv: 'test',
  payments: { card: 'test', wallet: 'test', stripePublishableKeys: null, paypalClientIds: null },
} as unknown as RenderInput['config'];

/** The parts of the shell the server read for the visitor; a missing one is left to the render's API call. */
interface ShellParts {
  storefront?: VisitorStorefront;
  banners?: ActiveBanners;
  myDetails?: MyDetails | null;
}

/** A render as the server asks for it, each part of the shell arriving when `arrive` says (at once by default). */
function renderPath(
  path: string,
  transport: ApiTransport,
  parts: ShellParts = {},
  arrive = Promise.resolve(),
  renderer = render,
) {
  const shell = {
    storefront: arrive.then(() => parts.storefront),
    banners: arrive.then(() => parts.banners),
    myDetails: arrive.then(() => parts.myDetails),
  };
  return renderer({ request: new Request(`http://shop.test${path}`), transport, nonce: 'n0nce', config, shell });
}

const countries = [
  { id: 826, name: 'United Kingdom', code: 'GB', currency: 'GBP', storefront: 'GB', isStorefront: true },
  {
    id: 372,
    name: 'Ireland </script><script>alert(1)</script>\u2028',
    code: 'IE',
    currency: 'EUR',
    storefront: 'GB',
    isStorefront: false,
  },
];

const storefront: VisitorStorefront = {
  storefront: 'GB',
  countryCode: 'GB',
  currency: 'GBP',
  locale: 'en-GB',
  source: 'cookie',
  needsCountryChoice: false,
  userType: 'guest',
  signedIn: false,
  campaignPopupDismissed: true,
};

/** A signed-in breeder's details, as `GET /api/my/details` answers them. */
const breeder: MyDetails = {
  id: 7,
  email: 'jo@kennel.example',
  name: 'Jo Breeder',
  firstName: 'Jo',
  lastName: 'Breeder',
  userType: 'breeder',
  isAdmin: false,
  emailConfirmed: true,
  phone: null,
  address: { line1: null, line2: null, city: null, postalCode: null, state: null, country: { code: 'GB' } },
  countryCode: 'GB',
  currency: 'GBP',
  kennelName: 'Fenland',
  kennelPrefix: null,
  clinicName: null,
  clinicAddress: null,
  animalPreset: { breed_ids: [] },
  impersonator: null,
  collectionAgent: false,
};

/** The shell's own calls: the visitor's storefront, and no signed-in user; the home page's shelves are empty. */
function shellApi(path: string) {
  if (path === '/api/storefront') return { status: 200, body: storefront };
  if (path.startsWith('/api/store/products')) return { status: 200, body: { results: [], count: 0, next: null, previous: null } };
  if (path === '/api/my/details')
    return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' } };
  return undefined;
}

describe('server rendering', () => {
  it('renders a page with the data its loader fetched, and ships that data safely for hydration', async () => {
    const calls: string[] = [];
    const result = await renderPath('/', async (request) => {
      calls.push(request.path);
      return shellApi(request.path) ?? { status: 200, body: countries };
    });
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/countries');
    expect(result.body).toContain('United Kingdom');
    expect(result.boot).not.toMatch(/<\/script/i);
    expect(result.boot).not.toContain('\u2028');
    const queries = JSON.parse(result.boot).queries.queries as Array<{ queryKey: string[]; state: { data: unknown } }>;
    const cached = queries.find((q) => q.queryKey[0] === 'countries')?.state.data as typeof countries;
    expect(cached[1]?.name).toBe(countries[1]?.name);
  });

  it('answers 500 with "Please try again shortly" and a way home when a loader fails', async () => {
    const result = await renderPath('/', async () => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
    }));
    expect(result.kind === 'page' && result.status).toBe(500);
    if (result.kind !== 'page') return;
    expect(result.body).toContain('Please try again shortly');
    expect(result.body).toContain('Back to home');
    expect(result.boot).not.toContain('boom');
  });

  it('renders a visitor without a session cookie as a guest without asking the API who is signed in', async () => {
    const calls: string[] = [];
    const transport: ApiTransport = async (request) => {
      calls.push(request.path);
      return shellApi(request.path) ?? { status: 200, body: countries };
    };
    const home = await renderPath('/', transport, { myDetails: null });
    expect(home.kind === 'page' && home.status).toBe(200);
    expect(calls).toContain('/api/storefront');
    expect(calls).not.toContain('/api/my/details');
    if (home.kind !== 'page') return;
    const queries = JSON.parse(home.boot).queries.queries as Array<{ queryKey: string[]; state: { data: unknown } }>;
    expect(queries.find((q) => q.queryKey.join('/') === 'my/details')?.state.data).toBeNull();

    // An account page sends such a visitor to sign in, as it does a visitor whose session the API refused.
    const account = await renderPath('/my/my-animals', transport, { myDetails: null });
    expect(account).toEqual({ kind: 'redirect', status: 302, location: '/login?next=%2Fmy%2Fmy-animals' });
    expect(calls).not.toContain('/api/my/details');
    const refused = await renderPath('/my/my-animals', transport);
    expect(refused).toEqual(account);
    expect(calls).toContain('/api/my/details');
  });

  it("renders a guest's frame from the storefront and banners the server read, without asking the API for them", async () => {
    const calls: string[] = [];
    const transport: ApiTransport = async (request) => {
      calls.push(request.path);
      return shellApi(request.path) ?? { status: 200, body: countries };
    };
    const banners = {
      announcement: {
        placement: 'announcement',
        title: null,
        text: 'Winter sale on health panels',
        linkLabel: 'Shop now',
        linkUrl: '/breeder',
      },
      research: null,
    } as const;
    const home = await renderPath('/', transport, {
      myDetails: null,
      storefront: { ...storefront, currency: 'GBP' } as VisitorStorefront,
      banners,
    });
    expect(home.kind === 'page' && home.status).toBe(200);
    if (home.kind !== 'page') return;
    expect(calls).not.toContain('/api/storefront');
    expect(calls).not.toContain('/api/content/banners');
    expect(home.body).toContain('Winter sale on health panels');
    const queries = JSON.parse(home.boot).queries.queries as Array<{ queryKey: string[]; state: { data: unknown } }>;
    expect(queries.find((q) => q.queryKey.join('/') === 'storefront')?.state.data).toMatchObject({ storefront: 'GB' });
    expect(queries.find((q) => q.queryKey.join('/') === 'content/banners')?.state.data).toEqual(banners);

    // A part the server could not read is asked of the API, as before.
    calls.length = 0;
    await renderPath('/', transport, { myDetails: null, banners });
    expect(calls).toContain('/api/storefront');
    expect(calls).not.toContain('/api/content/banners');
  });

  it('renders a signed-in visitor from the details the server read, arriving after the render started, without asking the API', async () => {
    const calls: string[] = [];
    const transport: ApiTransport = async (request) => {
      calls.push(request.path);
      return shellApi(request.path) ?? { status: 200, body: countries };
    };
    // The details arrive after the render has started: its loaders wait for them instead of asking the API.
    const later = new Promise<void>((resolve) => setImmediate(resolve));
    const home = await renderPath('/', transport, { myDetails: breeder, storefront: storefront as VisitorStorefront }, later);
    expect(home.kind === 'page' && home.status).toBe(200);
    if (home.kind !== 'page') return;
    expect(calls).not.toContain('/api/my/details');
    expect(calls).not.toContain('/api/storefront');
    expect(home.body).toContain('aria-expanded="false">Jo<!-- --> <svg');
    expect(home.body).not.toContain('>Login</a>');
    const guest = await renderPath('/', transport, { myDetails: null });
    expect(guest.kind === 'page' && guest.body).toContain('>Login</a>');
    const queries = JSON.parse(home.boot).queries.queries as Array<{ queryKey: string[]; state: { data: unknown } }>;
    expect(queries.find((q) => q.queryKey.join('/') === 'my/details')?.state.data).toEqual(breeder);
  });

  it('answers 404 with the site 404 page for an unknown path', async () => {
    const result = await renderPath('/no/such/page', async (request) => shellApi(request.path) ?? { status: 200, body: [] });
    expect(result.kind === 'page' && result.status).toBe(404);
    if (result.kind === 'page') expect(result.body).toContain('Page not found');
  });

  it("puts a guest's kept header in a page exactly as the page would have rendered it", async () => {
    const headers = new (class extends HeaderMarkupCache {
      served = 0;
      override get(key: string) {
        const markup = super.get(key);
        if (markup !== undefined) this.served += 1;
        return markup;
      }
    })();
    const keeping = createRenderer(createRoutes, { headers });
    const rendering = createRenderer(createRoutes, { headers: null });
    const pagePaths = [
      ...PUBLIC_PAGE_PATHS,
      ...CATALOGUE_PAGES.map((page) => page.path),
      '/store/exercise-induced-collapse-eic-dog/p/1008',
      paths.cart,
      paths.checkout,
      paths.activate,
      paths.sampleTracker,
      '/no/such/page',
    ];
    const us: VisitorStorefront = { ...storefront, storefront: 'US', countryCode: 'US', currency: 'USD', locale: 'en-US' };
    const visitors: Array<{ storefront: VisitorStorefront; user: MyDetails | null }> = [
      { storefront, user: null },
      { storefront: { ...us, userType: 'breeder' }, user: null },
      {
        storefront: { ...storefront, countryCode: null, source: 'default', needsCountryChoice: true, userType: 'vet' },
        user: null,
      },
      {
        storefront: { ...storefront, storefront: 'AU', countryCode: 'AU', currency: 'AUD', locale: 'en-AU', userType: 'owner' },
        user: null,
      },
      { storefront: { ...storefront, userType: 'breeder', signedIn: true }, user: breeder },
      // Another breeder on the same storefront: their own header, never the first one's.
      {
        storefront: { ...storefront, userType: 'breeder', signedIn: true },
        user: { ...breeder, id: 8, email: 'joanna@other.example', name: 'Joanna Breeder', firstName: 'Joanna' },
      },
      {
        storefront: { ...us, userType: 'vet', signedIn: true },
        user: { ...breeder, id: 9, name: 'Sam Vet', firstName: 'Sam', userType: 'vet', isAdmin: true },
      },
      {
        storefront: { ...storefront, userType: 'owner', signedIn: true },
        user: {
          ...breeder,
          id: 10,
          name: 'Ann Owner',
          firstName: 'Ann',
          userType: 'owner',
          impersonator: { id: 9, name: 'Sam Vet' },
        },
      },
    ];
    // Twice over every page, so that the second round is served from headers kept for other pages too.
    for (const round of [1, 2]) {
      for (const visitor of visitors) {
        for (const path of pagePaths) {
          const transport: ApiTransport = async (request) =>
            request.path === '/api/storefront'
              ? { status: 200, body: visitor.storefront }
              : (shellApi(request.path) ?? { status: 404, body: {} });
          const parts = {
            storefront: visitor.storefront,
            myDetails: visitor.user,
            banners: { announcement: null, research: null },
          };
          const [fromKept, rendered] = await Promise.all([
            renderPath(path, transport, parts, undefined, keeping),
            renderPath(path, transport, parts, undefined, rendering),
          ]);
          if (fromKept.kind !== 'page' || rendered.kind !== 'page') {
            expect(fromKept).toEqual(rendered);
            continue;
          }
          const who = `${round} ${path} ${visitor.storefront.userType} ${visitor.user?.id ?? 'guest'}`;
          expect(`${who}: ${fromKept.body}`).toBe(`${who}: ${rendered.body}`);
        }
      }
    }
    // Every page of the second round, and most of the first (pages of one section share a key), came from kept markup.
    expect(headers.served).toBeGreaterThan(visitors.length * pagePaths.length * 1.5);
  });
});
