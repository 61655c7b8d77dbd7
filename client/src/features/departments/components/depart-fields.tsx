import { Form, Input, InputNumber, Radio, type FormRule } from 'antd';
import { ORG_CATEGORY_TEXT } from '../model/org-category';

interface DepartFieldsProps {
  /** The 机构类型 radios offered. */
  categories: readonly string[];
  rules: { orgCategory: FormRule[]; mobile: FormRule[] };
}

/** The fields both department forms share, after the name: names, category, order, contacts, memo. */
export function DepartFields({ categories, rules }: DepartFieldsProps) {
  return (
    <>
      <Form.Item label="英文名" name="departNameEn" rules={[{ max: 500 }]}>
        <Input placeholder="请输入英文名" />
      </Form.Item>
      <Form.Item label="简称" name="departNameAbbr" rules={[{ max: 500 }]}>
        <Input placeholder="请输入简称" />
      </Form.Item>
      <Form.Item label="机构类型" name="orgCategory" rules={rules.orgCategory}>
        <Radio.Group options={categories.map((value) => ({ value, label: ORG_CATEGORY_TEXT[value] ?? value }))} />
      </Form.Item>
      <Form.Item label="排序" name="departOrder">
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={rules.mobile} validateTrigger={['onBlur', 'onChange']}>
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item label="传真" name="fax" rules={[{ max: 32 }]}>
        <Input placeholder="请输入传真" />
      </Form.Item>
      <Form.Item label="地址" name="address" rules={[{ max: 100 }]}>
        <Input placeholder="请输入地址" />
      </Form.Item>
      <Form.Item label="备注" name="memo" rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} placeholder="请输入备注" />
      </Form.Item>
    </>
  );
}
