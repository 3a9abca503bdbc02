import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export type RegistrationKind = 'owner' | 'breeder' | 'vet';

export interface RegistrationRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  countryCode: string;
  kennelName?: string;
  kennelPrefix?: string;
  clinicName?: string;
  clinicAddress?: string;
}

const ENDPOINTS: Record<RegistrationKind, string> = {
  owner: '/api/register',
  breeder: '/api/register/breeder',
  vet: '/api/register/vet',
};

export const register = (kind: RegistrationKind, body: RegistrationRequest) =>
  api<{ email: string; userType: string; confirmationSent: true }>('POST', ENDPOINTS[kind], body);

export const useRegister = (kind: RegistrationKind) =>
  useMutation({ mutationFn: (body: RegistrationRequest) => register(kind, body) });
