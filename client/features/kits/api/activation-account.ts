import type { ActivationAccount } from '../../../../shared/types/kits.js';
import { api } from '../../../lib/api.js';

/** What the e-mail step sends: the address alone, with the password to sign in, or a new account's fields. */
export interface ActivationAccountRequest {
  email: string;
  password?: string;
  userType?: 'owner' | 'breeder';
  firstName?: string;
  lastName?: string;
  countryCode?: string;
  kennelName?: string;
  kennelPrefix?: string;
}

/** POST /api/activate/register-email: look the address up, sign in, or create the account and sign in. */
export const registerActivationEmail = (body: ActivationAccountRequest) =>
  api<ActivationAccount>('POST', '/api/activate/register-email', body);
