import { DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, Popover, Space } from 'antd';
import { useState } from 'react';
import { readAddRowSettings, saveAddRowSettings, type AddRowSettings } from '../model/add-row-settings';
import { SAVED_SUCCESSFULLY } from '../model/constants';

interface Props {
  canAdd: boolean;
  canBatchDelete: boolean;
  selectedCount: number;
  onAdd: (count: number, position: number) => void;
  onRemoveSelected: () => void;
}

/** 新增 (with its saved settings: how many rows, where), 删除 of the selected rows. */
export function GridToolbar({ canAdd, canBatchDelete, selectedCount, onAdd, onRemoveSelected }: Props) {
  const { message } = App.useApp();
  const [settings, setSettings] = useState<AddRowSettings>(() => readAddRowSettings());
  const [draft, setDraft] = useState(settings);
  const [open, setOpen] = useState(false);
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      {canAdd ? (
        <Space.Compact>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(settings.count, settings.position)}>
            新增
          </Button>
          <Popover
            open={open}
            onOpenChange={setOpen}
            trigger="click"
            title="新增设置"
            content={
              <Form layout="inline" size="small">
                <Form.Item label="行数">
                  <InputNumber aria-label="新增行数" min={1} value={draft.count} onChange={(count) => setDraft({ ...draft, count: count ?? 1 })} />
                </Form.Item>
                <Form.Item label="位置">
                  <InputNumber aria-label="插入位置" min={0} value={draft.position} onChange={(position) => setDraft({ ...draft, position: position ?? 0 })} />
                </Form.Item>
                <Button
                  type="primary"
                  onClick={() => {
                    setSettings(saveAddRowSettings(draft));
                    setOpen(false);
                    void message.success(SAVED_SUCCESSFULLY);
                  }}
                >
                  保存
                </Button>
              </Form>
            }
          >
            <Button type="primary" aria-label="新增设置" icon={<SettingOutlined />} />
          </Popover>
        </Space.Compact>
      ) : null}
      {canBatchDelete ? (
        <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onRemoveSelected}>
          删除
        </Button>
      ) : null}
    </Space>
  );
}
