import { onlineManager, QueryClient } from '@tanstack/react-query';
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

// TanStack Query assumes online until the browser's `offline` event; a page opened without a network (from
// the service worker, decision 0048) starts offline, so queries wait for the network instead of failing.
onlineManager.setOnline(navigator.onLine);

/** The application's one query client: server state lives only here. */
export const queryClient = createQueryClient();
