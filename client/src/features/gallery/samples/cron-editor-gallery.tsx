import { Button, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { CronEditor, CronModal } from '@/widgets/cron-editor';
import { GallerySample } from '../components/gallery-sample';

/** The cron editor inline (all seven fields, and without seconds and year) and in its modal. */
export default function CronEditorGallery() {
  const [inline, setInline] = useState<string>();
  const [short, setShort] = useState<string>();
  const [chosen, setChosen] = useState<string>('0 0 12 * * ?');
  const [open, setOpen] = useState(false);

  return (
    <Flex vertical gap={16}>
      <GallerySample title="内联编辑" value={inline}>
        <div style={{ overflowX: 'auto' }}>
          <CronEditor value={inline} onChange={setInline} />
        </div>
      </GallerySample>
      <GallerySample title="隐藏秒和年" value={short}>
        <div style={{ overflowX: 'auto' }}>
          <CronEditor value={short} onChange={setShort} hideSecond hideYear />
        </div>
      </GallerySample>
      <GallerySample title="弹窗" value={chosen}>
        <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
          <Input readOnly value={chosen} aria-label="cron表达式" />
          <Button type="primary" onClick={() => setOpen(true)}>
            选择
          </Button>
        </Space.Compact>
        <CronModal
          open={open}
          value={chosen}
          onOk={(expression) => {
            setChosen(expression);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </GallerySample>
    </Flex>
  );
}
