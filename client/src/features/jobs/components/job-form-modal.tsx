// 新增 / 编辑 a job: 任务类名 from the jobs the server can run, cron表达式 typed or set in the cron editor (with its
// next fire times), 参数, 描述 and 状态 (正常 schedules the job at once).
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { CronModal, validateExpression } from '@/widgets/cron-editor';
import { DictSelect } from '@/widgets/dict-select';
import { JOB_CLASS_DICT, JobStatus, type QuartzJob, type QuartzJobForm } from '../api/job-api';

export interface JobFormModalProps {
  editing: QuartzJob | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: QuartzJobForm) => void;
}

interface Values {
  jobClassName?: string;
  cronExpression?: string;
  parameter?: string;
  description?: string;
  status: string;
}

/** Upstream's form starts a new job at every second, 正常. */
const NEW_JOB: Values = { cronExpression: '* * * * * ? *', status: String(JobStatus.running) };

export function JobFormModal({ editing, saving, onCancel, onSubmit }: JobFormModalProps) {
  const [form] = Form.useForm<Values>();
  const [cronOpen, setCronOpen] = useState(false);
  const current = editing === 'new' ? null : editing;
  const initial: Values = current
    ? {
        jobClassName: current.jobClassName,
        cronExpression: current.cronExpression,
        parameter: current.parameter ?? '',
        description: current.description ?? '',
        status: String(current.status),
      }
    : NEW_JOB;
  const cron = Form.useWatch('cronExpression', form) ?? initial.cronExpression;
  return (
    <Modal
      open
      title={current ? '编辑' : '新增'}
      width={640}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="quartz-job-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }}
        initialValues={initial}
        onFinish={(values) =>
          onSubmit({
            ...(current ? { id: current.id } : {}),
            jobClassName: values.jobClassName!.trim(),
            cronExpression: values.cronExpression!.trim().split(/\s+/).join(' '),
            parameter: values.parameter?.trim() || null,
            description: values.description?.trim() || null,
            status: Number(values.status) === JobStatus.stopped ? JobStatus.stopped : JobStatus.running,
          })
        }
      >
        <ResetOnMount />
        <Form.Item label="任务类名" name="jobClassName" rules={[{ required: true, message: '请选择任务类名!' }]}>
          <DictSelect dictCode={JOB_CLASS_DICT} placeholder="请选择任务类名" aria-label="任务类名" />
        </Form.Item>
        <Form.Item label="Cron表达式" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="cronExpression"
              noStyle
              rules={[
                { required: true, message: '请输入cron表达式!' },
                {
                  validator: async (_rule, value: string | undefined) => {
                    const problem = value?.trim() ? validateExpression(value, new Date().getFullYear()) : null;
                    if (problem) throw new Error(problem.message);
                  },
                },
              ]}
            >
              <Input placeholder="秒 分 时 日 月 周 年" aria-label="Cron表达式" />
            </Form.Item>
            <Button onClick={() => setCronOpen(true)}>设置</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="参数" name="parameter" rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} placeholder="请输入参数" />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder="请输入描述" />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <DictSelect dictCode="quartz_status" type="radioButton" aria-label="状态" />
        </Form.Item>
      </Form>
      <CronModal
        open={cronOpen}
        value={cron}
        onCancel={() => setCronOpen(false)}
        onOk={(expression) => {
          form.setFieldValue('cronExpression', expression);
          void form.validateFields(['cronExpression']);
          setCronOpen(false);
        }}
      />
    </Modal>
  );
}
