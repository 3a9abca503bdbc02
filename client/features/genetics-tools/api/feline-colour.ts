import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FelineGenotypes } from '../../../../shared/genetics/feline-colour.js';
import type { FelineColourAnswer } from '../../../../shared/types/genetics-tools.js';
import { api } from '../../../lib/api.js';

export type FelineColourInput = FelineGenotypes | { dam: FelineGenotypes; sire: FelineGenotypes };

/** POST /api/my/feline-colour: one cat's coat, or a pair's kittens. A pure answer, read as a query. */
export const felineColourQuery = (input: FelineColourInput) =>
  queryOptions({
    queryKey: ['my', 'feline-colour', input],
    queryFn: () => api<FelineColourAnswer>('POST', '/api/my/feline-colour', input),
    retry: false,
  });

export const useFelineColour = (input: FelineColourInput | null) =>
  useQuery({ ...felineColourQuery(input ?? ({} as FelineGenotypes)), enabled: input !== null });
