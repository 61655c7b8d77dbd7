// 新增 / 添加下级 / 编辑 a category: the parent (shown and locked below a parent), 分类名称 (required) and, on edit,
// 类型编码 (required, checked against the parent's code by upstream's checkCode). On add the server generates the code.
import { Form, Input, Modal } from 'antd';
import { checkCategoryCode, type CategoryForm } from '../api/category-api';
import { ROOT_PID, type CategoryRow } from '../model/category-tree';

export type CategoryEditing = { kind: 'add'; parent: CategoryRow | null } | { kind: 'edit'; row: CategoryRow; parent: CategoryRow | null };

export interface CategoryFormModalProps {
  editing: CategoryEditing;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: CategoryForm) => void;
}

interface FormValues {
  name: string;
  code?: string;
}

const TITLES = { add: '新增', child: '添加下级', edit: '编辑' } as const;

export function CategoryFormModal({ editing, saving, onCancel, onSubmit }: CategoryFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const row = editing.kind === 'edit' ? editing.row : null;
  const pid = row ? row.pid : (editing.parent?.id ?? ROOT_PID);
  const title = row ? TITLES.edit : editing.parent ? TITLES.child : TITLES.add;
  return (
    <Modal open title={title} width={600} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" destroyOnHidden>
      <Form<FormValues>
        form={form}
        name="category-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
        initialValues={row ? { name: row.name, code: row.code } : undefined}
        onFinish={(values) => onSubmit(row ? { id: row.id, name: values.name, code: values.code } : { pid, name: values.name })}
      >
        {editing.parent && (
          <Form.Item label="父级节点">
            <Input value={`${editing.parent.name}（${editing.parent.code}）`} disabled data-testid="category-parent" />
          </Form.Item>
        )}
        <Form.Item label="分类名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入分类名称!' }, { max: 100, message: '分类名称不能超过100个字符!' }]}>
          <Input placeholder="请输入分类名称" />
        </Form.Item>
        {row ? (
          <Form.Item
            label="类型编码"
            name="code"
            validateDebounce={300}
            rules={[
              { required: true, whitespace: true, message: '请输入类型编码!' },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const problem = await checkCategoryCode(pid, value);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input placeholder="请输入类型编码" />
          </Form.Item>
        ) : (
          <Form.Item label="类型编码">
            <Input disabled placeholder="保存后按上级编码自动生成" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
