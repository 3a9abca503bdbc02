import type { StorefrontSource } from '../storefront-resolution.js';
import type { CurrencyCode, StorefrontCode } from '../storefronts.js';
import type { UserType } from './user.js';

/** GET /api/storefront: the shop the visitor is in, resolved on the server for every request. */
export interface VisitorStorefront {
  storefront: StorefrontCode;
  /** The visitor's known country; null until the welcome dialog has asked. */
  countryCode: string | null;
  currency: CurrencyCode;
  /** BCP 47 locale for numbers, money and dates. */
  locale: string;
  /** 'default' when no signal named a served country: the shop shows the default storefront and asks. */
  source: StorefrontSource | 'default';
  needsCountryChoice: boolean;
  /** The signed-in user's type, else the guest's user-type cookie, else guest. */
  userType: UserType;
  signedIn: boolean;
  campaignPopupDismissed: boolean;
}
