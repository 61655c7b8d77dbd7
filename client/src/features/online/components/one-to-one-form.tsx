// A one-to-one sub-table's form in its tab: the sub-table's fields in a form of its own, which the main form's
// submit validates like a sub-table (its errors reported as the tab's, the tab shown when it fails).
import { Form } from 'antd';
import { useEffect, useMemo } from 'react';
import type { CellError, SubTable } from '@/widgets/editable-table';
import { ResourceFormFields, type FormMode, type OnlineRow } from '@/widgets/resource';
import { isBlankRow, subFormResource, type OnlineSubForm } from '../model/online-sub-tables';

export interface OneToOneFormProps {
  sub: OnlineSubForm;
  mode: FormMode;
  /** The stored row, when the main row has one. */
  row: Record<string, unknown> | undefined;
  /** Registers the form as the tab's sub-table (null when it unmounts). */
  register: (table: SubTable | null) => void;
}

interface FieldErrors {
  errorFields?: Array<{ name: Array<string | number>; errors: string[] }>;
}

export function OneToOneForm({ sub, mode, row, register }: OneToOneFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const resource = useMemo(() => subFormResource(sub), [sub]);
  useEffect(() => {
    register({
      validateAll: async (): Promise<CellError[]> => {
        // A sub-form left wholly empty is not saved, so nothing in it is required.
        if (isBlankRow(form.getFieldsValue(true) as Record<string, unknown>) && !row) return [];
        try {
          await form.validateFields();
          return [];
        } catch (failure) {
          return ((failure as FieldErrors).errorFields ?? []).map((field) => ({ rowId: String(row?.id ?? ''), rowIndex: 0, key: String(field.name[0]), message: field.errors[0] ?? '' }));
        }
      },
      getValues: async () => {
        const values = form.getFieldsValue(true) as Record<string, unknown>;
        if (isBlankRow(values)) return [];
        return [{ ...values, id: String(row?.id ?? '') }];
      },
    });
    return () => register(null);
  }, [form, register, row]);
  return (
    <Form form={form} name={`online-sub-${sub.table}`} initialValues={row} disabled={mode === 'view'}>
      <ResourceFormFields resource={resource} mode={mode} id={row ? String(row.id) : undefined} row={row as OnlineRow | undefined} />
    </Form>
  );
}
