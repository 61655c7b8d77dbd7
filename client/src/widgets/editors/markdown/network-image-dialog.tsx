import { Form, Input, Modal } from 'antd';

export interface NetworkImageDialogProps {
  open: boolean;
  onInsert: (url: string, remark: string) => void;
  onCancel: () => void;
}

interface NetworkImageFields {
  url: string;
  remark?: string;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** 网络图片: an image's web address plus a remark (its alternative text). */
export function NetworkImageDialog({ open, onInsert, onCancel }: NetworkImageDialogProps) {
  const [form] = Form.useForm<NetworkImageFields>();
  return (
    <Modal
      open={open}
      title="添加网络图片"
      okText="插入"
      onCancel={onCancel}
      destroyOnHidden
      onOk={() => {
        void form.validateFields().then((fields) => onInsert(fields.url.trim(), fields.remark?.trim() ?? ''));
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          label="图片地址"
          name="url"
          rules={[
            { required: true, message: '请输入图片地址' },
            { pattern: WEB_ADDRESS, message: '请输入以 http:// 或 https:// 开头的图片地址' },
          ]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item label="图片备注" name="remark">
          <Input placeholder="请输入图片备注" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
