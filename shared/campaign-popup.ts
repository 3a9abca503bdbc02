import { paths } from './paths.js';

/** Pages where a visitor is doing something that a promotion must not interrupt (decision 0801). */
const FOCUSED_PREFIXES = [
  paths.login,
  paths.register,
  paths.checkout,
  paths.activate,
  paths.forgotPassword,
  paths.resetPassword,
] as const;

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Whether the campaign popup may open: never before the visitor has chosen a country and seen a first
 * page (it opens on the second page of the visit), never over sign-in, registration, checkout or
 * activation, never once dismissed.
 */
export function campaignPopupMayOpen(visit: {
  pathname: string;
  pagesSeen: number;
  countryChosen: boolean;
  dismissed: boolean;
}): boolean {
  if (visit.dismissed || !visit.countryChosen || visit.pagesSeen < 2) return false;
  return !FOCUSED_PREFIXES.some((prefix) => within(visit.pathname, prefix));
}
