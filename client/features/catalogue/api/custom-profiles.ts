import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomProfile, CustomProfileList } from '../../../../shared/types/catalogue.js';
import { api, apiGet } from '../../../lib/api.js';

const listUrl = (page: number) => `/api/cart/custom-profile?page=${page}`;

export const getCustomProfiles = (page: number) => apiGet<CustomProfileList>(listUrl(page));

/** The signed-in breeder's custom profiles; mutations invalidate every page through the first key part. */
export const customProfilesQuery = (page: number) =>
  queryOptions({ queryKey: ['custom-profiles', page], queryFn: () => getCustomProfiles(page) });

export const useCustomProfiles = (page: number) => useQuery(customProfilesQuery(page));

export const createCustomProfile = (body: { name: string; species: string; productIds: number[] }) =>
  api<CustomProfile>('POST', '/api/cart/custom-profile', body);

export const deleteCustomProfile = (id: string) =>
  api<void>('DELETE', `/api/store/products/custom-profile/${encodeURIComponent(id)}`);
