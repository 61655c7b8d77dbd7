import { Button, Typography } from 'antd';
import { useState } from 'react';
import { FullscreenModal } from '@/widgets/fullscreen-modal';
import { GallerySample } from '../components/gallery-sample';

const paragraphs = Array.from({ length: 40 }, (_, index) => `第${index + 1}段：弹窗内容较长时在弹窗内部滚动，最大高度为视口高度的70%。`);

/** The generic modal: a long body within 70vh, and the fullscreen toggle. */
export default function FullscreenModalGallery() {
  const [open, setOpen] = useState(false);
  const [closedTimes, setClosedTimes] = useState(0);
  return (
    <GallerySample title="可全屏弹窗" value={{ 关闭次数: closedTimes }}>
      <Button onClick={() => setOpen(true)}>打开弹窗</Button>
      <FullscreenModal
        open={open}
        title="通知详情"
        width={800}
        onCancel={() => {
          setOpen(false);
          setClosedTimes((count) => count + 1);
        }}
        onOk={() => setOpen(false)}
      >
        {paragraphs.map((text) => (
          <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
        ))}
      </FullscreenModal>
    </GallerySample>
  );
}
