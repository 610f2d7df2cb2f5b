import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A client error (4xx) will not change by asking again; server and network errors may. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

/** The application's one query client: server state lives only here. */
export const queryClient = createQueryClient();
