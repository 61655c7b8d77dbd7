import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfig } from '@/shared/config/env';
import { announcementQueries } from '../api/announcement-queries';
import { AnnouncementConnection } from '../lib/announcement-connection';
import { announcementSocketUrl } from '../lib/socket-url';

/** Keeps the live connection of the signed-in user open while mounted; a push reloads the notice lists. */
export function useAnnouncementPush(userId: string | null | undefined, token: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !token) return;
    const connection = new AnnouncementConnection({
      url: announcementSocketUrl(appConfig.apiBaseUrl, userId, window.location.href),
      token,
      onRefresh: () => void queryClient.invalidateQueries({ queryKey: announcementQueries.all }),
    });
    connection.start();
    return () => connection.stop();
  }, [userId, token, queryClient]);
}
