// The add / edit / view form of a resource, rendered from its fields: each field's editor (field-input.tsx), its
// rules reported one at a time, read-only and hidden fields as the mode says. Upstream's modal form: 800 wide, in one
// or two columns as the resource says (one on a phone); view mode is the same form, disabled, with only 关闭.
import { Button, Col, Form, Modal, Row as GridRow } from 'antd';
import { useState } from 'react';
import { checkDuplicate } from '../model/resource-api';
import { formFieldsOf, formRulesOf, initialValuesOf, isReadOnly, keptValuesOf, type FormMode } from '../model/form-fields';
import type { Resource } from '../model/resource';
import { FieldInput } from './field-input';

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

/** One column (labels 5 of 24), two columns (half width each), or a wide field across both; a phone has one. */
const LAYOUTS = {
  1: { span: 24, label: { xs: { span: 24 }, sm: { span: 5 } }, wrapper: { xs: { span: 24 }, sm: { span: 16 } } },
  2: { span: 12, label: { xs: { span: 24 }, sm: { span: 8 } }, wrapper: { xs: { span: 24 }, sm: { span: 15 } } },
  wide: { span: 24, label: { xs: { span: 24 }, sm: { span: 4 } }, wrapper: { xs: { span: 24 }, sm: { span: 19 } } },
} as const;

export function ResourceForm<Row>({ resource, editing, viewOnly, presets, saving, onCancel, onSubmit }: ResourceFormProps<Row>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const row = editing === 'new' ? null : editing;
  const mode: FormMode = !row ? 'add' : viewOnly ? 'view' : 'edit';
  const id = row ? String((row as { id?: unknown }).id ?? '') : undefined;
  const fields = formFieldsOf(resource, mode);
  const columns = resource.formColumns ?? 1;
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
        <GridRow>
          {fields.map((field) => {
            const readOnly = field.form ? isReadOnly(field.form, mode) : true;
            const layout = LAYOUTS[field.form?.wide ? 'wide' : columns];
            return (
              <Col key={field.name} xs={24} md={layout.span}>
                <Form.Item
                  labelCol={layout.label}
                  wrapperCol={layout.wrapper}
                  label={field.label}
                  name={field.name}
                  validateFirst
                  dependencies={field.form?.notBefore ? [field.form.notBefore.field] : undefined}
                  validateDebounce={field.form?.unique ? 300 : undefined}
                  rules={readOnly ? [] : formRulesOf(field, id, checkDuplicate)}
                >
                  <FieldInput field={field} disabled={readOnly} onFill={(values) => form.setFieldsValue(values)} />
                </Form.Item>
              </Col>
            );
          })}
        </GridRow>
      </Form>
    </Modal>
  );
}
