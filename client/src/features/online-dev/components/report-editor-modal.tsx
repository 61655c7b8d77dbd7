// The report editor (录入 / 编辑 of Online报表配置): code, name, data source and the SQL in a monospace editor;
// 解析SQL runs the SQL on the server and fills the fields and parameters, each in an editable table.
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Grid, Input, Modal, Row, Spin, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { EditableTable, type EditableTableHandle, type GridRow } from '@/widgets/editable-table';
import type { ResourceFormProps } from '@/widgets/resource';
import { parseSql, reportDesignQueries } from '../api/report-design-api';
import type { ReportHead } from '../model/report-design-resource';
import { FIELD_COLUMNS, fieldRows, itemsOfRows, PARAM_COLUMNS, paramRows, paramsOfRows } from '../model/report-grid-columns';
import { mergeParsedFields, mergeParsedParams, type ReportModel } from '../model/report-model';

interface HeadValues {
  code: string;
  name: string;
  dbSource?: string;
  cgrSql: string;
}

const CODE_PATTERN = /^[A-Za-z0-9_]+$/;

export function ReportEditorModal({ editing, saving, onCancel, onSubmit }: ResourceFormProps<ReportHead, ReportModel>) {
  const isNew = editing === 'new';
  const parts = useQuery({ ...reportDesignQueries.parts(isNew ? '' : editing.id), enabled: !isNew });
  if (!isNew && !parts.data) {
    return (
      <Modal open title="编辑" footer={null} onCancel={onCancel}>
        <Spin />
      </Modal>
    );
  }
  return (
    <ReportEditorForm
      head={isNew ? null : editing}
      fields={fieldRows(parts.data?.items ?? [])}
      params={paramRows(parts.data?.params ?? [])}
      saving={saving}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}

interface ReportEditorFormProps {
  head: ReportHead | null;
  fields: GridRow[];
  params: GridRow[];
  saving: boolean;
  onCancel: () => void;
  onSubmit: (model: ReportModel) => void;
}

function ReportEditorForm({ head, fields: initialFields, params: initialParams, saving, onCancel, onSubmit }: ReportEditorFormProps) {
  const { message } = App.useApp();
  const isPhone = !Grid.useBreakpoint().sm;
  const [form] = Form.useForm<HeadValues>();
  const fieldsTable = useRef<EditableTableHandle>(null);
  const paramsTable = useRef<EditableTableHandle>(null);
  const [fields, setFields] = useState(initialFields);
  const [params, setParams] = useState(initialParams);
  const [tab, setTab] = useState('fields');
  const [parsing, setParsing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const parse = async () => {
    const sql = (form.getFieldValue('cgrSql') as string | undefined)?.trim();
    if (!sql) {
      void message.warning('请先输入查询SQL');
      return;
    }
    setParsing(true);
    try {
      const parsed = await parseSql(sql);
      if ('refusal' in parsed) {
        setRefusal(parsed.refusal);
        return;
      }
      setRefusal(null);
      const current = itemsOfRows((await fieldsTable.current?.getValues({ validate: false })) ?? fields);
      const currentParams = paramsOfRows((await paramsTable.current?.getValues({ validate: false })) ?? params);
      setFields(fieldRows(mergeParsedFields(current, parsed.fields)));
      setParams(paramRows(mergeParsedParams(currentParams, parsed.params)));
      void message.success(`解析成功：${parsed.fields.length}个字段，${parsed.params.length}个参数`);
    } finally {
      setParsing(false);
    }
  };

  const submit = async () => {
    let values: HeadValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows each field's message
    }
    const fieldErrors = (await fieldsTable.current?.validateAll()) ?? [];
    if (fieldErrors.length > 0) {
      setTab('fields');
      return;
    }
    const paramErrors = (await paramsTable.current?.validateAll()) ?? [];
    if (paramErrors.length > 0) {
      setTab('params');
      return;
    }
    const items = itemsOfRows((await fieldsTable.current?.getValues({ validate: false })) ?? fields);
    const paramList = paramsOfRows((await paramsTable.current?.getValues({ validate: false })) ?? params);
    const id = head?.id;
    onSubmit({
      ...(id ? { id } : {}),
      head: { ...(id ? { id } : {}), code: values.code.trim(), name: values.name.trim(), cgrSql: values.cgrSql, dbSource: values.dbSource ?? '' },
      items,
      params: paramList,
    });
  };

  return (
    <Modal
      open
      title={head ? '编辑' : '新增'}
      width={isPhone ? '100%' : 1100}
      style={isPhone ? { top: 0, maxWidth: '100vw', padding: 0 } : undefined}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="report-editor"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ code: head?.code ?? '', name: head?.name ?? '', dbSource: head?.dbSource ?? '', cgrSql: head?.cgrSql ?? '' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label="报表编码" rules={[{ required: true, message: '请输入报表编码!' }, { pattern: CODE_PATTERN, message: '报表编码只能包含字母、数字和下划线' }]}>
              <Input placeholder="请输入报表编码" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label="报表名字" rules={[{ required: true, message: '请输入报表名字!' }]}>
              <Input placeholder="请输入报表名字" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dbSource" label="动态数据源">
              <Input placeholder="默认数据源" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="cgrSql"
          label="报表SQL"
          rules={[{ required: true, message: '请输入报表SQL!' }]}
          extra="只允许一条查询语句（SELECT 或 WITH … SELECT）；参数写作 ${参数名}"
        >
          <Input.TextArea
            rows={5}
            spellCheck={false}
            placeholder="select id, username from sys_user where sex = '${sex}'"
            style={{ fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace', fontSize: 13 }}
          />
        </Form.Item>
        <Button type="primary" onClick={() => void parse()} loading={parsing} style={{ marginBottom: 12 }}>
          解析SQL
        </Button>
        {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} data-testid="parse-refusal" /> : null}
      </Form>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'fields',
            label: '动态报表配置明细',
            forceRender: true,
            children: <EditableTable ref={fieldsTable} aria-label="报表字段" columns={FIELD_COLUMNS} dataSource={fields} toolbar maxHeight={320} />,
          },
          {
            key: 'params',
            label: '报表参数',
            forceRender: true,
            children: <EditableTable ref={paramsTable} aria-label="报表参数" columns={PARAM_COLUMNS} dataSource={params} toolbar maxHeight={240} />,
          },
        ]}
      />
    </Modal>
  );
}
