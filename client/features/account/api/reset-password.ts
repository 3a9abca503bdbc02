import { api } from '../../../lib/api.js';

export const resetPassword = (token: string, password: string) =>
  api<{ reset: true }>('POST', '/api/reset-password', { token, password });
