import type { UserType } from './user.js';

/** GET /api/my/details: the signed-in user as the account pages and the shell see them. */
export interface MyDetails {
  id: number;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isAdmin: boolean;
  emailConfirmed: boolean;
  phone: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    postalCode: string | null;
    state: string | null;
    country: { code: string } | null;
  };
  countryCode: string | null;
  currency: string | null;
  kennelName: string | null;
  kennelPrefix: string | null;
  clinicName: string | null;
  clinicAddress: string | null;
  animalPreset: { breed_ids: number[] };
  impersonator: { id: number; name: string } | null;
  /** The lab linked the account to an approved collection agent: its agent tools show (decision 0973). */
  collectionAgent: boolean;
}

export interface MySession {
  id: string;
  current: boolean;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface AdminUserRow {
  id: number;
  email: string;
  name: string;
  userType: UserType;
  isAdmin: boolean;
  emailConfirmed: boolean;
  createdAt: string;
}

export interface AdminUserList {
  results: AdminUserRow[];
  count: number;
  next: number | null;
  previous: number | null;
}

/** GET /api/auth/challenge: a server-signed proof-of-work puzzle for the forgot-password form. */
export interface HumanChallenge {
  challenge: string;
  difficulty: number;
}

/** GET /api/admin/impersonations: the audit log of support acting as customers. */
export interface ImpersonationRecord {
  id: number;
  admin: { id: number; name: string };
  user: { id: number; name: string; email: string };
  ip: string | null;
  startedAt: string;
  endedAt: string | null;
  /** 'expired': the session ran out its hour; 'ended': stopped or signed out earlier (docs/decisions/0209). */
  endReason: 'expired' | 'ended' | null;
  actions: Array<{ method: string; path: string; statusCode: number; fields: string[]; at: string }>;
}
