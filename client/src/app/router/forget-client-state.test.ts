import { describe, expect, it } from 'vitest';
import { usePermissionStore } from '../access/permission-store';
import { queryClient } from '../providers/query-client';
import { useTabsStore } from '../tabs/tabs-store';
import { FORGET_CLIENT_STATE_EVENT } from './forget-client-state';
import { useSessionStore } from '../session/session-store';

describe('forgetting the client state with the session kept', () => {
  it('drops the page tabs, the cached answers and the loaded permissions, and keeps the token', () => {
    useSessionStore.setState({ token: 'kept-token' });
    queryClient.setQueryData(['position', 'list'], { records: [] });
    useTabsStore.getState().visit({ pathname: '/isystem/position', search: '', hash: '' }, { title: '职务管理', keepAlive: true }, { multipage: true, workbench: null });
    usePermissionStore.setState({ status: 'ready', auth: [{ action: 'system:position:add', type: '1', describe: '新增' }] as never });

    window.dispatchEvent(new Event(FORGET_CLIENT_STATE_EVENT));

    expect(queryClient.getQueryData(['position', 'list'])).toBeUndefined();
    expect(useTabsStore.getState().tabs).toEqual([]);
    expect(usePermissionStore.getState()).toMatchObject({ status: 'idle', auth: [] });
    expect(useSessionStore.getState().token).toBe('kept-token');
  });
});
