// One condition: field tree select, rule select, value input, add and remove.
import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Col, Row, Select, TreeSelect } from 'antd';
import { QueryText, RULE_LABELS } from '../model/condition-rules';
import type { FieldTreeNode } from '../model/query-fields';
import { RULES, type QueryCondition, type Rule } from '../model/super-query';
import { ValueInput } from './value-input';

const RULE_OPTIONS = RULES.map((rule) => ({ value: rule, label: RULE_LABELS[rule] }));

export interface ConditionRowProps {
  condition: QueryCondition;
  tree: FieldTreeNode[];
  onField: (value: string | undefined) => void;
  onRule: (rule: Rule) => void;
  onValue: (val: string | string[] | undefined) => void;
  onAdd: () => void;
  onRemove: () => void;
}

export function ConditionRow({ condition, tree, onField, onRule, onValue, onAdd, onRemove }: ConditionRowProps) {
  return (
    <Row gutter={[8, 8]} align="middle" style={{ marginBottom: 8 }} data-testid="query-condition">
      <Col xs={24} sm={8}>
        <TreeSelect
          style={{ width: '100%' }}
          placeholder={QueryText.fieldPlaceholder}
          treeData={tree}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          value={condition.field}
          onChange={(value?: string) => onField(value)}
          aria-label={QueryText.fieldPlaceholder}
        />
      </Col>
      <Col xs={24} sm={5}>
        <Select style={{ width: '100%' }} placeholder={QueryText.rulePlaceholder} options={RULE_OPTIONS} value={condition.rule} onChange={onRule} aria-label={QueryText.rulePlaceholder} />
      </Col>
      <Col xs={18} sm={8}>
        <ValueInput condition={condition} onChange={onValue} />
      </Col>
      <Col xs={6} sm={3} style={{ whiteSpace: 'nowrap' }}>
        <Button type="text" icon={<PlusCircleOutlined />} onClick={onAdd} aria-label="新增条件" />
        <Button type="text" icon={<MinusCircleOutlined />} onClick={onRemove} aria-label="删除条件" />
      </Col>
    </Row>
  );
}
