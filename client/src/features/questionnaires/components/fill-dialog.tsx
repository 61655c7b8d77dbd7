// 填写问卷: the questionnaire's questions to answer; a required question left empty is named under it (and by the
// server again). Sent once: the list then shows it 已填写.
import { App, Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { submitAnswers, type MyQuestionnaire } from '../api/questionnaire-api';
import { answerItems, type AnswerValue } from '../model/answer-rules';
import { AnswerFields } from './answer-fields';

export interface FillDialogProps {
  questionnaire: MyQuestionnaire;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

export function FillDialog({ questionnaire, onClose, onDone }: FillDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, AnswerValue>>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Record<string, AnswerValue>) => {
    setSaving(true);
    try {
      message.success(await submitAnswers(questionnaire.id, answerItems(questionnaire.questions, values)));
      await onDone();
      onClose();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`填写问卷：${questionnaire.title}`} width={720} confirmLoading={saving} onCancel={onClose} onOk={() => form.submit()} okText="提交" cancelText="取消" destroyOnHidden>
      {questionnaire.description && <p>{questionnaire.description}</p>}
      {questionnaire.anonymous === '1' && <Alert type="info" showIcon message="本问卷为匿名问卷，结果中不会显示您的姓名。" style={{ marginBottom: 16 }} />}
      <Form form={form} name="questionnaire-fill-form" layout="vertical" onFinish={(values) => void submit(values)}>
        <ResetOnMount />
        <AnswerFields questions={questionnaire.questions} />
      </Form>
    </Modal>
  );
}
