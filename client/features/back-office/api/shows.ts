import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOW_BOOKING_STATUSES, type ShowBooking, type ShowBookingStatus } from '../../../../shared/types/shows.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/admin/shows[?status]: show bookings by show date. */
export const adminShowsQuery = (status: ShowBookingStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'shows', status],
    queryFn: () => apiGet<{ results: ShowBooking[] }>(`/api/admin/shows${status ? `?status=${status}` : ''}`),
  });
export const useAdminShows = (status: ShowBookingStatus | '') => useQuery(adminShowsQuery(status));

export const confirmShow = (id: number) => api<ShowBooking>('POST', `/api/admin/shows/${id}/confirm`);

/** `?status`, or '' (every booking) when missing or not a status. */
export function showStatusOf(params: URLSearchParams): ShowBookingStatus | '' {
  const status = params.get('status') ?? '';
  return SHOW_BOOKING_STATUSES.find((s) => s === status) ?? '';
}
