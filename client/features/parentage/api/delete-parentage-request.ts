import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** DELETE /api/my/parentage-request/{id}. */
export const deleteParentageRequest = (id: number) => api<void>('DELETE', `/api/my/parentage-request/${id}`);

export const useDeleteParentageRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParentageRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'parentage-request'] }),
  });
};

/** The report is a download: a plain link the browser follows with its session cookie. */
export const parentageReportUrl = (id: number) => `/api/my/parentage-request/${id}/report`;
