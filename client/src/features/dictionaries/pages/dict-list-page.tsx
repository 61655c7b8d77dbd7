// /isystem/dict (menu component system/DictList): 数据字典 — search, advanced query, 添加, 编辑, 删除, 批量删除, 导出,
// 导入, 字典配置 (the items drawer), 刷新缓存 and the 回收站, with buttons following the user's permissions.
import { HddOutlined, PlusOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Grid } from 'antd';
import { useMemo, useState } from 'react';
import { ErrorText } from '@/api/errors';
import { useAccess } from '@/widgets/access';
import { BatchActions, ExportButton, ImportButton, ListTable, ListToolbar, RowActions, RowDeleteLink, RowLink, SearchForm, SelectionBar, listRequestParams, useListData, useListDeletion, useListUrlState, useRowSelection, type ListColumn } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import {
  addDictionary,
  deleteDictionaries,
  deleteDictionary,
  DICT_EXPORT_URL,
  DICT_IMPORT_URL,
  editDictionary,
  loadDictionaries,
  type Dictionary,
  type DictionaryForm,
} from '../api/dict-api';
import { refreshServerDictCache } from '../api/dict-cache-refresh';
import { DictFormModal } from '../components/dict-form-modal';
import { DictItemsDrawer } from '../components/dict-items-drawer';
import { DictRecycleBinModal } from '../components/dict-recycle-bin-modal';
import { useDictCacheReload } from '../hooks/use-dict-cache-reload';
import { DICT_DEFAULT_SORT, DICT_QUERY_FIELDS, DICT_SCREEN, DICT_SEARCH, DictPermission } from '../model/dict-list-config';

export function DictListPage() {
  const { message } = App.useApp();
  const { can } = useAccess();
  // On a phone a fixed action column would cover the names; it scrolls with them instead.
  const isPhone = !Grid.useBreakpoint().sm;
  const reloadCache = useDictCacheReload();
  const [editing, setEditing] = useState<Dictionary | 'new' | null>(null);
  const [configuring, setConfiguring] = useState<Dictionary | null>(null);
  const [recycleBinOpen, setRecycleBinOpen] = useState(false);
  const url = useListUrlState(DICT_SCREEN, DICT_DEFAULT_SORT);
  const superQuery = useSuperQuery();
  const params = listRequestParams(url.state, { schema: DICT_SEARCH, superQuery: superQuery.query });
  const data = useListData(['dictionaries', 'list'], loadDictionaries, params);
  const selection = useRowSelection<Dictionary>();
  const thenReloadCache =
    (call: (ids: string) => Promise<string>) =>
    async (ids: string): Promise<string> => {
      const text = await call(ids);
      await reloadCache();
      return text;
    };
  const deletion = useListDeletion(
    { url, data, selection },
    can(DictPermission.delete) ? thenReloadCache(deleteDictionary) : undefined,
    thenReloadCache(deleteDictionaries),
  );

  const save = useMutation({
    mutationFn: (form: DictionaryForm) => (form.id ? editDictionary(form) : addDictionary(form)),
    onSuccess: async (text) => {
      setEditing(null);
      message.success(text || '操作成功');
      await Promise.all([data.reload(), reloadCache()]);
    },
  });

  const refresh = useMutation({
    mutationFn: async () => {
      await refreshServerDictCache();
      await reloadCache();
    },
    onSuccess: () => message.success(ErrorText.cacheRefreshDone),
    onError: () => message.warning(ErrorText.cacheRefreshFailed),
  });

  const canEdit = can(DictPermission.edit);
  const canDelete = can(DictPermission.delete);
  const columns = useMemo<ListColumn<Dictionary>[]>(
    () => [
      { title: '#', key: 'rowIndex', width: 60, align: 'center', render: (_value, _row, index) => index + 1 },
      { title: '字典名称', dataIndex: 'dictName', sorter: true, ellipsis: true },
      { title: '字典编号', dataIndex: 'dictCode', sorter: true, ellipsis: true },
      { title: '描述', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
      {
        title: '操作',
        key: 'action',
        width: 230,
        fixed: isPhone ? undefined : 'right',
        render: (_value, row) => (
          <RowActions>
            {canEdit && <RowLink onClick={() => setEditing(row)}>编辑</RowLink>}
            <RowLink onClick={() => setConfiguring(row)}>
              <SettingOutlined /> 字典配置
            </RowLink>
            {canDelete && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
          </RowActions>
        ),
      },
    ],
    [canEdit, canDelete, deletion, isPhone],
  );

  const batchActions = can(DictPermission.deleteBatch) ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : [];

  return (
    <Card data-testid="dict-list-page">
      <SearchForm
        schema={DICT_SEARCH}
        filters={url.state.filters}
        onSearch={(filters) => {
          selection.clear();
          url.search(filters);
        }}
        onReset={() => {
          selection.clear();
          url.reset();
        }}
        extra={<SuperQueryButton fields={DICT_QUERY_FIELDS} state={superQuery} saveCode={DICT_SCREEN} />}
      />
      <ListToolbar>
        {can(DictPermission.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加
          </Button>
        )}
        <ExportButton url={DICT_EXPORT_URL} fileName="字典信息" listParams={params} selectedKeys={selection.selectedKeys} />
        {can(DictPermission.import) && <ImportButton url={DICT_IMPORT_URL} onImported={() => void Promise.all([data.reload(), reloadCache()])} />}
        {can(DictPermission.refreshCache) && (
          <Button icon={<SyncOutlined />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
            刷新缓存
          </Button>
        )}
        <Button icon={<HddOutlined />} onClick={() => setRecycleBinOpen(true)}>
          回收站
        </Button>
        <BatchActions selectedCount={selection.selectedKeys.length} actions={batchActions} />
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={selection} scrollX={760} />
      {editing && <DictFormModal editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />}
      <DictItemsDrawer dictionary={configuring} onClose={() => setConfiguring(null)} />
      {recycleBinOpen && (
        <DictRecycleBinModal
          onClose={() => {
            setRecycleBinOpen(false);
            void data.reload();
          }}
          onChanged={() => void reloadCache()}
        />
      )}
    </Card>
  );
}
