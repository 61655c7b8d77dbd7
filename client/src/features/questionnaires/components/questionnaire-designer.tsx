// 新建问卷 / 编辑 (a draft): the title, description, 匿名, and the questions (four kinds, 必填, dragged into order);
// 预览 shows it as the addressees will fill it in. The list's kit saves it (add / edit).
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import type { ResourceFormProps } from '@/widgets/resource';
import type { Question, Questionnaire, QuestionnaireForm } from '../api/questionnaire-api';
import { questionsProblem } from '../model/question-kinds';
import { PreviewDialog } from './preview-dialog';
import { QuestionListEditor } from './question-list-editor';

type DesignerValues = Omit<QuestionnaireForm, 'id'>;

export function QuestionnaireDesigner({ editing, saving, onCancel, onSubmit }: ResourceFormProps<Questionnaire, QuestionnaireForm>) {
  const [form] = Form.useForm<DesignerValues>();
  const row = editing === 'new' ? null : editing;
  const [previewing, setPreviewing] = useState(false);
  const initial: DesignerValues = row ? { title: row.title, description: row.description ?? '', anonymous: row.anonymous, questions: row.questions } : { title: '', description: '', anonymous: '0', questions: [] };
  return (
    <Modal
      open
      title={row ? '设计问卷' : '新建问卷'}
      width={860}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="preview" onClick={() => setPreviewing(true)}>
          预览
        </Button>,
        <Button key="cancel" onClick={onCancel}>
          关闭
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()}>
          保存
        </Button>,
      ]}
    >
      <Form form={form} name="questionnaire-designer" layout="vertical" initialValues={initial} onFinish={(values) => onSubmit({ ...values, ...(row ? { id: row.id } : {}) })}>
        <ResetOnMount />
        <Form.Item label="问卷标题" name="title" rules={[{ required: true, whitespace: true, message: '请输入问卷标题!' }, { max: 100, message: '问卷标题不能超过100个字' }]}>
          <Input placeholder="例如：2026年度员工满意度调查" />
        </Form.Item>
        <Form.Item label="问卷说明" name="description" rules={[{ max: 500, message: '问卷说明不能超过500个字' }]}>
          <Input.TextArea rows={2} placeholder="向填写人说明问卷的目的" />
        </Form.Item>
        <Form.Item label="匿名问卷" name="anonymous" extra="匿名问卷的结果和导出中都不会显示填写人">
          <Radio.Group options={[{ value: '0', label: '否' }, { value: '1', label: '是' }]} />
        </Form.Item>
        <Form.Item
          label="题目"
          name="questions"
          rules={[{ validator: (_rule, questions: Question[] | undefined) => { const problem = questionsProblem(questions ?? []); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }]}
        >
          <QuestionListEditor />
        </Form.Item>
      </Form>
      {previewing && <PreviewDialog title={form.getFieldValue('title') || '未命名问卷'} description={form.getFieldValue('description')} questions={form.getFieldValue('questions') ?? []} onClose={() => setPreviewing(false)} />}
    </Modal>
  );
}
