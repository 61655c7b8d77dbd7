// 新增 / 编辑 a dictionary: 字典名称 and 字典编码 required, the code unique through the duplicate check, 描述.
import { Form, Input, Modal } from 'antd';
import { dictCodeProblem, type Dictionary, type DictionaryForm } from '../api/dict-api';
import { DICT_CODE_PATTERN, DictFormText } from '../model/dict-form-rules';

export interface DictFormModalProps {
  editing: Dictionary | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: DictionaryForm) => void;
}

type Values = Pick<DictionaryForm, 'dictName' | 'dictCode' | 'description'>;

export function DictFormModal({ editing, saving, onCancel, onSubmit }: DictFormModalProps) {
  const [form] = Form.useForm<Values>();
  const current = editing === 'new' ? null : editing;
  return (
    <Modal
      open
      title={current ? '编辑' : '新增'}
      width={600}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="dict-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
        initialValues={current ? { dictName: current.dictName, dictCode: current.dictCode, description: current.description ?? '' } : undefined}
        onFinish={(values) =>
          onSubmit({
            dictName: values.dictName.trim(),
            dictCode: values.dictCode.trim(),
            description: (values.description ?? '').trim(),
            ...(current ? { id: current.id } : {}),
          })
        }
      >
        <Form.Item label="字典名称" name="dictName" rules={[{ required: true, whitespace: true, message: DictFormText.nameRequired }, { max: 100 }]}>
          <Input placeholder="请输入字典名称" />
        </Form.Item>
        <Form.Item
          label="字典编码"
          name="dictCode"
          validateDebounce={300}
          rules={[
            { required: true, whitespace: true, message: DictFormText.codeRequired },
            { pattern: DICT_CODE_PATTERN, message: DictFormText.codePattern },
            { max: 100 },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value || !DICT_CODE_PATTERN.test(value)) return;
                const problem = await dictCodeProblem(value, current?.id);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder="请输入字典编码" />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 255 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
