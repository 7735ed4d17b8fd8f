import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client.ts';

const MAX_RETRIES = 2;

// A refusal will not change on retry (bad input, signed out, not found): fail fast instead.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
