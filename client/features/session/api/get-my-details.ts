import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDetails } from '../../../../shared/types/account.js';
import { ApiError, apiGet } from '../../../lib/api.js';

/** GET /api/my/details (the accounts module): who is signed in, and who is acting for them. */
export type SignedInUser = MyDetails;

/** The signed-in user, or null for a guest (401, or no accounts module answering yet). */
export async function getMyDetails(): Promise<SignedInUser | null> {
  try {
    return await apiGet<SignedInUser>('/api/my/details');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const myDetailsQuery = () => queryOptions({ queryKey: ['my', 'details'], queryFn: getMyDetails, staleTime: 5 * 60_000 });

/** The root loader prefetches it; null for a guest. */
export const useMyDetails = (): SignedInUser | null => useQuery(myDetailsQuery()).data ?? null;
