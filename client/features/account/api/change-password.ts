import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyDetails } from '../../../../shared/types/account.js';
import { api } from '../../../lib/api.js';
import { mySessionsQuery } from './my-sessions.js';

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<MyDetails>('PUT', '/api/my/user/me/change-password', body);

/** The other sessions end and this one gets a new id, so the sessions list is read again. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery().queryKey }),
  });
};
