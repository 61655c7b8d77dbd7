// The popup report's search form (001 §2): one input per query field (a dictionary select for dictionary columns,
// begin and end for a range), the fields flagged hidden behind 展开, and 查询 / 重置.
import { Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { QueryFormActions } from '@/widgets/picker-kit';
import type { PopupQueryValues } from '../model/popup-params';
import type { PopupQueryField } from '../model/popup-report';

export interface PopupQueryFormProps {
  fields: PopupQueryField[];
  onSearch: (values: PopupQueryValues) => void;
}

interface FieldInputProps {
  field: PopupQueryField;
  /** Injected by the Form.Item that hosts the input. */
  value?: string;
  onChange?: (value: unknown) => void;
}

function FieldInput({ field, ...control }: FieldInputProps) {
  if (field.dict) {
    return <Select {...control} aria-label={field.label} allowClear placeholder="请选择" style={{ width: 160 }} options={field.dict.map((option) => ({ value: option.value, label: option.text }))} />;
  }
  return <Input {...control} aria-label={field.label} allowClear placeholder={`请输入${field.label}`} style={{ width: 160 }} />;
}

export function PopupQueryForm({ fields, onSearch }: PopupQueryFormProps) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const hasHidden = fields.some((field) => field.hidden);

  function search() {
    const raw = form.getFieldsValue(true) as Record<string, string | undefined>;
    const values: PopupQueryValues = {};
    for (const field of fields) {
      values[field.field] = field.mode === 'group' ? [raw[`${field.field}_begin`] ?? '', raw[`${field.field}_end`] ?? ''] : raw[field.field];
    }
    onSearch(values);
  }

  return (
    <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
      {fields.map((field) =>
        field.mode === 'group' ? (
          <Form.Item key={field.field} label={field.label} hidden={field.hidden && !expanded}>
            <Space.Compact>
              <Form.Item name={`${field.field}_begin`} noStyle>
                <Input aria-label={`${field.label}开始`} placeholder="开始" style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name={`${field.field}_end`} noStyle>
                <Input aria-label={`${field.label}结束`} placeholder="结束" style={{ width: 100 }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Form.Item key={field.field} name={field.field} label={field.label} hidden={field.hidden && !expanded}>
            <FieldInput field={field} />
          </Form.Item>
        ),
      )}
      <Form.Item>
        <QueryFormActions
          onReset={() => {
            form.resetFields();
            onSearch({});
          }}
          expanded={expanded}
          onToggle={hasHidden ? () => setExpanded(!expanded) : undefined}
        />
      </Form.Item>
    </Form>
  );
}
