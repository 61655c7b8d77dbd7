// One online form's list, built from its metadata by the resource kit: 新增 / 编辑 / 查看 / 删除 / 批量删除 / 导出 /
// 导入, the add / edit form with the sub-tables in tabs, href columns, the form's custom buttons, and the layout the
// menu asked for (inner table: sub rows under each row; ERP: the chosen row's sub-tables below). A tree form shows
// as the tree list. A button that opens another form shows that form's list in a dialog.
import { useQuery } from '@tanstack/react-query';
import { Card, Modal, Result } from 'antd';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { ONLINE_ACTIONS_WIDTH, onlineResourceOf, ResourceList, useResourceReload, type OnlineMetadata, type OnlineRow, type ResourceFormProps } from '@/widgets/resource';
import { RowLink } from '@/widgets/list-page';
import { loadOnlineButtons, loadOnlineMetadata } from '../api/online-form-api';
import type { OnlineListLayout } from '../model/list-layout';
import type { OnlineSubForm } from '../model/online-sub-tables';
import { useButtonRunner } from '../hooks/use-button-runner';
import { OnlineToolbarButtons } from './online-buttons';
import { onlineRowLinks } from './online-row-links';
import { OnlineFormModal } from './online-form-modal';
import { OnlineTreeList } from './online-tree-list';
import { SubRowsPanel } from './sub-rows-panel';

type FormSlot = ComponentType<ResourceFormProps<OnlineRow, Record<string, unknown> & { id?: string }>>;

/** The list's form slot for one form: the online dialog bound to the form's code and sub-tables. */
function formSlotOf(metadata: OnlineMetadata, resource: ReturnType<typeof onlineResourceOf>, subTables: readonly OnlineSubForm[]): FormSlot {
  return function OnlineFormSlot({ editing, saving, onCancel, onSubmit }) {
    return <OnlineFormModal resource={resource} code={metadata.id} subTables={subTables} editing={editing} saving={saving} onCancel={onCancel} onSubmit={onSubmit} />;
  };
}

function useOnlineForm(id: string) {
  return useQuery({
    queryKey: ['online', 'form', id],
    queryFn: async () => {
      const metadata = await loadOnlineMetadata(id);
      const resource = onlineResourceOf(metadata);
      const subTables = metadata.formItem.subTables ?? [];
      return { metadata, resource, subTables, form: formSlotOf(metadata, resource, subTables) };
    },
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

export function OnlineFormList({ id, layout = 'normal' }: { id: string; layout?: OnlineListLayout }) {
  const form = useOnlineForm(id);
  if (!id || form.isError) {
    const reason = form.error instanceof Error ? form.error.message : '菜单地址中没有表单ID';
    return <Result status="warning" title="在线表单加载失败" subTitle={reason} data-testid="online-form-failed" />;
  }
  if (!form.data) return <Card loading data-testid="online-form-loading" />;
  const { metadata, resource } = form.data;
  const { pidField, hasChildrenField } = metadata.columns;
  if (metadata.formItem.head.isTree === 'Y' && pidField && hasChildrenField) {
    return <OnlineTreeList resource={resource} code={id} tree={{ pidField, hasChildrenField }} />;
  }
  return <OnlineDataList {...form.data} layout={layout} />;
}

interface OnlineDataListProps {
  metadata: OnlineMetadata;
  resource: ReturnType<typeof onlineResourceOf>;
  subTables: readonly OnlineSubForm[];
  form: FormSlot;
  layout: OnlineListLayout;
}

function OnlineDataList({ metadata, resource, subTables, form, layout }: OnlineDataListProps) {
  const buttons = useQuery({ queryKey: ['online', 'buttons', metadata.id], queryFn: () => loadOnlineButtons(metadata.id), staleTime: 60_000 });
  const [viewing, setViewing] = useState<OnlineRow | null>(null);
  const [chosen, setChosen] = useState<readonly OnlineRow[]>([]);
  const [opened, setOpened] = useState<{ formId: string; title: string } | null>(null);
  const reload = useResourceReload(resource);
  const run = useButtonRunner(metadata.id, reload, useCallback((formId: string, title: string) => setOpened({ formId, title }), []));
  const list = useMemo(() => buttons.data ?? [], [buttons.data]);

  const rowActions = useCallback(
    (row: OnlineRow) => (
      <>
        <RowLink onClick={() => setViewing(row)}>查看</RowLink>
        {onlineRowLinks(list, row, run)}
      </>
    ),
    [list, run],
  );
  const toolbar = useCallback((rows: readonly OnlineRow[]) => <OnlineToolbarButtons buttons={list} rows={rows} run={run} />, [list, run]);
  const hasSubs = subTables.length > 0;
  const expandable = useMemo(
    () => (layout === 'innerTable' && hasSubs ? { expandedRowRender: (row: OnlineRow) => <SubRowsPanel subTables={subTables} mainId={row.id} /> } : undefined),
    [layout, hasSubs, subTables],
  );
  const erpRow = layout === 'erp' ? chosen[chosen.length - 1] : undefined;
  const linkCount = list.filter((button) => button.optPosition === 'row').length;
  // Each row button takes its own room in the 操作 column, and the table grows by as much.
  const widened = useMemo(
    () => ({ ...resource, actionsWidth: ONLINE_ACTIONS_WIDTH + linkCount * 70, tableWidth: (resource.tableWidth ?? 0) + linkCount * 70 }),
    [resource, linkCount],
  );

  return (
    <>
      <ResourceList
        resource={widened}
        form={form}
        rowActions={rowActions}
        toolbar={toolbar}
        expandable={expandable}
        onSelectionChange={layout === 'erp' && hasSubs ? setChosen : undefined}
      >
        {viewing && <OnlineFormModal resource={resource} code={metadata.id} subTables={subTables} editing={viewing} viewOnly saving={false} onCancel={() => setViewing(null)} onSubmit={() => setViewing(null)} />}
      </ResourceList>
      {layout === 'erp' && hasSubs && (
        <Card size="small" style={{ marginTop: 12 }} title={erpRow ? `${metadata.columns.description}：${String(erpRow[resource.fields[0]?.name ?? 'id'] ?? '')}` : '请选择一条记录查看附表'} data-testid="online-erp-sub-tables">
          {erpRow && <SubRowsPanel subTables={subTables} mainId={erpRow.id} />}
        </Card>
      )}
      {opened && (
        <Modal open title={opened.title} width={1200} footer={null} onCancel={() => setOpened(null)} destroyOnHidden>
          <OnlineFormList id={opened.formId} />
        </Modal>
      )}
    </>
  );
}
