// 新增 / 编辑 a form definition: the head form, then the fields in the editable table on upstream's tabs
// (数据库属性, 页面属性, 校验字段, 外键) and the indexes (索引). Only the active tab's table is mounted; its rows are
// taken into the dialog's state when the tab changes and before saving, so every tab edits the same fields. Rows are
// added, inserted, deleted and reordered on 数据库属性. Saved through addAll / editAll after the designer's rules.
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Grid, Modal, Spin, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { BusinessError } from '@/api/errors';
import { reportingBusinessErrors } from '@/api/http';
import { EditableTable, type EditableColumn, type EditableTableHandle, type GridRow } from '@/widgets/editable-table';
import { useResourceReload, type ResourceFormProps } from '@/widgets/resource';
import { loadDefinition, saveDefinition, type DefinitionBody, type OnlineHead } from '../api/cgform-design-api';
import { cgformHeadResource } from '../model/cgform-head-resource';
import { definitionProblem } from '../model/definition-rules';
import { CHECK_COLUMNS, DB_COLUMNS, FOREIGN_KEY_COLUMNS, PAGE_COLUMNS, indexColumns } from '../model/field-columns';
import { NEW_FIELD_DEFAULTS, definitionBodyOf, fieldRowOf, headValuesOf, indexRowOf, systemFieldRows } from '../model/field-rows';
import { HeadFormItems } from './head-form-items';

type HeadForm = DefinitionBody['head'];
type TabKey = 'db' | 'page' | 'check' | 'foreign' | 'index';

const FIELD_TABS: Record<Exclude<TabKey, 'index'>, { label: string; columns: EditableColumn[] }> = {
  db: { label: '数据库属性', columns: DB_COLUMNS },
  page: { label: '页面属性', columns: PAGE_COLUMNS },
  check: { label: '校验字段', columns: CHECK_COLUMNS },
  foreign: { label: '外键', columns: FOREIGN_KEY_COLUMNS },
};
const TAB_ORDER: TabKey[] = ['db', 'page', 'check', 'foreign', 'index'];

interface Rows {
  fields: GridRow[];
  indexes: GridRow[];
  deletedFieldIds: string[];
  deletedIndexIds: string[];
}

const newRows = (): Rows => ({ fields: systemFieldRows((n) => `new-${n}`), indexes: [], deletedFieldIds: [], deletedIndexIds: [] });

/** The editable columns of a tab: what its table may change in a field row. */
const editableKeys = (columns: EditableColumn[]) => columns.filter((column) => !column.disabled).map((column) => column.key);

export function CgformDesignModal({ editing, onCancel }: ResourceFormProps<OnlineHead, { id?: string | null }>) {
  const { message } = App.useApp();
  const isPhone = !Grid.useBreakpoint().sm;
  const stored = editing === 'new' ? null : editing;
  const reloadList = useResourceReload(cgformHeadResource);
  const [form] = Form.useForm<HeadForm>();
  const table = useRef<EditableTableHandle>(null);
  const [tab, setTab] = useState<TabKey>('db');
  const [rows, setRows] = useState<Rows | null>(stored ? null : newRows);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const definition = useQuery({
    queryKey: ['online-dev', 'definition', stored?.id],
    queryFn: () => loadDefinition(stored?.id ?? ''),
    enabled: Boolean(stored),
    gcTime: 0,
  });
  const loaded = definition.data;
  if (stored && loaded && !rows) {
    setRows({ fields: loaded.fields.map(fieldRowOf), indexes: loaded.indexes.map(indexRowOf), deletedFieldIds: [], deletedIndexIds: [] });
  }
  const storedFieldIds = new Set(loaded?.fields.map((field) => field.id) ?? []);
  const storedIndexIds = new Set(loaded?.indexes.map((index) => index.id) ?? []);

  /** The active table's rows taken into the dialog's rows: the set and order on 数据库属性, the values elsewhere. */
  async function collect(current: Rows): Promise<Rows> {
    const handle = table.current;
    if (!handle) return current;
    const taken = await handle.getValues({ validate: false });
    const deleted = handle.getDeleteIds();
    if (tab === 'index') return { ...current, indexes: taken, deletedIndexIds: [...current.deletedIndexIds, ...deleted.filter((id) => storedIndexIds.has(id))] };
    // A row added here carries only this tab's columns: the other tabs start it from the designer's defaults.
    if (tab === 'db') return { ...current, fields: taken.map((row) => ({ ...NEW_FIELD_DEFAULTS, ...row })), deletedFieldIds: [...current.deletedFieldIds, ...deleted.filter((id) => storedFieldIds.has(id))] };
    const keys = editableKeys(FIELD_TABS[tab].columns);
    const byId = new Map(taken.map((row) => [row.id, row]));
    const fields = current.fields.map((field) => {
      const edited = byId.get(field.id);
      return edited ? { ...field, ...Object.fromEntries(keys.map((key) => [key, edited[key]])) } : field;
    });
    return { ...current, fields };
  }

  async function changeTab(next: string) {
    if (!rows) return;
    setRows(await collect(rows));
    setTab(next as TabKey);
  }

  async function save() {
    if (!rows) return;
    const head = await form.validateFields().catch(() => null);
    const current = await collect(rows);
    setRows(current);
    if (!head) return;
    const body = definitionBodyOf({ head: { ...headValuesOf(stored), ...head, ...(stored ? { id: stored.id } : {}) }, ...current, storedFieldIds, storedIndexIds });
    const found = definitionProblem(body);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      message.success((await reportingBusinessErrors(() => saveDefinition(body))) || '操作成功');
      await reloadList();
      onCancel();
    } catch (error) {
      // The server's refusal (a taken table name, a missing main table) is shown where the designer's own are; the
      // dialog stays open for a correction. Other failures the API layer has shown already.
      if (error instanceof BusinessError) setProblem(error.message);
    } finally {
      setSaving(false);
    }
  }

  const fieldNames = (rows?.fields ?? []).map((row) => String(row.dbFieldName ?? '')).filter(Boolean);
  const tabTable = (key: TabKey) => {
    if (!rows || key !== tab) return null;
    const onDb = key === 'db';
    const columns = key === 'index' ? indexColumns(fieldNames) : FIELD_TABS[key].columns;
    return (
      <EditableTable
        key={key}
        ref={table}
        aria-label={key === 'index' ? '索引' : FIELD_TABS[key].label}
        columns={columns}
        dataSource={key === 'index' ? rows.indexes : rows.fields}
        toolbar={onDb || key === 'index'}
        rowSelection={onDb || key === 'index'}
        dragSort={onDb}
        rowNumber
        maxHeight={isPhone ? 320 : 380}
        size="small"
      />
    );
  };

  return (
    <Modal
      open
      title={stored ? `编辑 ${stored.tableName}` : '新增'}
      width={isPhone ? '100%' : 1200}
      style={{ top: isPhone ? 0 : 20, maxWidth: '100vw', paddingBottom: 0 }}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      okButtonProps={{ disabled: !rows }}
      onOk={() => void save()}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} data-testid="cgform-design-problem" />}
      <Form<HeadForm> form={form} name="cgform-head" layout="vertical" initialValues={headValuesOf(stored)} requiredMark>
        <HeadFormItems stored={Boolean(stored)} />
      </Form>
      {rows ? (
        <Tabs activeKey={tab} onChange={(next) => void changeTab(next)} items={TAB_ORDER.map((key) => ({ key, label: key === 'index' ? '索引' : FIELD_TABS[key].label, children: tabTable(key) }))} />
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
