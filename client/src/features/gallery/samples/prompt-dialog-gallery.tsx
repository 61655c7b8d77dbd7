import { Button } from 'antd';
import { useState } from 'react';
import { PromptDialog } from '@/widgets/prompt-dialog';
import { GallerySample } from '../components/gallery-sample';

/** The prompt dialog with the caller's rules: required, and at most 10 characters. */
export default function PromptDialogGallery() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<string>();
  return (
    <GallerySample title="保存名称" value={name}>
      <Button onClick={() => setOpen(true)}>输入名称</Button>
      <PromptDialog
        open={open}
        title="请输入保存的名称"
        label="名称"
        rules={[
          { required: true, whitespace: true, message: '保存名称不能为空' },
          { max: 10, message: '名称最多10个字' },
        ]}
        onOk={(value) => {
          setName(value);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </GallerySample>
  );
}
