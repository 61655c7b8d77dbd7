// An online form's add / edit / view dialog: the main form's fields (the kit's form items) and, for a main table,
// its sub-tables in tabs below — one-to-many rows on the editable table, a one-to-one row as a form. 确定 validates
// the main form, then each tab in turn; the first invalid tab is shown (001 §5's table-form submit). The row is sent
// with each sub-table's rows under the sub-table's table name, as upstream's online form sends it.
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Grid, Modal, Spin, Tabs } from 'antd';
import { useCallback, useRef, useState } from 'react';
import {
  EditableTable,
  isTableFormFailure,
  openSubTable,
  SUB_TABLE_OPEN_FAILED,
  validateTableForm,
  type EditableTableHandle,
  type GridRow,
  type SubTable,
} from '@/widgets/editable-table';
import { initialValuesOf, keptValuesOf, ResourceFormFields, type FormMode, type OnlineRow, type Resource } from '@/widgets/resource';
import { loadOnlineRecord, type OnlineRecord } from '../api/online-form-api';
import { subTableColumns, type OnlineSubForm } from '../model/online-sub-tables';
import { OneToOneForm } from './one-to-one-form';

export interface OnlineFormModalProps {
  resource: Resource<OnlineRow>;
  /** The form's code (its id), the `{code}` of its calls. */
  code: string;
  subTables: readonly OnlineSubForm[];
  editing: OnlineRow | 'new';
  viewOnly?: boolean;
  /** Values a new row starts with (a tree node's parent). */
  presets?: Record<string, unknown>;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (row: Record<string, unknown> & { id?: string }) => void;
}

const TITLES: Record<FormMode, string> = { add: '新增', edit: '编辑', view: '详情' };
const RETRY_WAIT_MS = 100;
const wait = () => new Promise<void>((resolve) => setTimeout(resolve, RETRY_WAIT_MS));

export function OnlineFormModal({ resource, code, subTables, editing, viewOnly, presets, saving, onCancel, onSubmit }: OnlineFormModalProps) {
  const row = editing === 'new' ? null : editing;
  const mode: FormMode = !row ? 'add' : viewOnly ? 'view' : 'edit';
  const isPhone = !Grid.useBreakpoint().md;
  // The sub-tables' rows come with the row read by its id.
  const record = useQuery({
    queryKey: ['online', 'record', code, row?.id],
    queryFn: () => loadOnlineRecord(code, String(row?.id)),
    enabled: Boolean(row && subTables.length),
    gcTime: 0,
  });
  const waiting = Boolean(row && subTables.length) && !record.data;
  return (
    <Modal
      open
      title={TITLES[mode]}
      width={subTables.length ? 1100 : 800}
      style={isPhone ? { top: 8, maxWidth: '100vw' } : undefined}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      {waiting ? (
        <Spin style={{ display: 'block', padding: 48 }} tip={record.isError ? '加载失败' : '加载中...'}>
          <div />
        </Spin>
      ) : (
        <OnlineFormBody resource={resource} subTables={subTables} mode={mode} row={row} record={record.data} presets={presets} saving={saving} onCancel={onCancel} onSubmit={onSubmit} />
      )}
    </Modal>
  );
}

interface OnlineFormBodyProps {
  resource: Resource<OnlineRow>;
  subTables: readonly OnlineSubForm[];
  mode: FormMode;
  row: OnlineRow | null;
  record: OnlineRecord | undefined;
  presets: Record<string, unknown> | undefined;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (row: Record<string, unknown> & { id?: string }) => void;
}

const subRowsOf = (record: OnlineRecord | undefined, table: string): GridRow[] => {
  const rows = record?.[table];
  return Array.isArray(rows) ? (rows as GridRow[]) : [];
};

function OnlineFormBody({ resource, subTables, mode, row, record, presets, saving, onCancel, onSubmit }: OnlineFormBodyProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [activeTab, setActiveTab] = useState(subTables[0]?.table);
  const tabs = useRef(new Map<string, SubTable | null>());
  const id = row ? String(row.id) : undefined;
  const registerOf = useCallback((table: string) => (handle: SubTable | EditableTableHandle | null) => void tabs.current.set(table, handle), []);

  const submit = async () => {
    try {
      const { main, tables } = await validateTableForm<Record<string, unknown>>({
        validateForm: () => form.validateFields(),
        tabs: subTables.map((sub) => ({ key: sub.table, open: () => openSubTable(() => tabs.current.get(sub.table) ?? null, wait) })),
        showTab: setActiveTab,
      });
      onSubmit({ ...keptValuesOf(resource, mode, row), ...main, ...tables, ...(id ? { id } : {}) });
    } catch (error) {
      if (isTableFormFailure(error)) {
        if (error.tabKey) void message.warning(`${subTables.find((sub) => sub.table === error.tabKey)?.title ?? ''}校验未通过`);
      } else if (error instanceof Error && error.message === SUB_TABLE_OPEN_FAILED) void message.error(SUB_TABLE_OPEN_FAILED);
      else throw error;
    }
  };

  const view = mode === 'view';
  return (
    <>
      <Form form={form} name={`${resource.key}-form`} initialValues={{ ...initialValuesOf(resource, mode, row), ...(mode === 'add' ? presets : {}) }} disabled={view}>
        <ResourceFormFields resource={resource} mode={mode} id={id} row={row} />
      </Form>
      {subTables.length > 0 && (
        <Tabs
          activeKey={activeTab}
          onChange={setActiveTab}
          items={subTables.map((sub) => ({
            key: sub.table,
            label: sub.title,
            forceRender: true,
            children:
              sub.relationType === 1 ? (
                <OneToOneForm sub={sub} mode={mode} row={subRowsOf(record, sub.table)[0]} register={registerOf(sub.table)} />
              ) : (
                <EditableTable
                  ref={registerOf(sub.table)}
                  aria-label={sub.title}
                  columns={subTableColumns(sub)}
                  dataSource={subRowsOf(record, sub.table)}
                  toolbar={!view}
                  rowSelection={!view}
                  disabled={view}
                  maxHeight={320}
                />
              ),
          }))}
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onCancel}>关闭</Button>
        {!view && (
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            确定
          </Button>
        )}
      </div>
    </>
  );
}
