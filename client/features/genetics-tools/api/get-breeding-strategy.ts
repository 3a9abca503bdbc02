import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocusOdds } from '../../../../shared/genetics/inheritance.js';
import { apiGet } from '../../../lib/api.js';

export interface BreedingStrategyInput {
  strategy_type: string;
  dam_genetic_result: string;
  sire_genetic_result: string;
}

/** GET /api/my/breeding-strategy/: one locus, one pairing. */
export const breedingStrategyQuery = (input: BreedingStrategyInput) =>
  queryOptions({
    queryKey: ['my', 'breeding-strategy', input.strategy_type, input.dam_genetic_result, input.sire_genetic_result],
    queryFn: () => apiGet<LocusOdds>(`/api/my/breeding-strategy/?${new URLSearchParams({ ...input })}`),
    retry: false,
  });

/** Asks only once the form was sent; null asks nothing. */
export const useBreedingStrategy = (input: BreedingStrategyInput | null) =>
  useQuery({
    ...breedingStrategyQuery(input ?? { strategy_type: '', dam_genetic_result: '', sire_genetic_result: '' }),
    enabled: input !== null,
  });
