import type { QueryClient } from '@tanstack/react-query';
import type { VisitorStorefront } from '../../../../shared/types/storefront.js';
import type { UserType } from '../../../../shared/types/user.js';
import { api } from '../../../lib/api.js';
import { storefrontQuery } from './get-storefront.js';

/** Remembers a guest's audience, and updates the cached storefront without refetching it. */
export async function setUserType(queryClient: QueryClient, userType: UserType): Promise<void> {
  const stored = await api<{ userType: UserType }>('POST', '/api/cookie/user-type', { userType });
  queryClient.setQueryData(storefrontQuery().queryKey, (current: VisitorStorefront | undefined) =>
    current ? { ...current, userType: stored.userType } : current,
  );
}
