import { createContext } from 'react';
import type { Audience } from '../../shared/audience.js';
import { headerTitleOf, mainMenu } from '../../shared/navigation.js';
import { paths } from '../../shared/paths.js';
import type { MyDetails } from '../../shared/types/account.js';
import type { VisitorStorefront } from '../../shared/types/storefront.js';
import { isActivePath } from '../components/navigation/Link.js';

/** The guest's top bar: one link per audience, each marked on its audience's pages. */
export const AUDIENCE_LINKS = [
  { label: 'Breeder', to: paths.breeder },
  { label: 'Pet Owner', to: paths.petOwner },
  { label: 'Veterinarians', to: paths.vet },
];

/**
 * The header is the same markup for every page that shares its inputs: the audience, the storefront (country,
 * currency), the flow's title, which of its menu links the page marks as current and, when someone is signed
 * in, their details (name, user type, roles). The server renders it once per such key and then puts the kept
 * markup in its place (decision 1100, thirteenth session): it was a tenth of a listing page's render. The
 * browser always renders the header itself and hydrates the same markup.
 */
export class HeaderMarkupCache {
  private readonly entries = new Map<string, string>();

  /** A few hundred keys cover every audience, storefront and section; past that the oldest go. */
  constructor(private readonly capacity = 500) {}

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, markup: string): void {
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, markup);
  }
}

/** One server render's use of the cache: the key the header rendered itself for, its markup to be kept. */
export interface HeaderMarkupRender {
  cache: HeaderMarkupCache;
  missed: string | null;
}

/** Given by the server's renderer only: in the browser (and in unit renders without it) the header renders. */
export const HeaderMarkupContext = createContext<HeaderMarkupRender | null>(null);

/** The class the server renders the header with (the browser adds `--shrunk` once the page scrolls). */
export const HEADER_CLASS = 'site-header';

/**
 * Everything the header's markup depends on. The page's path counts only through the title it gives and the
 * current-page marks of the header's `NavLink`s (the top bar's, and the menu bar's with `end`), so every product
 * page of a section shares one key. A signed-in visitor's key holds all their details, so that no one else's
 * header can ever match it.
 */
export function headerKey(input: {
  audience: Audience;
  storefront: VisitorStorefront;
  pathname: string;
  user: MyDetails | null;
}): string {
  const { audience, storefront, pathname, user } = input;
  const menu = mainMenu({ audience, signedIn: user !== null, countryCode: storefront.countryCode });
  const marks = [
    ...AUDIENCE_LINKS.map((link) => isActivePath(pathname, link.to, false)),
    ...menu.flatMap((item) => (item.children ?? [item]).map((link) => isActivePath(pathname, link.to, true))),
  ];
  return JSON.stringify([
    audience,
    storefront.storefront,
    storefront.countryCode,
    storefront.currency,
    headerTitleOf(pathname) ?? null,
    marks.map((mark) => (mark ? 1 : 0)).join(''),
    user,
  ]);
}

/** The inner markup of the first site header in a rendered page, or undefined if it has none. */
export function headerInnerMarkup(html: string): string | undefined {
  const open = `<header class="${HEADER_CLASS}">`;
  const start = html.indexOf(open);
  if (start < 0) return undefined;
  const inner = start + open.length;
  // Headers inside it (none today) are counted, so the one that closes it is found.
  let depth = 1;
  let at = inner;
  for (;;) {
    const nextOpen = html.indexOf('<header', at);
    const nextClose = html.indexOf('</header>', at);
    if (nextClose < 0) return undefined;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + 1;
      continue;
    }
    depth -= 1;
    if (depth === 0) return html.slice(inner, nextClose);
    at = nextClose + 1;
  }
}
