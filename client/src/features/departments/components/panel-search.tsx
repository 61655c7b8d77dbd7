import { Button, Form, Input, Space } from 'antd';

interface PanelSearchProps {
  /** The form's name: it prefixes the field's id, unique while both tabs stay mounted. */
  name: string;
  label: string;
  placeholder: string;
  /** The trimmed text on 查询, '' on 重置. */
  onSearch: (text: string) => void;
}

/** The one-field search above a tab's table (用户信息, 部门角色): 查询 and 重置, as upstream's inline forms. */
export function PanelSearch({ name, label, placeholder, onSearch }: PanelSearchProps) {
  const [form] = Form.useForm<{ text?: string }>();
  return (
    <Form form={form} name={name} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(values) => onSearch(values.text?.trim() ?? '')}>
      <Form.Item label={label} name="text">
        <Input placeholder={placeholder} allowClear />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch('');
          }}
        >
          重置
        </Button>
      </Space>
    </Form>
  );
}
