import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentageRequestView } from '../../../../shared/types/parentage.js';
import { api } from '../../../lib/api.js';

export interface NewParentageRequest {
  offspringId?: number;
  damId?: number;
  damMicrochip?: string;
  sireId?: number;
  sireMicrochip?: string;
  /** Through the breeder's club: POST …/via-club. */
  clubName?: string;
}

/** POST /api/my/parentage-request, or /via-club with the club's name. */
export const createParentageRequest = (body: NewParentageRequest) =>
  api<ParentageRequestView>(
    'POST',
    body.clubName !== undefined ? '/api/my/parentage-request/via-club' : '/api/my/parentage-request',
    body,
  );

export const useCreateParentageRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParentageRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'parentage-request'] }),
  });
};
