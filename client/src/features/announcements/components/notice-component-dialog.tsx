import { Descriptions, Modal, Result } from 'antd';
import type { ReactNode } from 'react';

/**
 * The shell renders the page a notice opens with open type component (its openPage key), given the notice's
 * business id; null when it has no such page.
 */
export type NoticeComponentRenderer = (openPage: string, busId: string | null) => ReactNode | null;

export interface NoticeComponentTarget {
  title: string;
  openPage: string;
  busId: string | null;
}

interface NoticeComponentDialogProps {
  target: NoticeComponentTarget | null;
  renderComponent?: NoticeComponentRenderer;
  onClose: () => void;
}

/** The dynamic component page of a notice (upstream DynamicNotice): the component given the business id. */
export function NoticeComponentDialog({ target, renderComponent, onClose }: NoticeComponentDialogProps) {
  const page = target ? (renderComponent?.(target.openPage, target.busId) ?? null) : null;
  return (
    <Modal open={target !== null} title={target?.title} width="60%" footer={null} onCancel={onClose} destroyOnHidden>
      {target && (
        <div data-testid="notice-component-page" data-open-page={target.openPage} data-bus-id={target.busId ?? ''}>
          {page ?? (
            <Result status="info" title="该消息关联的业务页面" subTitle="当前系统未提供此业务组件，以下为关联信息">
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label="组件">{target.openPage}</Descriptions.Item>
                <Descriptions.Item label="业务ID">{target.busId ?? '-'}</Descriptions.Item>
              </Descriptions>
            </Result>
          )}
        </div>
      )}
    </Modal>
  );
}
