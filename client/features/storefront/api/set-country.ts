import { STOREFRONTS, type StorefrontCode } from '../../../../shared/storefronts.js';
import { api } from '../../../lib/api.js';

/** Stores the chosen country and its storefront's currency (spec §4: 31 days); the caller reloads. */
export async function setCountry(countryCode: string, storefront: StorefrontCode): Promise<void> {
  await api('POST', '/api/cookie/country', { countryCode });
  await api('POST', '/api/cookie/currency', { currency: STOREFRONTS[storefront].currency });
}
