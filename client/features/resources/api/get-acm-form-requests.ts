import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcmAnimal, AcmFormRequestView } from '../../../../shared/types/resources.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/my/acm-form-requests: the caller's requests for witnessed-collection forms, newest first. */
export const acmFormRequestsQuery = () =>
  queryOptions({
    queryKey: ['my', 'acm-form-requests'],
    queryFn: () => apiGet<AcmFormRequestView[]>('/api/my/acm-form-requests'),
  });

export const useAcmFormRequests = () => useQuery(acmFormRequestsQuery());

/** GET /api/my/acm-form-requests/animals: the caller's animals forms can be asked for. */
export const acmAnimalsQuery = () =>
  queryOptions({
    queryKey: ['my', 'acm-form-requests', 'animals'],
    queryFn: () => apiGet<AcmAnimal[]>('/api/my/acm-form-requests/animals'),
  });

export const useAcmAnimals = () => useQuery(acmAnimalsQuery());
