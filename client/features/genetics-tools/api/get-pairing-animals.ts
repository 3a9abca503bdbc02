import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BreedingAnimal } from '../../../../shared/types/genetics-tools.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/my/breeding-strategy/animals: your animals with published results, to pick a dam and a sire. */
export const pairingAnimalsQuery = () =>
  queryOptions({
    queryKey: ['my', 'breeding-strategy', 'animals'],
    queryFn: () => apiGet<BreedingAnimal[]>('/api/my/breeding-strategy/animals'),
  });

export const usePairingAnimals = () => useQuery(pairingAnimalsQuery());
