import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentageAnimalList } from '../../../../shared/types/parentage.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/my/parentage-animals: the caller's animals that can be an offspring, dam or sire. */
export const parentageAnimalsQuery = (filter: { gender?: 'male' | 'female'; size?: number } = {}) =>
  queryOptions({
    queryKey: ['my', 'parentage-animals', filter],
    queryFn: () => {
      const params = new URLSearchParams({ size: String(filter.size ?? 50) });
      if (filter.gender) params.set('gender', filter.gender);
      return apiGet<ParentageAnimalList>(`/api/my/parentage-animals?${params}`);
    },
  });

export const useParentageAnimals = (filter: { gender?: 'male' | 'female'; size?: number } = {}) =>
  useQuery(parentageAnimalsQuery(filter));
