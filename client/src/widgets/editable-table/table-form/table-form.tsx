// The table form (B-FORM): a main form above several editable sub-tables in tabs. Submit validates the form, then
// each sub-table in turn; the first failing sub-table's tab is shown and its key and errors are reported.
import { App, Button, Form, Tabs, type FormInstance } from 'antd';
import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import type { EditableColumn, GridRow } from '../model/column';
import { EditableTable } from '../components/editable-table';
import type { EditableTableHandle } from '../components/table-handle';
import { isTableFormFailure, openSubTable, SUB_TABLE_OPEN_FAILED, validateTableForm, type TableFormFailure } from './validate-table-form';

export interface SubTableTab {
  key: string;
  title: string;
  columns: EditableColumn[];
  dataSource?: GridRow[];
}

export interface TableFormValues<Main> {
  main: Main;
  tables: Record<string, GridRow[]>;
}

export interface TableFormHandle<Main = Record<string, unknown>> {
  /** Validates the form then every sub-table; rejects with a TableFormFailure (internal marker) on the first failure. */
  validate(): Promise<TableFormValues<Main>>;
}

export interface TableFormProps<Main> {
  form: FormInstance<Main>;
  /** The main form's fields. */
  children: ReactNode;
  tabs: SubTableTab[];
  submitText?: string;
  /** Read only: the form and every sub-table disabled, no add / remove toolbar and no submit button. */
  disabled?: boolean;
  /** The caller is saving: the submit button shows it and takes no second click. */
  submitting?: boolean;
  onSubmit?: (values: TableFormValues<Main>) => void;
  /** Called with the failure when submit stops (the form or a sub-table's key and errors). */
  onInvalid?: (failure: TableFormFailure) => void;
}

const RETRY_WAIT_MS = 100;

function TableFormInner<Main>({ form, children, tabs, submitText = '提交', disabled = false, submitting = false, onSubmit, onInvalid }: TableFormProps<Main>, ref: React.ForwardedRef<TableFormHandle<Main>>) {
  const { message } = App.useApp();
  const [activeKey, setActiveKey] = useState(tabs[0]?.key);
  const tables = useRef(new Map<string, EditableTableHandle | null>());

  const validate = () =>
    validateTableForm<Main>({
      validateForm: () => form.validateFields(),
      tabs: tabs.map((tab) => ({
        key: tab.key,
        open: () => openSubTable(() => tables.current.get(tab.key) ?? null, () => new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS))),
      })),
      showTab: setActiveKey,
    });
  useImperativeHandle(ref, () => ({ validate }));

  const submit = async () => {
    try {
      onSubmit?.(await validate());
    } catch (error) {
      if (isTableFormFailure(error)) onInvalid?.(error);
      else if (error instanceof Error && error.message === SUB_TABLE_OPEN_FAILED) void message.error(SUB_TABLE_OPEN_FAILED);
      else throw error;
    }
  };

  return (
    <div className={disabled ? 'read-only-form' : undefined}>
      <Form form={form} layout="vertical" disabled={disabled}>
        {children}
      </Form>
      <Tabs
        activeKey={activeKey}
        onChange={setActiveKey}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.title,
          forceRender: true,
          children: (
            <EditableTable
              ref={(handle) => void tables.current.set(tab.key, handle)}
              aria-label={tab.title}
              columns={tab.columns}
              dataSource={tab.dataSource}
              toolbar={!disabled}
              rowSelection={!disabled}
              disabled={disabled}
            />
          ),
        }))}
      />
      {!disabled && (
        <Button type="primary" loading={submitting} style={{ marginTop: 16 }} onClick={() => void submit()}>
          {submitText}
        </Button>
      )}
    </div>
  );
}

export const TableForm = forwardRef(TableFormInner) as <Main>(props: TableFormProps<Main> & { ref?: React.Ref<TableFormHandle<Main>> }) => ReturnType<typeof TableFormInner>;
