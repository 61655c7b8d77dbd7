// 新增 / 编辑 a position: code (unique, letters, digits, _ and -), name and rank, each required.
import { Form, Input, Modal, Select } from 'antd';
import { useDictOptions } from '@/widgets/list-page';
import { checkPositionCode, type Position, type PositionForm } from '../api/position-api';
import { RANK_DICT } from '../model/position-resource';

export interface PositionFormModalProps {
  editing: Position | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: PositionForm) => void;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export function PositionFormModal({ editing, saving, onCancel, onSubmit }: PositionFormModalProps) {
  const [form] = Form.useForm<PositionForm>();
  const ranks = useDictOptions(RANK_DICT);
  const current = editing === 'new' ? null : editing;
  return (
    <Modal
      open
      title={current ? '编辑' : '新增'}
      width={800}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      <Form<PositionForm>
        form={form}
        name="position-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
        initialValues={current ? { code: current.code, name: current.name, rank: current.rank ?? undefined } : undefined}
        onFinish={(values) => onSubmit({ ...values, ...(current ? { id: current.id } : {}) })}
      >
        <Form.Item
          label="职务编码"
          name="code"
          validateDebounce={300}
          rules={[
            { required: true, message: '请输入职务编码!' },
            { pattern: CODE_PATTERN, message: '职务编码只能包含字母、数字、下划线和短横线!' },
            { max: 64, message: '职务编码不能超过64个字符!' },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value || !CODE_PATTERN.test(value)) return;
                const problem = await checkPositionCode(value, current?.id);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder="请输入职务编码" />
        </Form.Item>
        <Form.Item label="职务名称" name="name" rules={[{ required: true, message: '请输入职务名称!' }, { max: 100, message: '职务名称不能超过100个字符!' }]}>
          <Input placeholder="请输入职务名称" />
        </Form.Item>
        <Form.Item label="职级" name="rank" rules={[{ required: true, message: '请选择职级!' }]}>
          <Select placeholder="请选择职级" options={ranks} allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}
