import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from './api.js';

/**
 * Prefetch for a route loader: fills the cache the page reads, and turns an API 404 into the page's
 * 404 so that the server answers with the right status.
 */
export async function prefetch<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(error.body, { status: 404 });
    throw error;
  }
}
