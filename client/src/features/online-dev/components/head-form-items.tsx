// The head of a definition in the designer: table name and title, type, form layout, list options, the tree
// settings of a tree form and the relation of a sub-table. Laid out in columns that fold to one on a phone.
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { DefinitionBody } from '../api/cgform-design-api';
import { TABLE_TYPE_OPTIONS } from '../model/cgform-head-resource';

type HeadForm = DefinitionBody['head'];

const TYPE_OPTIONS = TABLE_TYPE_OPTIONS.map((option) => ({ value: Number(option.value), label: option.label }));
const YES_NO = [
  { value: 'Y', label: '是' },
  { value: 'N', label: '否' },
];
const TEMPLATE_OPTIONS = [
  { value: '1', label: '一列' },
  { value: '2', label: '两列' },
  { value: '3', label: '三列' },
  { value: '4', label: '四列' },
];
const THEME_OPTIONS = [
  { value: 'normal', label: '默认主题' },
  { value: 'erp', label: 'ERP主题(一对多)' },
  { value: 'innerTable', label: '内嵌子表主题(一对多)' },
  { value: 'tab', label: 'TAB主题(一对多)' },
];

const cell = { xs: 24, sm: 12, lg: 8 } as const;

export function HeadFormItems({ stored }: { stored: boolean }) {
  const tableType = Form.useWatch<HeadForm['tableType']>('tableType');
  const isTree = Form.useWatch<HeadForm['isTree']>('isTree');
  const subTables = Form.useWatch<HeadForm['subTableStr']>('subTableStr');
  return (
    <Row gutter={16}>
      <Col {...cell}>
        <Form.Item label="表名" name="tableName" rules={[{ required: true, whitespace: true, message: '请输入表名!' }]} extra={stored ? '改名后须同步数据库' : undefined}>
          <Input placeholder="如 mis_contract" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="表描述" name="tableTxt" rules={[{ required: true, whitespace: true, message: '请输入表描述!' }]}>
          <Input placeholder="如 合同登记" />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="表类型" name="tableType">
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="表单风格" name="formTemplate">
          <Select options={TEMPLATE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="主题模板" name="themeTemplate">
          <Select options={THEME_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="显示复选框" name="isCheckbox">
          <Radio.Group options={YES_NO} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="是否分页" name="isPage">
          <Radio.Group options={YES_NO} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item label="是否树" name="isTree">
          <Radio.Group options={YES_NO} />
        </Form.Item>
      </Col>
      {tableType === 2 && (
        <Col {...cell}>
          <Form.Item label="附表" name="subTableStr" extra="附表在其外键中指向本表时自动加入">
            <Input disabled placeholder={subTables ? undefined : '暂无附表'} />
          </Form.Item>
        </Col>
      )}
      {tableType === 3 && (
        <>
          <Col {...cell}>
            <Form.Item label="映射关系" name="relationType">
              <Radio.Group
                options={[
                  { value: 0, label: '一对多' },
                  { value: 1, label: '一对一' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col {...cell}>
            <Form.Item label="序号" name="tabOrderNum">
              <InputNumber min={0} max={999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      )}
      {isTree === 'Y' && (
        <>
          <Col {...cell}>
            <Form.Item label="树表单父ID" name="treeParentIdField" rules={[{ required: true, message: '请输入树表单父ID字段!' }]}>
              <Input placeholder="如 pid" />
            </Form.Item>
          </Col>
          <Col {...cell}>
            <Form.Item label="是否有子节点字段" name="treeIdField">
              <Input placeholder="如 has_child" />
            </Form.Item>
          </Col>
          <Col {...cell}>
            <Form.Item label="树开表单列" name="treeFieldname">
              <Input placeholder="如 name" />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
