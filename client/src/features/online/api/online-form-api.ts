// An online form's metadata: the three calls a list screen of it needs, made together.
import { getAction } from '@/api/http';
import type { OnlineMetadata } from '@/widgets/resource';

export async function loadOnlineMetadata(id: string): Promise<OnlineMetadata> {
  const [columns, queryInfo, formItem] = await Promise.all([
    getAction('/online/cgform/api/getColumns/{id}', { path: { id } }),
    getAction('/online/cgform/api/getQueryInfo/{id}', { path: { id } }),
    getAction('/online/cgform/api/getFormItem/{id}', { path: { id } }),
  ]);
  if (!columns.result || !formItem.result) throw new Error('在线表单配置为空');
  return { id, columns: columns.result, queryInfo: queryInfo.result ?? [], formItem: formItem.result };
}
