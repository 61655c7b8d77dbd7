import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, type ModalProps } from 'antd';
import { useState } from 'react';
import { MODAL_BODY_MAX_HEIGHT } from '@/shared/config/widget-constants';

export interface FullscreenModalProps extends ModalProps {
  /** Whether the toggle is shown; default true. */
  switchFullscreen?: boolean;
}

/** The generic modal of 001 §2: a fullscreen toggle beside the close button and a body at most 70vh tall. */
export function FullscreenModal({ switchFullscreen = true, title, width, styles, children, ...props }: FullscreenModalProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const toggleLabel = fullscreen ? '退出全屏' : '全屏';
  return (
    <Modal
      {...props}
      width={fullscreen ? '100%' : width}
      title={
        <Flex justify="space-between" align="center" style={{ paddingRight: 32 }}>
          <span>{title}</span>
          {switchFullscreen && (
            <Button
              type="text"
              size="small"
              aria-label={toggleLabel}
              title={toggleLabel}
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={() => setFullscreen((value) => !value)}
            />
          )}
        </Flex>
      }
      style={fullscreen ? { top: 0, paddingBottom: 0, maxWidth: '100vw' } : props.style}
      styles={{
        ...styles,
        body: { overflowY: 'auto', ...(fullscreen ? { height: 'calc(100vh - 110px)' } : { maxHeight: MODAL_BODY_MAX_HEIGHT }), ...(styles as { body?: object } | undefined)?.body },
      }}
      data-fullscreen={fullscreen}
    >
      {children}
    </Modal>
  );
}
