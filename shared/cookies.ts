/** Names of the cookies the shop sets. Values are validated on the server before they are written. */
export const COOKIES = {
  /** The visitor's chosen or detected storefront country (ISO 3166-1 alpha-2), kept 31 days. */
  country: 'country',
  currency: 'currency',
  /** breeder | owner | vet | guest (spec §4 "User type cookie"). */
  userType: 'user_type',
  campaignPopupDismissed: 'campaign_popup_dismissed',
  /** The server-side session id; `__Host-` prefixed in production (see sessionCookieName). */
  session: 'sid',
} as const;

export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 31 * 24 * 60 * 60;

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIES.session}` : COOKIES.session;
}
