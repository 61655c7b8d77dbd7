// 询价单's add / edit dialog: the plan it comes from (fixed once the enquiry exists, or when made from a plan's row),
// then the enquiry's own fields (the item and quantity default to the plan's).
import { Form, Modal } from 'antd';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { initialValuesOf, ResourceFormFields, type ResourceFormProps } from '@/widgets/resource';
import { openPlans, type Enquiry } from '../api/purchase-api';
import { enquiryResource } from '../model/enquiry-resource';
import { OriginSelect } from './origin-select';

type EnquiryValues = Record<string, unknown> & { id?: string; planId?: string };

export function EnquiryForm({ editing, saving, onCancel, onSubmit, planId }: ResourceFormProps<Enquiry, EnquiryValues> & { planId?: string }) {
  const [form] = Form.useForm<EnquiryValues>();
  const row = editing === 'new' ? null : editing;
  const mode = row ? 'edit' : 'add';
  return (
    <Modal open title={row ? '编辑询价单' : '新增询价单'} width={800} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" destroyOnHidden>
      <Form
        form={form}
        name="pur-enquiry-form"
        initialValues={{ ...initialValuesOf(enquiryResource, mode, row), planId: row?.planId ?? planId }}
        onFinish={(values) => onSubmit({ ...values, ...(row ? { id: row.id, planId: row.planId } : {}) })}
      >
        <ResetOnMount />
        <Form.Item label="来源计划" name="planId" labelCol={{ xs: { span: 24 }, sm: { span: 4 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 19 } }} rules={[{ required: true, message: '请选择来源计划!' }]}>
          <OriginSelect kind="plans" load={openPlans} disabled={Boolean(row)} placeholder="选择待询价的采购计划" current={row ? { value: row.planId, label: row.planNo ?? row.planId } : undefined} />
        </Form.Item>
        <ResourceFormFields resource={enquiryResource} mode={mode} id={row?.id} row={row} />
      </Form>
    </Modal>
  );
}
