import { formatMoney } from '../../shared/format.js';
import { type CurrencyCode, isStorefrontCode } from '../../shared/storefronts.js';

/** Minor units in the storefront's own format. */
export const money = (amount: number, currency: string, storefront: string) =>
  formatMoney({ amount, currency: currency as CurrencyCode }, isStorefrontCode(storefront) ? storefront : 'US');
