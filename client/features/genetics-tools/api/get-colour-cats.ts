import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ColourCat } from '../../../../shared/types/genetics-tools.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/my/feline-colour/cats: your cats with the colour loci the lab has published. */
export const colourCatsQuery = () =>
  queryOptions({
    queryKey: ['my', 'feline-colour', 'cats'],
    queryFn: () => apiGet<ColourCat[]>('/api/my/feline-colour/cats'),
  });

export const useColourCats = () => useQuery(colourCatsQuery());
