// The add / edit / view form of a resource, rendered from its fields: each field's editor (field-input.tsx), its
// rules reported one at a time, read-only and hidden fields as the mode says. Upstream's modal form: 800 wide, in one
// or two columns as the resource says (one on a phone); view mode shows the fields as text, with only 关闭.
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { initialValuesOf, keptValuesOf, type FormMode } from '../model/form-fields';
import type { Resource } from '../model/resource';
import { ResourceFormFields } from './resource-form-fields';

export interface ResourceFormProps<Row> {
  resource: Resource<Row>;
  /** The row to edit or view, or 'new'. */
  editing: Row | 'new';
  /** Shown read only (查看). */
  viewOnly?: boolean;
  /** Values a new row starts with, over the fields' own (a request made from another list's row). */
  presets?: Record<string, unknown>;
  saving: boolean;
  onCancel: () => void;
  /** The form's values, with the edited row's id. */
  onSubmit: (values: Record<string, unknown> & { id?: string }) => void;
}

const TITLES: Record<FormMode, string> = { add: '新增', edit: '编辑', view: '详情' };

export function ResourceForm<Row>({ resource, editing, viewOnly, presets, saving, onCancel, onSubmit }: ResourceFormProps<Row>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const row = editing === 'new' ? null : editing;
  const mode: FormMode = !row ? 'add' : viewOnly ? 'view' : 'edit';
  const id = row ? String((row as { id?: unknown }).id ?? '') : undefined;
  // Esc closes the form only while nothing was typed into it (the mask never does: theme-providers.tsx).
  const [changed, setChanged] = useState(false);
  return (
    <Modal
      keyboard={!changed}
      open
      title={mode === 'add' ? (resource.addLabel ?? TITLES.add) : TITLES[mode]}
      width={800}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="关闭"
      footer={mode === 'view' ? <Button onClick={onCancel}>关闭</Button> : undefined}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`${resource.key}-form`}
        onValuesChange={() => setChanged(true)}
        initialValues={{ ...initialValuesOf(resource, mode, row), ...(mode === 'add' ? presets : {}) }}
        onFinish={(values) => onSubmit({ ...keptValuesOf(resource, mode, row), ...values, ...(id ? { id } : {}) })}
      >
        <ResourceFormFields resource={resource} mode={mode} id={id} row={row} />
      </Form>
    </Modal>
  );
}
