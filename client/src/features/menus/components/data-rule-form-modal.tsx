import { Form, Input, Modal, Radio, Select } from 'antd';
import type { DataRule } from '../api/menu-queries';
import type { DataRuleForm } from '../api/menu-mutations';
import { RULE_CONDITION_OPTIONS, SQL_RULE } from '../model/rule-conditions';
import { ResetOnMount } from '@/shared/form/reset-on-mount';

interface DataRuleFormModalProps {
  permissionId: string;
  /** null: closed; 'new': add; a rule: edit it. */
  editing: DataRule | 'new' | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: DataRuleForm) => void;
}

type FormValues = Omit<DataRuleForm, 'id' | 'permissionId'>;

function initialValues(editing: DataRule | 'new' | null): Partial<FormValues> {
  if (!editing || editing === 'new') return { status: '1' };
  return {
    ruleName: editing.ruleName,
    ruleColumn: editing.ruleColumn ?? '',
    ruleConditions: editing.ruleConditions as FormValues['ruleConditions'],
    ruleValue: editing.ruleValue,
    status: editing.status,
  };
}

/** Add or edit one data rule of a menu (the Vue2 PermissionDataRuleModal). A custom SQL rule has no field. */
export function DataRuleFormModal({ permissionId, editing, saving, onCancel, onSubmit }: DataRuleFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const condition = Form.useWatch('ruleConditions', form);

  const submit = (values: FormValues) =>
    onSubmit({
      ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      permissionId,
      ruleName: values.ruleName.trim(),
      ruleColumn: values.ruleConditions === SQL_RULE ? null : values.ruleColumn?.trim() || null,
      ruleConditions: values.ruleConditions,
      ruleValue: values.ruleValue.trim(),
      status: values.status,
    });

  return (
    <Modal
      title={editing === 'new' ? '新增' : '编辑'}
      open={editing !== null}
      onCancel={onCancel}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name="data-rule-form" preserve={false} labelCol={{ flex: '90px' }} initialValues={initialValues(editing)} onFinish={submit}>
        <ResetOnMount />
        <Form.Item label="规则名称" name="ruleName" rules={[{ required: true, whitespace: true, message: '请输入规则名称!' }]}>
          <Input placeholder="请输入规则名称" maxLength={50} />
        </Form.Item>
        {condition !== SQL_RULE && (
          <Form.Item
            label="规则字段"
            name="ruleColumn"
            rules={[
              { required: true, whitespace: true, message: '请输入字段!' },
              { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: '字段只能由字母、数字、下划线组成，且不能以数字开头' },
            ]}
          >
            <Input placeholder="请输入规则字段" maxLength={50} />
          </Form.Item>
        )}
        <Form.Item label="条件规则" name="ruleConditions" rules={[{ required: true, message: '请选择条件!' }]}>
          <Select placeholder="请选择条件" options={[...RULE_CONDITION_OPTIONS]} />
        </Form.Item>
        <Form.Item label="规则值" name="ruleValue" rules={[{ required: true, whitespace: true, message: '请输入规则值!' }]}>
          <Input placeholder="请输入规则值" maxLength={300} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group buttonStyle="solid" optionType="button" options={[{ value: '1', label: '有效' }, { value: '0', label: '无效' }]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
