import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MySession } from '../../../../shared/types/account.js';
import { api, apiGet } from '../../../lib/api.js';

export const mySessionsQuery = () =>
  queryOptions({ queryKey: ['my', 'sessions'], queryFn: () => apiGet<MySession[]>('/api/my/sessions') });

export const useMySessions = () => useQuery(mySessionsQuery());

export const endSession = (id: string) => api<void>('DELETE', `/api/my/sessions/${encodeURIComponent(id)}`);

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery().queryKey }),
  });
};
