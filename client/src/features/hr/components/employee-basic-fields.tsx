// 员工详情's 基本信息: the HrEmployeeForm fields staff edit here, with the document's rules. Status changes go
// through 转正 / 离职, so the status is shown, not edited.
import { Col, DatePicker, Form, Input, InputNumber, Row, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { formRules, ruleOf } from '@/shared/validation/form-rules';
import { Pattern, patternCheck, ValidationText } from '@/shared/validation/validators';
import { DictSelect } from '@/widgets/dict-select';
import type { EmployeeForm } from '../api/employee-api';
import { DEPART_DICT } from '@/shared/config/table-dicts';

const DATE = 'YYYY-MM-DD';
const dateProps = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, DATE) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE) : null),
};
const required = (message: string): FormRule => ({ required: true, message });
const max = (length: number): FormRule => ({ max: length, message: `最多输入${length}个字符` });

function Field({ name, label, rules, wide, children, date }: { name: keyof EmployeeForm; label: string; rules?: FormRule[]; wide?: boolean; date?: boolean; children: ReactNode }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} lg={wide ? 16 : 8} xl={wide ? 12 : 6}>
      <Form.Item<EmployeeForm> name={name} label={label} rules={rules} {...(date ? dateProps : {})}>
        {children}
      </Form.Item>
    </Col>
  );
}

export function EmployeeBasicFields({ idCardDisabled }: { idCardDisabled: boolean }) {
  return (
    <Row gutter={16}>
      <Field name="workNo" label="工号">
        <Input disabled />
      </Field>
      <Field name="name" label="姓名" rules={[required('请输入姓名!'), max(50)]}>
        <Input placeholder="请输入姓名" />
      </Field>
      <Field name="sex" label="性别" rules={[required('请选择性别!')]}>
        <DictSelect dictCode="sex" placeholder="请选择性别" />
      </Field>
      <Field name="idCard" label="身份证号" rules={[required('请输入身份证号!'), ...formRules('chineseIdCard')]}>
        {/* Only ever turns it off: an explicit false would beat the read-only form's own disabled. */}
        <Input placeholder="请输入身份证号" disabled={idCardDisabled || undefined} />
      </Field>
      <Field name="mobile" label="手机号" rules={formRules('mobile')}>
        <Input placeholder="请输入手机号" />
      </Field>
      <Field name="email" label="邮箱" rules={[...formRules('email'), max(100)]}>
        <Input placeholder="请输入邮箱" />
      </Field>
      <Field name="departId" label="所属部门" rules={[required('请选择所属部门!')]}>
        <DictSelect dictCode={DEPART_DICT} placeholder="请选择所属部门" />
      </Field>
      <Field name="post" label="岗位" rules={[max(50)]}>
        <Input placeholder="请输入岗位" />
      </Field>
      <Field name="type" label="用工类型" rules={[required('请选择用工类型!')]}>
        <DictSelect dictCode="employee_type" placeholder="请选择用工类型" />
      </Field>
      <Field name="entryDate" label="入职日期" rules={[required('请选择入职日期!')]} date>
        <DatePicker style={{ width: '100%' }} placeholder="请选择入职日期" />
      </Field>
      <Field name="probationMonths" label="试用期(月)">
        <InputNumber min={0} max={6} precision={0} style={{ width: '100%' }} />
      </Field>
      <Field name="regularDate" label="转正日期" date>
        <DatePicker style={{ width: '100%' }} placeholder="请选择转正日期" />
      </Field>
      <Field name="education" label="学历">
        <DictSelect dictCode="education" placeholder="请选择学历" />
      </Field>
      <Field name="politicalStatus" label="政治面貌">
        <DictSelect dictCode="political_status" placeholder="请选择政治面貌" />
      </Field>
      <Field name="maritalStatus" label="婚姻状况">
        <DictSelect dictCode="marital_status" placeholder="请选择婚姻状况" />
      </Field>
      <Field name="nation" label="民族" rules={[max(20)]}>
        <Input placeholder="请输入民族" />
      </Field>
      <Field name="nativePlace" label="籍贯" rules={[max(100)]}>
        <Input placeholder="请输入籍贯" />
      </Field>
      <Field name="bankName" label="开户银行" rules={[max(100)]}>
        <Input placeholder="请输入开户银行" />
      </Field>
      <Field name="bankCard" label="银行卡号" rules={formRules('bankCard')}>
        <Input placeholder="请输入银行卡号" />
      </Field>
      <Field name="emergencyContact" label="紧急联系人" rules={[max(50)]}>
        <Input placeholder="请输入紧急联系人" />
      </Field>
      <Field name="emergencyMobile" label="紧急联系人电话" rules={[ruleOf([patternCheck(Pattern.mobile, ValidationText.mobileInvalid)])]}>
        <Input placeholder="请输入紧急联系人电话" />
      </Field>
      <Field name="address" label="现居住地址" rules={[max(200)]} wide>
        <Input placeholder="请输入现居住地址" />
      </Field>
      <Field name="remark" label="备注" rules={[max(500)]} wide>
        <Input.TextArea rows={2} placeholder="请输入备注" />
      </Field>
    </Row>
  );
}
