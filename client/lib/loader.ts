import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from './api.js';

/**
 * Prefetch for a route loader: fills the cache the page reads, and turns an API 404 into the page's 404 and an
 * API 503 (the database is away for a moment) into the page's 503, so that the server answers with the right
 * status and nobody caches or indexes an outage as a broken page.
 */
export async function prefetch<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 503))
      throw data(error.body, { status: error.status });
    throw error;
  }
}
