// One question in the designer: its kind, title, 必填, and a choice's options; dragged by its handle (or 上移 / 下移)
// to another place.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Input, Select, Space, Tooltip } from 'antd';
import type { DragEvent } from 'react';
import type { Question } from '../api/questionnaire-api';
import { isChoice, QUESTION_KINDS, withKind } from '../model/question-kinds';

export interface QuestionCardProps {
  question: Question;
  index: number;
  count: number;
  onChange: (question: Question) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Drag and drop: this card picked up, another dropped on it. */
  onDragStart: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

export function QuestionCard({ question, index, count, onChange, onMove, onRemove, onDragStart, onDrop }: QuestionCardProps) {
  const options = question.options ?? [];
  const setOption = (at: number, text: string) => onChange({ ...question, options: options.map((o, i) => (i === at ? text : o)) });
  return (
    <Card
      size="small"
      data-testid={`question-${index + 1}`}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      title={
        <Space wrap>
          <span draggable onDragStart={onDragStart} aria-label="拖动排序" style={{ cursor: 'grab' }}>
            <HolderOutlined />
          </span>
          <span>第{index + 1}题</span>
          <Select aria-label="题型" size="small" value={question.type} options={QUESTION_KINDS as Array<{ value: string; label: string }>} onChange={(kind: Question['type']) => onChange(withKind(question, kind))} style={{ width: 96 }} />
          <Checkbox checked={question.required} onChange={(event) => onChange({ ...question, required: event.target.checked })}>
            必填
          </Checkbox>
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title="上移">
            <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(index - 1)} />
          </Tooltip>
          <Tooltip title="下移">
            <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
          </Tooltip>
          <Tooltip title="删除题目">
            <Button type="text" size="small" danger aria-label="删除题目" icon={<DeleteOutlined />} onClick={onRemove} />
          </Tooltip>
        </Space>
      }
    >
      <Input aria-label={`第${index + 1}题题目`} placeholder="请输入题目" maxLength={200} value={question.title} onChange={(event) => onChange({ ...question, title: event.target.value })} />
      {isChoice(question.type) && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
          {options.map((option, at) => (
            <Space.Compact key={at} style={{ width: '100%' }}>
              <Input aria-label={`第${index + 1}题选项${at + 1}`} maxLength={100} value={option} onChange={(event) => setOption(at, event.target.value)} />
              <Button aria-label={`删除选项${at + 1}`} icon={<DeleteOutlined />} disabled={options.length <= 2} onClick={() => onChange({ ...question, options: options.filter((_, i) => i !== at) })} />
            </Space.Compact>
          ))}
          <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={options.length >= 20} onClick={() => onChange({ ...question, options: [...options, `选项${options.length + 1}`] })}>
            添加选项
          </Button>
        </Space>
      )}
    </Card>
  );
}
