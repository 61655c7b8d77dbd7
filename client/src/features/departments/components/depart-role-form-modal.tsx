import { Form, Input, Modal, type FormRule } from 'antd';
import { departRoleCodeProblem, type DepartRoleForm } from '../api/depart-mutations';
import type { DepartRole } from '../api/depart-queries';
import { ResetOnMount } from '@/shared/form/reset-on-mount';

interface DepartRoleFormModalProps {
  departId: string;
  /** null: closed; 'new': add; a role: edit it. */
  editing: DepartRole | 'new' | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: DepartRoleForm) => void;
}

type FormValues = Pick<DepartRoleForm, 'roleName' | 'roleCode'> & { description?: string };

const CHINESE = /[\u4e00-\u9fa5]/;

/**
 * 部门角色 add / edit (upstream's DeptRoleModal): name 2 to 30 characters, a code without Chinese that no other
 * department role uses (the duplicate check, with the server's message), a description.
 */
export function DepartRoleFormModal({ departId, editing, saving, onCancel, onSubmit }: DepartRoleFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const roleId = editing && editing !== 'new' ? editing.id : undefined;
  const codeRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim() || CHINESE.test(value)) return;
      const problem = await departRoleCodeProblem(value.trim(), roleId);
      if (problem) throw new Error(problem);
    },
  };
  return (
    <Modal title={editing === 'new' ? '新增' : '编辑'} open={editing !== null} onCancel={onCancel} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden>
      {editing && (
        <Form
          form={form}
          name="depart-role-form"
          preserve={false}
          labelCol={{ flex: '110px' }}
          initialValues={editing === 'new' ? {} : { roleName: editing.roleName, roleCode: editing.roleCode, description: editing.description ?? '' }}
          onFinish={(values) =>
            onSubmit({ ...(roleId ? { id: roleId } : {}), departId, roleName: values.roleName.trim(), roleCode: values.roleCode.trim(), description: values.description?.trim() || null })
          }
        >
          <ResetOnMount />
          <Form.Item label="部门角色名称" name="roleName" rules={[{ required: true, whitespace: true, message: '请输入部门角色名称!' }, { min: 2, max: 30, message: '长度在 2 到 30 个字符' }]}>
            <Input placeholder="请输入部门角色名称" />
          </Form.Item>
          <Form.Item
            label="部门角色编码"
            name="roleCode"
            rules={[{ required: true, whitespace: true, message: '请输入部门角色编码!' }, { max: 64, message: '长度不超过 64 个字符' }, { pattern: /^[^\u4e00-\u9fa5]*$/, message: '部门角色编码不可输入汉字!' }, codeRule]}
          >
            <Input placeholder="请输入部门角色编码" />
          </Form.Item>
          <Form.Item label="描述" name="description" rules={[{ max: 126, message: '长度不超过 126 个字符' }]}>
            <Input.TextArea rows={4} placeholder="请输入描述" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
