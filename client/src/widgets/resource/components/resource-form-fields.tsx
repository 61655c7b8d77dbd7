// The items of a resource's form, each field's editor with its rules, in one column or two as the resource says
// (one on a phone). Placed inside an antd Form: ResourceForm's dialog, or a form with more below it (an online
// form's sub-tables).
import { Col, Form, Row as GridRow } from 'antd';
import { checkDuplicate } from '../model/resource-api';
import { formFieldsOf, formRulesOf, isReadOnly, type FormMode } from '../model/form-fields';
import type { Resource } from '../model/resource';
import { FieldInput } from './field-input';
import { FieldText } from './field-text';

/** One column (labels 5 of 24), two columns (half width each), or a wide field across both; a phone has one. */
const LAYOUTS = {
  1: { span: 24, label: { xs: { span: 24 }, sm: { span: 5 } }, wrapper: { xs: { span: 24 }, sm: { span: 16 } } },
  2: { span: 12, label: { xs: { span: 24 }, sm: { span: 8 } }, wrapper: { xs: { span: 24 }, sm: { span: 15 } } },
  wide: { span: 24, label: { xs: { span: 24 }, sm: { span: 4 } }, wrapper: { xs: { span: 24 }, sm: { span: 19 } } },
} as const;

export interface ResourceFormFieldsProps<Row> {
  resource: Resource<Row>;
  mode: FormMode;
  /** The edited row's id (the duplicate check leaves it out). */
  id: string | undefined;
  /** The row shown, in view mode: the text the backend gives for its codes (`<name>_dictText`). */
  row?: Row | null;
}

/** In view mode every field is text (field-text.tsx); otherwise its editor, disabled where it is read only. */
export function ResourceFormFields<Row>({ resource, mode, id, row }: ResourceFormFieldsProps<Row>) {
  const form = Form.useFormInstance();
  const columns = resource.formColumns ?? 1;
  return (
    <GridRow>
      {formFieldsOf(resource, mode).map((field) => {
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
              {mode === 'view' ? (
                <FieldText field={field} row={row as Record<string, unknown> | null | undefined} />
              ) : (
                <FieldInput field={field} disabled={readOnly} onFill={(values) => form.setFieldsValue(values)} />
              )}
            </Form.Item>
          </Col>
        );
      })}
    </GridRow>
  );
}
