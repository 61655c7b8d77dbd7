import { QueryClient } from '@tanstack/react-query';

// Failures are already reported by the HTTP layer; retrying would repeat the notification.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
