// Binds a table instance to the vxeSocket: publishes its edited rows and hands over rows edited elsewhere.
import { useCallback, useEffect, useRef, useState } from 'react';
import { appConfig } from '@/shared/config/env';
import { readStoredToken } from '@/shared/storage/session-cache';
import type { GridRow } from '../model/column';
import { randomHexId } from '../model/row-ids';
import { rowToApply, tableUpdateMessage } from './table-update';
import { VxeConnection, vxeSocketUrl } from './vxe-socket';

/** One page id per page load, as upstream. */
const PAGE_ID = randomHexId();

export interface VxeSyncBinding {
  status: 'off' | 'open' | 'closed';
  publish: (row: GridRow) => void;
}

export function useVxeSync(userId: string | undefined, socketKey: string, onRemoteRow: (row: GridRow) => void): VxeSyncBinding {
  const [status, setStatus] = useState<VxeSyncBinding['status']>('off');
  const [caseId] = useState(randomHexId);
  const connection = useRef<VxeConnection | null>(null);
  const onRemote = useRef(onRemoteRow);
  useEffect(() => {
    onRemote.current = onRemoteRow;
  }, [onRemoteRow]);

  useEffect(() => {
    if (!userId || !readStoredToken()) return undefined;
    const live = new VxeConnection({
      url: vxeSocketUrl(appConfig.apiBaseUrl, userId, PAGE_ID, window.location.href),
      token: readStoredToken,
      onStatus: setStatus,
      onMessage: (message) => {
        const row = rowToApply(message, socketKey, caseId);
        if (row) onRemote.current(row);
      },
    });
    connection.current = live;
    live.start();
    return () => {
      live.stop();
      connection.current = null;
    };
  }, [userId, socketKey, caseId]);

  const publish = useCallback((row: GridRow) => void connection.current?.send(tableUpdateMessage(socketKey, row, caseId)), [socketKey, caseId]);
  return { status: userId ? status : 'off', publish };
}
