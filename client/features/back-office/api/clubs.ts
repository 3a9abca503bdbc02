import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClub, ClubKind, ClubRole } from '../../../../shared/types/clubs.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/admin/clubs: every club with its members and officials. */
export const adminClubsQuery = () =>
  queryOptions({ queryKey: ['admin', 'clubs'], queryFn: () => apiGet<{ results: AdminClub[] }>('/api/admin/clubs') });
export const useAdminClubs = () => useQuery(adminClubsQuery());

export interface ClubInput {
  name: string;
  kind: ClubKind | '';
  region?: string;
  contactEmail?: string;
}

export const createClub = (input: ClubInput) => api<{ id: number; name: string }>('POST', '/api/admin/clubs', input);

export interface ClubMemberInput {
  email: string;
  role: ClubRole;
  membershipNumber?: string;
}

export const addClubMember = (clubId: number, input: ClubMemberInput) =>
  api<{ clubId: number; userId: number; role: ClubRole }>('POST', `/api/admin/clubs/${clubId}/members`, input);
