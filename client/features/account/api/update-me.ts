import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyDetails } from '../../../../shared/types/account.js';
import { api } from '../../../lib/api.js';

/** The key of GET /api/my/details, shared with the shell's session query. */
export const MY_DETAILS_KEY = ['my', 'details'] as const;

export interface UpdateMeRequest {
  firstName: string;
  lastName: string;
  phone?: string;
  address: { line1?: string; line2?: string; city?: string; postalCode?: string; state?: string; countryCode: string };
  kennelName?: string;
  kennelPrefix?: string;
  clinicName?: string;
  clinicAddress?: string;
}

export const updateMe = (body: UpdateMeRequest) => api<MyDetails>('PUT', '/api/my/user/me', body);

export const setAnimalPreset = (breedIds: number[]) =>
  api<MyDetails>('PUT', '/api/my/user/me/animal-preset', { breed_ids: breedIds });

const storeDetails = (queryClient: QueryClient) => (details: MyDetails) => queryClient.setQueryData(MY_DETAILS_KEY, details);

export const useUpdateMe = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: storeDetails(queryClient) });
};

export const useSetAnimalPreset = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAnimalPreset, onSuccess: storeDetails(queryClient) });
};
