import { Form, Input, Modal, type FormRule } from 'antd';
import { nullEmptyValues } from '@/widgets/list-page';
import { roleCodeProblem, type RoleForm } from '../api/role-mutations';
import type { Role } from '../api/role-queries';
import { ResetOnMount } from '@/shared/form/reset-on-mount';

interface RoleFormModalProps {
  /** null: closed; 'new': add; a role: edit it. */
  editing: Role | 'new' | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: RoleForm) => void;
}

type FormValues = Omit<RoleForm, 'id'>;

/** 角色 add / edit (upstream's RoleModal): name 2 to 30 characters, a code no other role has, a description. */
export function RoleFormModal({ editing, saving, onCancel, onSubmit }: RoleFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const roleId = editing && editing !== 'new' ? editing.id : undefined;
  const codeRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      const problem = await roleCodeProblem(value.trim(), roleId);
      if (problem) throw new Error(problem);
    },
  };
  return (
    <Modal title={editing === 'new' ? '新增' : '编辑'} open={editing !== null} onCancel={onCancel} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden>
      {editing && (
        <Form
          form={form}
          name="role-form"
          preserve={false}
          labelCol={{ flex: '90px' }}
          initialValues={editing === 'new' ? {} : { roleName: editing.roleName, roleCode: editing.roleCode, description: editing.description ?? '' }}
          onFinish={(values) => onSubmit({ ...(roleId ? { id: roleId } : {}), roleName: values.roleName.trim(), roleCode: values.roleCode.trim(), ...nullEmptyValues({ description: values.description?.trim() ?? '' }) })}
        >
          <ResetOnMount />
          <Form.Item label="角色名称" name="roleName" rules={[{ required: true, whitespace: true, message: '请输入角色名称!' }, { min: 2, max: 30, message: '长度在 2 到 30 个字符' }]}>
            <Input placeholder="请输入角色名称" />
          </Form.Item>
          <Form.Item
            label="角色编码"
            name="roleCode"
            validateDebounce={300}
            rules={[{ required: true, whitespace: true, message: '请输入角色编码!' }, { max: 64, message: '长度不超过 64 个字符' }, { pattern: /^[^\u4e00-\u9fa5]*$/, message: '角色编码不可输入汉字!' }, codeRule]}
          >
            <Input placeholder="请输入角色编码" disabled={roleId !== undefined} />
          </Form.Item>
          <Form.Item label="描述" name="description" rules={[{ max: 126, message: '长度不超过 126 个字符' }]}>
            <Input.TextArea rows={4} placeholder="请输入描述" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
