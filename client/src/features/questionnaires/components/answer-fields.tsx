// The questions of a questionnaire as form items (单选 radio buttons, 多选 checkboxes, 评分 five stars, 文本 a text
// area), each named by its number; a required one says which question is missing. 填写问卷 and 预览 both show it.
import { Checkbox, Form, Input, Radio, Rate, Space, Tag } from 'antd';
import type { Question } from '../api/questionnaire-api';
import { requiredMessage } from '../model/answer-rules';
import { kindLabel } from '../model/question-kinds';

export interface AnswerFieldsProps {
  questions: readonly Question[];
}

/** The control of one question; Form.Item hands it the value and onChange. */
function AnswerInput({ question, ...control }: { question: Question; value?: unknown; onChange?: (value: unknown) => void }) {
  const options = question.options ?? [];
  if (question.type === 'radio')
    return (
      <Radio.Group {...control}>
        <Space direction="vertical">
          {options.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  if (question.type === 'checkbox')
    return (
      <Checkbox.Group value={control.value as string[] | undefined} onChange={control.onChange}>
        <Space direction="vertical">
          {options.map((option) => (
            <Checkbox key={option} value={option}>
              {option}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  if (question.type === 'rating') return <Rate aria-label={question.title} value={control.value as number | undefined} onChange={control.onChange} />;
  return <Input.TextArea rows={3} maxLength={2000} showCount placeholder="请输入" aria-label={question.title} value={control.value as string | undefined} onChange={control.onChange} />;
}

export function AnswerFields({ questions }: AnswerFieldsProps) {
  return (
    <>
      {questions.map((question, index) => (
        <Form.Item
          key={question.id}
          name={question.id}
          label={
            <span>
              {index + 1}. {question.title} <Tag>{kindLabel(question.type)}</Tag>
            </span>
          }
          required={question.required}
          rules={question.required ? [{ required: true, message: requiredMessage(index, question) }] : []}
          data-testid={`answer-${index + 1}`}
        >
          <AnswerInput question={question} />
        </Form.Item>
      ))}
    </>
  );
}
