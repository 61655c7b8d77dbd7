// 预览: the questionnaire as its addressees will fill it in; the answers here go nowhere.
import { Form, Modal } from 'antd';
import type { Question } from '../api/questionnaire-api';
import { AnswerFields } from './answer-fields';

export interface PreviewDialogProps {
  title: string;
  description?: string | null;
  questions: readonly Question[];
  onClose: () => void;
}

export function PreviewDialog({ title, description, questions, onClose }: PreviewDialogProps) {
  return (
    <Modal open title={`预览：${title}`} width={720} onCancel={onClose} footer={null} destroyOnHidden>
      {description && <p>{description}</p>}
      <Form name="questionnaire-preview-form" layout="vertical">
        <AnswerFields questions={questions} />
      </Form>
    </Modal>
  );
}
