import { QueryClient } from '@tanstack/react-query';

/**
 * `onServer`: a server render never retries; a failing loader answers its error page at once
 * instead of holding the visitor's request through retry back-offs.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data the server rendered stays fresh long enough that hydration never refetches it.
        staleTime: 60_000,
        // A 4xx will not get better by asking again; network and server errors might.
        retry: onServer
          ? false
          : (failureCount, error) => failureCount < 2 && ((error as { status?: number }).status ?? 500) >= 500,
        refetchOnWindowFocus: false,
      },
    },
  });
}
