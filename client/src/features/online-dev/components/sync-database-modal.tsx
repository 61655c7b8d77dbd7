// 同步数据库: choose 普通同步 (keeps the rows) or 强制同步 (rebuilds the table empty), then read what the mock did:
// the rows kept, the columns added, converted (with the values that did not fit) and dropped (with their values).
import { App, Button, Descriptions, Modal, Radio, Result, Space } from 'antd';
import { useState } from 'react';
import { syncDatabase, type OnlineHead, type OnlineSyncResult, type SyncMethod } from '../api/cgform-design-api';

export interface SyncDatabaseModalProps {
  head: OnlineHead;
  onClose: () => void;
  onSynced: () => void;
}

const list = (items: string[], empty: string) => (items.length > 0 ? items.join('；') : empty);

export function SyncOutcome({ outcome }: { outcome: OnlineSyncResult }) {
  return (
    <Result
      status="success"
      title="同步数据库成功!"
      subTitle={`${outcome.tableName}：${outcome.synMethod === 'force' ? '强制同步，表已重建' : '普通同步，保留表数据'}`}
      style={{ padding: '8px 0' }}
    >
      <Descriptions column={1} size="small" bordered data-testid="sync-outcome" styles={{ label: { width: 96, whiteSpace: "nowrap" } }}>
        <Descriptions.Item label="表中数据">{`${outcome.rows} 行`}</Descriptions.Item>
        <Descriptions.Item label="新增列">{list(outcome.added, '无')}</Descriptions.Item>
        <Descriptions.Item label="转换列">
          {list(
            outcome.converted.map((c) => `${c.column}：${c.from} → ${c.to}，转换 ${c.values} 个值${c.lost > 0 ? `，${c.lost} 个值无法转换已清空` : ''}`),
            '无',
          )}
        </Descriptions.Item>
        <Descriptions.Item label="删除列">{list(outcome.dropped.map((d) => `${d.column}（丢弃 ${d.values} 个值）`), '无，没有丢弃数据')}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}

export function SyncDatabaseModal({ head, onClose, onSynced }: SyncDatabaseModalProps) {
  const { modal } = App.useApp();
  const [method, setMethod] = useState<SyncMethod>('normal');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<OnlineSyncResult | null>(null);

  async function run() {
    setRunning(true);
    try {
      setOutcome(await syncDatabase(head.id, method));
      onSynced();
    } catch {
      // The API layer shows the server's message.
    } finally {
      setRunning(false);
    }
  }

  function confirm() {
    if (method === 'normal') return void run();
    modal.confirm({ title: '强制同步', content: `将删除表「${head.tableName}」及其全部数据并重新生成，确定吗?`, okText: '确定', cancelText: '取消', onOk: run });
  }

  return (
    <Modal
      open
      title={`同步数据库 — ${head.tableName}`}
      width={560}
      style={{ maxWidth: '100vw' }}
      onCancel={onClose}
      footer={
        outcome ? (
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>关闭</Button>
            <Button type="primary" loading={running} onClick={confirm}>
              确定
            </Button>
          </Space>
        )
      }
    >
      {outcome ? (
        <SyncOutcome outcome={outcome} />
      ) : (
        <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as SyncMethod)} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Radio value="normal">普通同步(保留表数据)</Radio>
          <Radio value="force">强制同步(删除表,重新生成)</Radio>
        </Radio.Group>
      )}
    </Modal>
  );
}
