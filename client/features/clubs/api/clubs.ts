import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductPage } from '../../../../shared/types/catalogue.js';
import type { ClubAccessList, ClubKind, ClubRole, ClubSharedAnimals } from '../../../../shared/types/clubs.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/tools/club-access: the member's clubs and what each may read (tool `club-access`). */
export const clubAccessQuery = () =>
  queryOptions({ queryKey: ['my', 'club-access'], queryFn: () => apiGet<ClubAccessList>('/api/tools/club-access') });
export const useClubAccess = () => useQuery(clubAccessQuery());

/** GET /api/my/club-products: club products at the club price, for members of a club only (decision 0971). */
export const clubProductsQuery = () =>
  queryOptions({
    queryKey: ['my', 'club-products'],
    queryFn: () => apiGet<ProductPage<ProductCard>>('/api/my/club-products'),
  });
export const useClubProducts = () => useQuery(clubProductsQuery());

/** The clubs the account serves as an official. */
export const officialClubsQuery = () =>
  queryOptions({
    queryKey: ['my', 'club-official'],
    queryFn: () => apiGet<{ results: Array<{ clubId: number; kind: ClubKind; role: ClubRole }> }>('/api/club/official'),
  });
export const useOfficialClubs = () => useQuery(officialClubsQuery());

/** What members shared with a club, for its officials (read-only). */
export const clubAnimalsQuery = (clubId: number) =>
  queryOptions({
    queryKey: ['my', 'club-animals', clubId],
    queryFn: () => apiGet<ClubSharedAnimals>(`/api/club/animals?clubId=${clubId}`),
  });
export const useClubAnimals = (clubId: number) => useQuery(clubAnimalsQuery(clubId));

export const shareWithClub = (clubId: number, animalIds: number[]) =>
  api<{ clubId: number; animalIds: number[] }>('POST', '/api/my/clubs/transfer-club-animals', {
    animal_ids: animalIds,
    club_id: clubId,
  });

export const withdrawClubAccess = (animalId: number, clubId: number) =>
  api('DELETE', `/api/tools/club-access/?animalId=${animalId}&clubId=${clubId}`);
