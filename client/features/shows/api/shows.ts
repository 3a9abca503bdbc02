import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowBooking } from '../../../../shared/types/shows.js';
import { api, apiGet } from '../../../lib/api.js';

export const myShowsQuery = () =>
  queryOptions({ queryKey: ['my', 'shows'], queryFn: () => apiGet<{ results: ShowBooking[] }>('/api/my/shows') });
export const useMyShows = () => useQuery(myShowsQuery());

export type ShowBookingInput = Omit<
  ShowBooking,
  'id' | 'status' | 'statusLabel' | 'createdAt' | 'confirmedAt' | 'notes' | 'expectedAnimals' | 'samples'
> & { expectedAnimals: number | string; notes?: string };

export const bookShow = (input: ShowBookingInput) => api<ShowBooking>('POST', '/api/my/shows', input);
export const cancelShow = (id: number) => api<ShowBooking>('POST', `/api/my/shows/${id}/cancel`, {});
