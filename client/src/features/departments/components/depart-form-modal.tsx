import { Form, Input, Modal } from 'antd';
import type { DepartForm } from '../api/depart-mutations';
import type { DepartNode } from '../api/depart-queries';
import { modalRules } from '../model/depart-form-rules';
import { orgCategoryChoices } from '../model/org-category';
import { departBody, type DepartFieldValues } from '../model/depart-form-values';
import { DepartFields } from './depart-fields';
import { ResetOnMount } from '@/shared/form/reset-on-mount';

/** What the modal adds: a top-level company, or a child of `parent`. */
export type DepartAdding = { kind: 'company' } | { kind: 'child'; parent: DepartNode };

interface DepartFormModalProps {
  adding: DepartAdding | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: DepartForm) => void;
}

/** 新增 (upstream DepartModal): a company, or a department / post below the selected one. */
export function DepartFormModal({ adding, saving, onCancel, onSubmit }: DepartFormModalProps) {
  const [form] = Form.useForm<DepartFieldValues>();
  const parent = adding?.kind === 'child' ? adding.parent : null;
  return (
    <Modal title="新增" width={800} open={adding !== null} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" confirmLoading={saving} destroyOnHidden>
      {adding && (
        <Form
          form={form}
          name="depart-form"
          preserve={false}
          labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
          wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
          initialValues={{ departOrder: 0, orgCategory: parent ? '2' : '1' }}
          onFinish={(values) => onSubmit({ ...departBody(values), parentId: parent?.id ?? '' })}
        >
          <ResetOnMount />
          <Form.Item label="机构名称" name="departName" rules={modalRules.departName}>
            <Input placeholder="请输入机构/部门名称" />
          </Form.Item>
          {parent && (
            <Form.Item label="上级部门">
              <Input value={parent.departName} disabled data-testid="depart-form-parent" />
            </Form.Item>
          )}
          <DepartFields categories={orgCategoryChoices(parent === null)} rules={modalRules} />
        </Form>
      )}
    </Modal>
  );
}
