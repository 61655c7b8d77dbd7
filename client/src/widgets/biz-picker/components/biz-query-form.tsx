// The business-entity modal's query form (001 §2): its fields, 查询, 重置 and 展开/收起 when there are more fields than
// fit on one line.
import { Form, Input } from 'antd';
import { useState } from 'react';
import { DictSelect } from '@/widgets/dict-select';
import { QueryFormActions } from '@/widgets/picker-kit';
import { VISIBLE_QUERY_FIELDS, type BizQueryField } from '../model/biz-config';
import type { QueryValues } from '../model/biz-query';

export interface BizQueryFormProps {
  fields: BizQueryField[];
  onSearch: (values: QueryValues) => void;
}

export function BizQueryForm({ fields, onSearch }: BizQueryFormProps) {
  const [form] = Form.useForm<QueryValues>();
  const [expanded, setExpanded] = useState(false);
  return (
    <Form form={form} layout="inline" onFinish={(values) => onSearch(values)} style={{ rowGap: 8 }}>
      {fields.map((field, index) => (
        // Folded fields stay mounted (hidden) so their values are still sent.
        <Form.Item key={field.key} name={field.key} label={field.label} hidden={!expanded && index >= VISIBLE_QUERY_FIELDS}>
          {field.dictCode ? (
            <DictSelect dictCode={field.dictCode} placeholder={field.placeholder} aria-label={field.label} {...field.props} />
          ) : (
            <Input placeholder={field.placeholder ?? `请输入${field.label}`} aria-label={field.label} allowClear style={{ width: 160 }} {...field.props} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <QueryFormActions
          onReset={() => {
            form.resetFields();
            onSearch({});
          }}
          expanded={expanded}
          onToggle={fields.length > VISIBLE_QUERY_FIELDS ? () => setExpanded(!expanded) : undefined}
        />
      </Form.Item>
    </Form>
  );
}
