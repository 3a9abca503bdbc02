import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_STOREFRONT, STOREFRONTS } from '../../../../shared/storefronts.js';
import type { VisitorStorefront } from '../../../../shared/types/storefront.js';
import { apiGet } from '../../../lib/api.js';

export const getStorefront = () => apiGet<VisitorStorefront>('/api/storefront');

export const storefrontQuery = () => queryOptions({ queryKey: ['storefront'], queryFn: getStorefront, staleTime: 10 * 60_000 });

/** What the shell shows if the storefront could not be read (e.g. on the error page): the default shop. */
const FALLBACK: VisitorStorefront = {
  storefront: DEFAULT_STOREFRONT,
  countryCode: null,
  currency: STOREFRONTS[DEFAULT_STOREFRONT].currency,
  locale: STOREFRONTS[DEFAULT_STOREFRONT].locale,
  source: 'default',
  needsCountryChoice: false,
  userType: 'guest',
  signedIn: false,
  campaignPopupDismissed: true,
};

/** The root loader prefetches it, so pages read it synchronously. */
export const useStorefront = (): VisitorStorefront => useQuery(storefrontQuery()).data ?? FALLBACK;
