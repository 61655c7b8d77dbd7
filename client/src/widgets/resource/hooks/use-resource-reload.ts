import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Resource } from '../model/resource';

/** Reloads a resource's list from outside it (e.g. after the screen's own recycle bin put rows back). */
export function useResourceReload(resource: Pick<Resource<unknown>, 'key'>): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [resource.key, 'list'] }), [queryClient, resource.key]);
}
