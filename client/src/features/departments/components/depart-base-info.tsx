import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useAccess } from '@/widgets/access';
import { DepartPermission } from '../api/depart-permissions';
import type { DepartNode } from '../api/depart-queries';
import { detailsRules } from '../model/depart-form-rules';
import { orgCategoryChoices } from '../model/org-category';
import { departBody, type DepartFieldValues } from '../model/depart-form-values';
import { DepartFields } from './depart-fields';

interface DepartBaseInfoProps {
  depart: DepartNode;
  /** The parent's name, shown read-only (无 for a company). */
  parentName: string | null;
  saving: boolean;
  onSave: (body: ReturnType<typeof departBody> & { id: string }) => void;
  onDelete: (depart: DepartNode) => void;
}

type Values = DepartFieldValues & { orgCode: string };

function valuesOf(depart: DepartNode): Values {
  return {
    departName: depart.departName,
    departNameEn: depart.departNameEn,
    departNameAbbr: depart.departNameAbbr,
    orgCode: depart.orgCode,
    orgCategory: depart.orgCategory,
    departOrder: depart.departOrder,
    mobile: depart.mobile,
    fax: depart.fax,
    address: depart.address,
    memo: depart.memo,
  };
}

/** 基本信息: the selected department's details with 重置 and 保存 (upstream DepartList's right-hand form). */
export function DepartBaseInfo({ depart, parentName, saving, onSave, onDelete }: DepartBaseInfoProps) {
  const [form] = Form.useForm<Values>();
  const { can } = useAccess();
  useEffect(() => {
    form.resetFields();
    // Upstream checks a stored phone as soon as a department is selected.
    if (depart.mobile) void form.validateFields(['mobile']).catch(() => undefined);
  }, [depart, form]);
  return (
    <Form
      form={form}
      name="depart-base-info"
      data-testid="depart-base-info"
      labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
      wrapperCol={{ xs: { span: 24 }, sm: { span: 17 } }}
      initialValues={valuesOf(depart)}
      disabled={!can(DepartPermission.edit)}
      onFinish={(values) => onSave({ id: depart.id, ...departBody(values) })}
    >
      <Form.Item label="机构名称" name="departName" rules={detailsRules.departName}>
        <Input placeholder="请输入机构/部门名称" />
      </Form.Item>
      <Form.Item label="上级部门">
        <Input value={parentName ?? '无'} disabled />
      </Form.Item>
      <Form.Item label="机构编码" name="orgCode" rules={detailsRules.orgCode}>
        <Input disabled placeholder="请输入机构编码" />
      </Form.Item>
      <DepartFields categories={orgCategoryChoices(!depart.parentId, depart.orgCategory)} rules={detailsRules} />
      <Space style={{ width: '100%', justifyContent: 'center' }} wrap>
        <Button onClick={() => form.resetFields()}>重置</Button>
        {can(DepartPermission.edit) && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
        {can(DepartPermission.delete) && (
          <Button danger disabled={false} onClick={() => onDelete(depart)}>
            删除
          </Button>
        )}
      </Space>
    </Form>
  );
}
