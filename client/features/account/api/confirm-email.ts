import { api } from '../../../lib/api.js';

export const confirmEmail = (token: string) => api<{ confirmed: true }>('POST', '/api/register/confirm', { token });
