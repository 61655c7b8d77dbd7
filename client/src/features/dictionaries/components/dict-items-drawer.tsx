// 字典配置: the drawer 字典列表 with one dictionary's items: search by 名称 and 状态, 新增, 编辑, 删除. Disabled items
// are greyed, as upstream; every change refreshes the UI dictionary cache so the selects show it at once.
import { useMutation } from '@tanstack/react-query';
import { App, Button, Drawer, Grid, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAccess } from '@/widgets/access';
import { ListTable, ListToolbar, RowActions, RowDeleteLink, RowLink, SearchForm, listRequestParams, useListData, useListDeletion, useRowSelection, type ListColumn, type SearchSchema } from '@/widgets/list-page';
import type { Dictionary } from '../api/dict-api';
import { deleteDictItem, loadDictItems, saveDictItem, type DictItem, type DictItemForm } from '../api/dict-item-api';
import { useDictCacheReload } from '../hooks/use-dict-cache-reload';
import { useLocalListState } from '../hooks/use-local-list-state';
import { DictPermission } from '../model/dict-resource';
import { DictItemFormModal } from './dict-item-form-modal';

const ITEM_SEARCH: SearchSchema = [
  { kind: 'text', name: 'itemText', label: '名称', match: 'like' },
  {
    kind: 'select',
    name: 'status',
    label: '状态',
    options: [
      { value: '1', label: '正常' },
      { value: '0', label: '禁用' },
    ],
  },
];

const ITEM_SORT = { column: 'sortOrder', order: 'asc' } as const;

/** Wider than upstream's 600 px so the search fields keep their placeholders and the buttons their row. */
const DRAWER_WIDTH = 800;

export interface DictItemsDrawerProps {
  dictionary: Dictionary | null;
  onClose: () => void;
}

export function DictItemsDrawer({ dictionary, onClose }: DictItemsDrawerProps) {
  const isPhone = !Grid.useBreakpoint().sm;
  return (
    <Drawer title="字典列表" open={dictionary !== null} onClose={onClose} size={isPhone ? '100%' : DRAWER_WIDTH} destroyOnHidden>
      {dictionary && <DictItemsContent key={dictionary.id} dictionary={dictionary} />}
    </Drawer>
  );
}

function DictItemsContent({ dictionary }: { dictionary: Dictionary }) {
  const { message } = App.useApp();
  const { can } = useAccess();
  const reloadCache = useDictCacheReload();
  const [editing, setEditing] = useState<DictItem | 'new' | null>(null);
  const url = useLocalListState(ITEM_SORT);
  const params = listRequestParams(url.state, { schema: ITEM_SEARCH, extra: { dictId: dictionary.id } });
  const data = useListData(['dictionaries', 'item-list', dictionary.id], loadDictItems, params);
  const selection = useRowSelection<DictItem>();
  const removeItem = async (id: string) => {
    const text = await deleteDictItem(id);
    await reloadCache();
    return text;
  };
  const deletion = useListDeletion({ url, data, selection }, can(DictPermission.itemDelete) ? removeItem : undefined, undefined);

  const save = useMutation({
    mutationFn: saveDictItem,
    onSuccess: async (text) => {
      setEditing(null);
      message.success(text || '操作成功');
      await Promise.all([data.reload(), reloadCache()]);
    },
  });

  const canEdit = can(DictPermission.itemEdit);
  const canDelete = can(DictPermission.itemDelete);
  const columns = useMemo<ListColumn<DictItem>[]>(() => {
    const greyed = (text: string, row: DictItem) => (row.status === 0 ? <Typography.Text type="secondary">{text}</Typography.Text> : text);
    return [
      { title: '名称', dataIndex: 'itemText', align: 'center', ellipsis: true, render: greyed },
      { title: '数据值', dataIndex: 'itemValue', align: 'center', ellipsis: true, render: greyed },
      ...(canEdit || canDelete
        ? [
            {
              title: '操作',
              key: 'action',
              align: 'center' as const,
              width: 130,
              render: (_value: unknown, row: DictItem) => (
                <RowActions>
                  {canEdit && <RowLink onClick={() => setEditing(row)}>编辑</RowLink>}
                  {canDelete && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
                </RowActions>
              ),
            },
          ]
        : []),
    ];
  }, [canEdit, canDelete, deletion]);

  return (
    <div data-testid="dict-items">
      <Typography.Paragraph type="secondary">
        {dictionary.dictName}（{dictionary.dictCode}）
      </Typography.Paragraph>
      <SearchForm schema={ITEM_SEARCH} filters={url.state.filters} onSearch={url.search} onReset={url.reset} />
      {can(DictPermission.itemAdd) && (
        <ListToolbar>
          <Button type="primary" onClick={() => setEditing('new')}>
            新增
          </Button>
        </ListToolbar>
      )}
      <ListTable url={url} data={data} columns={columns} />
      {editing && <DictItemFormModal dictId={dictionary.id} editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form: DictItemForm) => save.mutate(form)} />}
    </div>
  );
}
