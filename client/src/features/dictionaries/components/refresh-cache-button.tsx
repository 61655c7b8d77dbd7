// 刷新缓存: the server's dictionary cache refreshed, then the UI's fetched again (A-TOPBAR-11 … 13).
import { SyncOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { ErrorText } from '@/api/errors';
import { useAccess } from '@/widgets/access';
import { refreshServerDictCache } from '../api/dict-cache-refresh';
import { useDictCacheReload } from '../hooks/use-dict-cache-reload';
import { DictPermission } from '../model/dict-resource';

export function RefreshCacheButton() {
  const { message } = App.useApp();
  const { can } = useAccess();
  const reloadCache = useDictCacheReload();
  const refresh = useMutation({
    mutationFn: async () => {
      await refreshServerDictCache();
      await reloadCache();
    },
    onSuccess: () => message.success(ErrorText.cacheRefreshDone),
    onError: () => message.warning(ErrorText.cacheRefreshFailed),
  });
  if (!can(DictPermission.refreshCache)) return null;
  return (
    <Button icon={<SyncOutlined />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
      刷新缓存
    </Button>
  );
}
