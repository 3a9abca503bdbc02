import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Country } from '../../../../shared/types/geo.js';
import { apiGet } from '../../../lib/api.js';

export const getCountries = () => apiGet<Country[]>('/api/countries');

export const countriesQuery = () => queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });

export const useCountries = () => useSuspenseQuery(countriesQuery());
