import { useMutation } from '@tanstack/react-query';
import type { MyDetails } from '../../../../shared/types/account.js';
import { api } from '../../../lib/api.js';

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<MyDetails>('PUT', '/api/my/user/me/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
