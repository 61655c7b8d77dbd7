// /online/cgformList/{formId} (menu component modules/online/cgform/auto/OnlCgformAutoList and its variants): an
// online form's data list, built from the form's metadata by the resource kit's adapter.
import { useQuery } from '@tanstack/react-query';
import { Card, Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { onlineResourceOf, ResourceList } from '@/widgets/resource';
import { loadOnlineMetadata } from '../api/online-form-api';
import { formIdOf } from '../model/form-id';

export function OnlineFormListPage({ route }: { route: { path: string } }) {
  // A generic route (/online/cgformList/:code, 功能测试's) names the form in the address, not in its own path.
  const { pathname } = useLocation();
  const id = formIdOf(route.path.includes(':') ? pathname : route.path);
  const metadata = useQuery({ queryKey: ['online', 'form', id], queryFn: async () => onlineResourceOf(await loadOnlineMetadata(id)), enabled: Boolean(id), staleTime: 60_000 });
  if (!id || metadata.isError) {
    const reason = metadata.error instanceof Error ? metadata.error.message : '菜单地址中没有表单ID';
    return <Result status="warning" title="在线表单加载失败" subTitle={reason} data-testid="online-form-failed" />;
  }
  if (!metadata.data) return <Card loading data-testid="online-form-loading" />;
  return <ResourceList resource={metadata.data} />;
}
