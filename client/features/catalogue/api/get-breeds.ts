import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BreedList } from '../../../../shared/types/catalogue.js';
import { apiGet } from '../../../lib/api.js';

const breedsUrl = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return `/api/breed?${query.toString()}`;
};

export const getBreeds = (params: Record<string, string | number | undefined>) => apiGet<BreedList>(breedsUrl(params));

/** The breeds dropdown: pages of 20, loaded as the list scrolls (spec §9 virtual dropdown). */
export const breedPagesQuery = (species: string, name: string) =>
  infiniteQueryOptions({
    queryKey: ['breeds', species, name],
    queryFn: ({ pageParam }) => getBreeds({ species, name, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    staleTime: 60 * 60_000,
  });

export const useBreedPages = (species: string, name: string) => useInfiniteQuery(breedPagesQuery(species, name));

/** The names of breeds picked in a shared link, for their tags. */
export const breedsByIdsQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['breeds-by-id', ids.join(',')],
    queryFn: () =>
      ids.length
        ? getBreeds({ ids: ids.join(',') })
        : Promise.resolve<BreedList>({ results: [], count: 0, next: null, previous: null }),
    staleTime: 60 * 60_000,
  });

export const useBreedsByIds = (ids: number[]) => useQuery(breedsByIdsQuery(ids));

/** The breed index page: a species' breeds, one page of 20 at a time, filtered by name. */
export const breedListQuery = (species: string, name: string, page: number) =>
  queryOptions({
    queryKey: ['breed-list', species, name, page],
    queryFn: () => getBreeds({ species, name, page }),
    staleTime: 60 * 60_000,
  });

export const useBreedList = (species: string, name: string, page: number) => useQuery(breedListQuery(species, name, page));
