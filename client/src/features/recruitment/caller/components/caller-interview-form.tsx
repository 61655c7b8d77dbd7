// 记录面试结果: time (now by default), result, score 0–100 and notes. The interviewer is the signed-in user, so it is
// not asked. A refusal (another interviewer's candidate, one no longer 处理中) is shown under the form.
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { callerInterviewRequestOf, INTERVIEW_RESULTS, NOTES_MAX, type CallerInterviewValues } from '../model/caller-interview';
import type { CallerInterviewRequest } from '../api/caller-api';

interface CallerInterviewFormProps {
  candidateId: string;
  onSubmit: (request: CallerInterviewRequest) => Promise<unknown>;
}

export function CallerInterviewForm({ candidateId, onSubmit }: CallerInterviewFormProps) {
  const [form] = Form.useForm<CallerInterviewValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: CallerInterviewValues) => {
    setSaving(true);
    setRefusal(null);
    try {
      await onSubmit(callerInterviewRequestOf(candidateId, values));
      form.resetFields();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ interviewTime: dayjs().second(0) }} data-testid="caller-interview-form" requiredMark>
      <Form.Item name="interviewTime" label="面试时间" rules={[{ required: true, message: '请选择面试时间' }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} inputReadOnly />
      </Form.Item>
      <Form.Item name="result" label="面试结果" rules={[{ required: true, message: '请选择面试结果' }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={INTERVIEW_RESULTS.map((option) => ({ ...option }))} />
      </Form.Item>
      <Form.Item name="score" label="评分" rules={[{ required: true, message: '请输入评分' }, { type: 'integer', min: 0, max: 100, message: '评分须为0到100之间的整数' }]}>
        <InputNumber min={0} max={100} precision={0} inputMode="numeric" placeholder="0–100" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="notes" label="面试评价" rules={[{ max: NOTES_MAX, message: `面试评价不能超过${NOTES_MAX}个字` }]}>
        <Input.TextArea rows={3} placeholder="表现、优势与顾虑" />
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="caller-interview-refusal" />}
      <Button type="primary" htmlType="submit" block size="large" loading={saving}>
        提交面试结果
      </Button>
    </Form>
  );
}
