import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { useLocation } from 'react-router';

/** Opens a page of the shop in this tab: the router's `navigate`, given once for every link on the page. */
export type FollowLink = (to: string, options: { replace: boolean; state: unknown }) => void;

/**
 * The browser's router, given by `entry-client`. One context read per link, where react-router's `useNavigate`
 * took six hooks and a layout effect in each of the seventy links of a page's frame, on the server and again at
 * hydration. Without it (the server's render, a unit test) a click is the browser's own.
 */
export const LinkNavigation = createContext<FollowLink | null>(null);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A page of this shop: an absolute path, with its query and fragment if any (`paths`, a product's url), or
   * only a query, for another state of the page shown (`?page=2`).
   */
  to: string;
  /** Replace the current history entry instead of adding one (the default when `to` is the current page). */
  replace?: boolean;
  /** History state for the page linked to. */
  state?: unknown;
}

/**
 * A link to a page of the shop, followed in the page (client-side navigation) like react-router's `Link`,
 * for the one kind of target the shop links to: an absolute path of its own. react-router's `Link` resolves
 * every `to` against the matched routes on every render (relative paths, basenames, absolute URLs, route
 * discovery): with about seventy links in the frame that was an eighth of a page's server render
 * (docs/decisions/1100, tenth session). Here the path is the `href`, and the click does what `Link`'s does.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const navigate = useContext(LinkNavigation);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? isCurrentPage(to), state });
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'aria-current'> {
  /** Active only on `to` itself, not on the pages below it. */
  end?: boolean;
}

/**
 * A link in a menu: marked as the current one (class `active`, `aria-current="page"`) on its page and,
 * unless `end`, on the pages below it, by the rule of react-router's `NavLink` (paths compared without
 * letter case; its `pending` class, which no style uses, is left out).
 */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const active = isActivePath(useLocation().pathname, link.to, end);
  const classes = active ? (className ? `${className} active` : 'active') : className;
  return <Link {...link} className={classes} aria-current={active ? 'page' : undefined} />;
}

/**
 * Whether the page at `current` is the one linked to (`to`, its query and fragment aside) or, unless `end`,
 * below it: react-router's `NavLink` rule, letter case aside.
 */
export function isActivePath(current: string, to: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const linked = to.replace(/[?#].*$/, '').toLowerCase();
  const slashAt = linked !== '/' && linked.endsWith('/') ? linked.length - 1 : linked.length;
  return here === linked || (!end && here.startsWith(linked) && here.charAt(slashAt) === '/');
}

/** A left click without a modifier key, on a link that opens in this tab: the browser's own otherwise. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** Following a link to the page already shown replaces it in the history, as react-router's `Link` does. */
function isCurrentPage(to: string): boolean {
  const here = window.location;
  const target = new URL(to, here.href);
  return target.pathname === here.pathname && target.search === here.search && target.hash === here.hash;
}
