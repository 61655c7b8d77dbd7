// The report's query form from getQueryInfo: single fields (a dictionary as a select, a date, a number or text) and
// range fields (two bounds); the first two are shown, the rest behind 展开 as upstream.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState } from 'react';
import type { Schema } from '@/api/types';
import { queryParamsOf, type QueryField, type QueryValue } from '../model/report-query';

type DictOptions = Schema<'ReportColumnsAndData'>['dictOptions'];

const NUMBER_VIEWS = new Set(['integer', 'long', 'double']);

/** What Form.Item hands its child: the editors pass it on to the antd input they render. */
interface Controlled {
  value?: never;
  onChange?: never;
}

function FieldEditor({ field, dictOptions, ...control }: { field: QueryField; dictOptions: DictOptions } & Controlled) {
  const placeholder = `请输入${field.label}`;
  if (field.view === 'list') {
    const options = (dictOptions[field.field] ?? []).map((item) => ({ value: item.value, label: item.text }));
    return <Select {...control} allowClear placeholder={`请选择${field.label}`} options={options} />;
  }
  if (field.view === 'date') return <DatePicker {...control} placeholder={`请选择${field.label}`} style={{ width: '100%' }} />;
  if (NUMBER_VIEWS.has(field.view)) return <InputNumber {...control} placeholder={placeholder} style={{ width: '100%' }} />;
  return <Input {...control} allowClear placeholder={placeholder} />;
}

function RangeEditor({ field, ...control }: { field: QueryField } & Controlled) {
  if (field.view === 'date') return <DatePicker.RangePicker {...control} style={{ width: '100%' }} allowEmpty={[true, true]} />;
  return <NumberRange {...control} label={field.label} />;
}

function NumberRange({ label, value, onChange }: { label: string; value?: [number | null, number | null]; onChange?: (value: [number | null, number | null]) => void }) {
  const [from = null, to = null] = value ?? [];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber aria-label={`${label}起`} placeholder="最小值" value={from} onChange={(next) => onChange?.([next, to])} style={{ width: '50%' }} />
      <InputNumber aria-label={`${label}止`} placeholder="最大值" value={to} onChange={(next) => onChange?.([from, next])} style={{ width: '50%' }} />
    </Space.Compact>
  );
}

export function ReportQueryForm({ fields, dictOptions, onSearch }: { fields: QueryField[]; dictOptions: DictOptions; onSearch: (filters: Record<string, string>) => void }) {
  const [form] = Form.useForm<Record<string, QueryValue>>();
  const [expanded, setExpanded] = useState(false);
  if (fields.length === 0) return null;
  const hasHidden = fields.some((field) => field.hidden === '1');
  const search = () => onSearch(queryParamsOf(fields, form.getFieldsValue()));
  return (
    <Form form={form} layout="inline" onFinish={search} className="report-query-form" data-testid="report-query-form" style={{ marginBottom: 16, rowGap: 12 }}>
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {fields.map((field) => (
          <Col key={field.field} xs={24} sm={12} md={field.mode === 'group' ? 12 : 8} xl={field.mode === 'group' ? 8 : 6} hidden={field.hidden === '1' && !expanded}>
            <Form.Item name={field.field} label={field.label} style={{ width: '100%', marginInlineEnd: 0 }}>
              {field.mode === 'group' ? <RangeEditor field={field} /> : <FieldEditor field={field} dictOptions={dictOptions} />}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} xl={6}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              重置
            </Button>
            {hasHidden ? (
              <a onClick={() => setExpanded(!expanded)}>
                {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
              </a>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
