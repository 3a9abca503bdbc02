import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryState } from '../../../../shared/types/geo.js';
import { apiGet } from '../../../lib/api.js';

export const getStates = (countryCode: string) =>
  apiGet<CountryState[]>(`/api/countries/states/?country_code=${encodeURIComponent(countryCode)}`);

export const statesQuery = (countryCode: string) =>
  queryOptions({ queryKey: ['countries', countryCode, 'states'], queryFn: () => getStates(countryCode), staleTime: 60 * 60_000 });

/** States of a country; empty while none is chosen. */
export const useStates = (countryCode: string) => useQuery({ ...statesQuery(countryCode), enabled: countryCode.length === 2 });
