import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EditableTable, type EditableTableHandle } from '@/widgets/editable-table';
import { GallerySample } from '../components/gallery-sample';
import { AntdTableBaseline } from './antd-table-baseline';
import { LARGE_COLUMNS, largeRows } from './large-table-data';

type Implementation = 'grid' | 'antd' | 'antd-virtual';

const IMPLEMENTATIONS: Array<{ value: Implementation; label: string }> = [
  { value: 'grid', label: '可编辑表格' },
  { value: 'antd', label: 'antd Table' },
  { value: 'antd-virtual', label: 'antd Table（virtual）' },
];

/**
 * 10 000 rows × 20 columns. `?impl=antd|antd-virtual` shows antd's Table with editable cells on the same data, and
 * `?mount=manual` waits for 加载表格 (bench:grid times the mount from that click).
 */
export default function EditableTableLargeGallery() {
  const [params, setParams] = useSearchParams();
  const impl = (params.get('impl') as Implementation | null) ?? 'grid';
  const [mounted, setMounted] = useState(params.get('mount') !== 'manual');
  const rows = useMemo(() => largeRows(), []);
  const table = useRef<EditableTableHandle>(null);
  const [report, setReport] = useState<string>();
  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <Segmented<Implementation>
          value={impl}
          options={IMPLEMENTATIONS}
          onChange={(value) => setParams((current) => ({ ...Object.fromEntries(current), impl: value }))}
        />
        {!mounted ? (
          <Button type="primary" onClick={() => setMounted(true)}>
            加载表格
          </Button>
        ) : null}
      </Space>
      {mounted && impl === 'grid' ? (
        <GallerySample title="一万行" value={report}>
          <Space style={{ marginBottom: 8 }}>
            <Button
              onClick={async () => {
                const started = performance.now();
                const errors = (await table.current?.validateAll()) ?? [];
                setReport(`校验 ${rows.length} 行：${errors.length} 个错误，用时 ${Math.round(performance.now() - started)} ms`);
              }}
            >
              校验全部
            </Button>
          </Space>
          <EditableTable ref={table} aria-label="一万行" columns={LARGE_COLUMNS} dataSource={rows} />
        </GallerySample>
      ) : null}
      {mounted && impl !== 'grid' ? <AntdTableBaseline columns={LARGE_COLUMNS} rows={rows} virtual={impl === 'antd-virtual'} /> : null}
      <Typography.Text type="secondary">共 {rows.length} 行，{LARGE_COLUMNS.length} 列</Typography.Text>
    </Flex>
  );
}
