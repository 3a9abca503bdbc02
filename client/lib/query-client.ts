import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data the server rendered stays fresh long enough that hydration never refetches it.
        staleTime: 60_000,
        // A 4xx will not get better by asking again; network and server errors might.
        retry: (failureCount, error) => failureCount < 2 && ((error as { status?: number }).status ?? 500) >= 500,
        refetchOnWindowFocus: false,
      },
    },
  });
}
