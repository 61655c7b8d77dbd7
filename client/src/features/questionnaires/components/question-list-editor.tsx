// The designer's questions (a form control: value and onChange): added by kind, edited, removed, and reordered by
// dragging a card onto another or by 上移 / 下移.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space } from 'antd';
import { useRef } from 'react';
import type { Question } from '../api/questionnaire-api';
import { moved, newQuestion, QUESTION_KINDS } from '../model/question-kinds';
import { QuestionCard } from './question-card';

export interface QuestionListEditorProps {
  value?: Question[];
  onChange?: (questions: Question[]) => void;
}

export function QuestionListEditor({ value = [], onChange }: QuestionListEditorProps) {
  const dragged = useRef<number | null>(null);
  const set = (questions: Question[]) => onChange?.(questions);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有题目，请从下方添加" />}
      {value.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          index={index}
          count={value.length}
          onChange={(changed) => set(value.map((q, i) => (i === index ? changed : q)))}
          onMove={(to) => set(moved(value, index, to))}
          onRemove={() => set(value.filter((_, i) => i !== index))}
          onDragStart={(event) => {
            dragged.current = index;
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged.current !== null) set(moved(value, dragged.current, index));
            dragged.current = null;
          }}
        />
      ))}
      <Space wrap>
        {QUESTION_KINDS.map((kind) => (
          <Button key={kind.value} icon={<PlusOutlined />} onClick={() => set([...value, newQuestion(kind.value)])}>
            {kind.label}
          </Button>
        ))}
      </Space>
    </Space>
  );
}
