// The search form built from a schema: 查询 searches on page 1, 重置 clears every field and returns to page 1.
// Forms with more than three fields fold the rest behind 展开 / 收起.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, memo, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { DATE_FORMAT } from '@/shared/config/widget-constants';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { useDictOptions } from '../hooks/use-dict-options';
import type { Filters } from '../model/list-state';
import type { SearchField, SearchSchema } from '../model/search-schema';

const DateRangeInput = lazy(() => import('./heavy-inputs').then((module) => ({ default: module.DateRangeInput })));
const NumberInput = lazy(() => import('./heavy-inputs').then((module) => ({ default: module.NumberInput })));
const MonthInput = lazy(() => import('./heavy-inputs').then((module) => ({ default: module.MonthInput })));
const NumberRangeInput = lazy(() => import('./heavy-inputs').then((module) => ({ default: module.NumberRangeInput })));
const FOLDED_AFTER = 3;

type NumberPair = [number | null, number | null];
type FormValues = Record<string, string | number | [Dayjs | null, Dayjs | null] | NumberPair | null | undefined>;

const numberOrNull = (text: string | undefined) => (text === undefined || text === '' || Number.isNaN(Number(text)) ? null : Number(text));

function toFormValues(schema: SearchSchema, filters: Filters): FormValues {
  const values: FormValues = {};
  for (const field of schema) {
    const value = filters[field.name];
    if (field.kind === 'date-range') {
      values[field.name] = Array.isArray(value) ? [value[0] ? dayjs(value[0]) : null, value[1] ? dayjs(value[1]) : null] : undefined;
    } else if (field.kind === 'number-range') {
      values[field.name] = Array.isArray(value) ? [numberOrNull(value[0]), numberOrNull(value[1])] : undefined;
    } else {
      values[field.name] = Array.isArray(value) ? value.join(',') : value;
    }
  }
  return values;
}

function toFilters(schema: SearchSchema, values: FormValues): Filters {
  const filters: Filters = {};
  for (const field of schema) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'number-range') {
      const [low, high] = Array.isArray(value) ? (value as NumberPair) : [null, null];
      if (low !== null && low !== undefined) filters[field.name] = [String(low), high === null || high === undefined ? '' : String(high)];
      else if (high !== null && high !== undefined) filters[field.name] = ['', String(high)];
    } else if (Array.isArray(value)) filters[field.name] = value.map((day) => (day ? (day as Dayjs).format(DATE_FORMAT) : ''));
    else filters[field.name] = String(value);
  }
  return filters;
}

const sameFilters = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

function DictSelect({ dictCode, ...props }: { dictCode: string; placeholder?: string; value?: string; onChange?: (value: string) => void }) {
  return <Select allowClear placeholder="请选择" options={useDictOptions(dictCode)} {...props} />;
}

/** The input of a field; Form.Item hands it value and onChange, which it passes on. */
function FieldInput({ field, ...control }: { field: SearchField; value?: unknown; onChange?: (value: unknown) => void }) {
  switch (field.kind) {
    case 'text':
      return <Input allowClear placeholder={field.placeholder ?? `请输入${field.label}`} {...(control as object)} />;
    case 'number':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <NumberInput placeholder={field.placeholder ?? `请输入${field.label}`} {...(control as object)} />
        </Suspense>
      );
    case 'select':
      return <Select allowClear placeholder={field.placeholder ?? '请选择'} options={field.options} {...(control as object)} />;
    case 'dict':
      return <DictSelect dictCode={field.dictCode} placeholder={field.placeholder ?? '请选择'} {...(control as object)} />;
    case 'number-range':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <NumberRangeInput label={field.label} {...(control as object)} />
        </Suspense>
      );
    case 'date-range':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <DateRangeInput {...(control as object)} />
        </Suspense>
      );
    case 'month':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <MonthInput placeholder={field.placeholder ?? `请选择${field.label}`} {...(control as { value?: string; onChange?: (value: string | null) => void })} />
        </Suspense>
      );
  }
}

export interface SearchFormProps {
  schema: SearchSchema;
  filters: Filters;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  /** Buttons after 查询 / 重置 (e.g. the advanced query). */
  extra?: ReactNode;
}

type FormOf = ReturnType<typeof Form.useForm<FormValues>>[0];

/**
 * Keeps the fields on the address's filters when the address moved by itself: back, forward, a reload, the cached
 * search restored. The filters the form sent (a search, a reset) reach the address a moment later, and the user may
 * have typed on meanwhile: those are left alone, or the typing would be wiped. A component of its own, so that a
 * change of the filters renders this and not the form.
 */
function FieldsFollowFilters({ form, schema, filters, sentRef }: { form: FormOf; schema: SearchSchema; filters: Filters; sentRef: RefObject<Filters | null> }) {
  useEffect(() => {
    const wanted = toFormValues(schema, filters);
    // compared as the form holds them: the address may order or spell the same filters differently
    if (sentRef.current !== null && sameFilters(toFilters(schema, toFormValues(schema, sentRef.current)), toFilters(schema, wanted))) return;
    sentRef.current = null;
    if (sameFilters(toFilters(schema, form.getFieldsValue(true)), toFilters(schema, wanted))) return;
    form.resetFields();
    form.setFieldsValue(wanted);
  }, [form, schema, filters, sentRef]);
  return null;
}

type SearchFormBodyProps = Omit<SearchFormProps, 'filters'> & { form: FormOf };

const SearchFormBody = memo(function SearchFormBody({ form, schema, onSearch, onReset, extra }: SearchFormBodyProps) {
  const [expanded, setExpanded] = useState(false);
  const foldable = schema.length > FOLDED_AFTER;
  const shown = foldable && !expanded ? schema.slice(0, FOLDED_AFTER) : schema;

  return (
    <Form form={form} name="list-search" className="list-page-search" onFinish={(values) => onSearch(toFilters(schema, values))} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 8]}>
        {shown.map((field) => (
          <Col key={field.name} xs={24} sm={12} md={8} xl={6}>
            <Form.Item label={field.label} name={field.name} style={{ marginBottom: 0 }}>
              <FieldInput field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} xl={6}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={onReset}>重置</Button>
            {foldable && (
              <Button type="link" onClick={() => setExpanded((open) => !open)} style={{ paddingInline: 0 }}>
                {expanded ? '收起' : '展开'}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
});

function SearchFormView({ schema, filters, onSearch, onReset, extra }: SearchFormProps) {
  const [form] = Form.useForm<FormValues>();
  // What the form itself sent last: the address catching up with it is not a reason to touch the fields.
  const sentRef = useRef<Filters | null>(null);
  const search = useStableCallback((values: Filters) => {
    sentRef.current = values;
    onSearch(values);
  });
  // The fields clear at the click, not when the address has caught up: what is typed after the click stays.
  const reset = useStableCallback(() => {
    sentRef.current = {};
    form.resetFields();
    onReset();
  });
  return (
    <>
      <SearchFormBody form={form} schema={schema} onSearch={search} onReset={reset} extra={extra} />
      <FieldsFollowFilters form={form} schema={schema} filters={filters} sentRef={sentRef} />
    </>
  );
}

/**
 * Drawn again only when what it shows changed: a page change, a sort or the loading flag bring the same filters (a
 * new object with the same values) and leave the form alone. Screens pass stable handlers and a memoised `extra`.
 */
export const SearchForm = memo(
  SearchFormView,
  (before, after) =>
    before.schema === after.schema &&
    before.onSearch === after.onSearch &&
    before.onReset === after.onReset &&
    before.extra === after.extra &&
    (before.filters === after.filters || sameFilters(before.filters, after.filters)),
);
