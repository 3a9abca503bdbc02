import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcmFormRequestView } from '../../../../shared/types/resources.js';
import { api } from '../../../lib/api.js';

export interface NewAcmFormRequest {
  animalIds: number[];
  agentName?: string;
  agentClinic?: string;
}

/** POST /api/my/acm-form-requests. */
export const createAcmFormRequest = (body: NewAcmFormRequest) =>
  api<AcmFormRequestView>('POST', '/api/my/acm-form-requests', body);

export const useCreateAcmFormRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAcmFormRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'acm-form-requests'] }),
  });
};
