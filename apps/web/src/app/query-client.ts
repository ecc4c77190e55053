import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not go away by asking again; everything else is retried twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
