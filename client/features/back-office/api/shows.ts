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

/** POST /api/admin/shows/{id}/samples: the kits the lab sampled at a confirmed show (decision 0972). */
export const recordShowSamples = (id: number, barcodes: string[]) =>
  api<ShowBooking>('POST', `/api/admin/shows/${id}/samples`, { barcodes });

/** The barcodes typed or scanned into one box: one per line, or separated by spaces or commas. */
export const barcodesOf = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** DELETE /api/admin/shows/{id}/samples/{barcode}: a kit recorded at the show by mistake (decision 0975). */
export const removeShowSample = (id: number, barcode: string) =>
  api<ShowBooking>('DELETE', `/api/admin/shows/${id}/samples/${encodeURIComponent(barcode)}`);

/** `?status`, or '' (every booking) when missing or not a status. */
export function showStatusOf(params: URLSearchParams): ShowBookingStatus | '' {
  const status = params.get('status') ?? '';
  return SHOW_BOOKING_STATUSES.find((s) => s === status) ?? '';
}
