import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../session/session-end';

// Failures are already reported by the HTTP layer; retrying would repeat the notification.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another user's data must not survive a logout.
onSessionEnd(() => queryClient.clear());
