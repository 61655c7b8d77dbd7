// 新增 / 编辑 an item of a dictionary: 名称 and 数据值 required (the value without special characters and unique in
// the dictionary through dictItemCheck), 描述, 排序值 (值越小越靠前), 是否启用.
import { Form, Input, InputNumber, Modal, Space, Switch, Typography } from 'antd';
import { itemValueProblem, type DictItem, type DictItemForm } from '../api/dict-item-api';
import { DictFormText, hasSpecialCharacters } from '../model/dict-form-rules';

export interface DictItemFormModalProps {
  dictId: string;
  editing: DictItem | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: DictItemForm) => void;
}

interface Values {
  itemText: string;
  itemValue: string;
  description?: string | null;
  sortOrder?: number | null;
  enabled: boolean;
}

/** Upstream's new item starts at 排序值 1, enabled. */
const NEW_ITEM: Values = { itemText: '', itemValue: '', description: '', sortOrder: 1, enabled: true };

export function DictItemFormModal({ dictId, editing, saving, onCancel, onSubmit }: DictItemFormModalProps) {
  const [form] = Form.useForm<Values>();
  const current = editing === 'new' ? null : editing;
  const initial: Values = current
    ? { itemText: current.itemText, itemValue: current.itemValue, description: current.description ?? '', sortOrder: current.sortOrder, enabled: current.status === 1 }
    : NEW_ITEM;
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
      <Form<Values>
        form={form}
        name="dict-item-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
        initialValues={initial}
        onFinish={(values) =>
          onSubmit({
            dictId,
            itemText: values.itemText.trim(),
            itemValue: values.itemValue.trim(),
            description: (values.description ?? '').trim(),
            sortOrder: values.sortOrder ?? null,
            status: values.enabled ? 1 : 0,
            ...(current ? { id: current.id } : {}),
          })
        }
      >
        <Form.Item label="名称" name="itemText" rules={[{ required: true, whitespace: true, message: DictFormText.itemTextRequired }, { max: 100 }]}>
          <Input placeholder="请输入名称" />
        </Form.Item>
        <Form.Item
          label="数据值"
          name="itemValue"
          validateDebounce={300}
          rules={[
            { required: true, whitespace: true, message: DictFormText.itemValueRequired },
            { max: 100 },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value) return;
                if (hasSpecialCharacters(value)) throw new Error(DictFormText.itemValueSpecial);
                const problem = await itemValueProblem(value.trim(), dictId, current?.id);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder="请输入数据值" />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 255 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="排序值">
          <Space>
            <Form.Item name="sortOrder" noStyle>
              <InputNumber min={1} max={99999} precision={0} aria-label="排序值" />
            </Form.Item>
            <Typography.Text type="secondary">值越小越靠前</Typography.Text>
          </Space>
        </Form.Item>
        <Form.Item label="是否启用" name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="禁用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
