import { Flex, Radio } from 'antd';
import { useState } from 'react';
import { DetailList } from '@/widgets/detail-list';
import { GallerySample } from '../components/gallery-sample';

const ITEMS = [
  { term: '合同编号', content: 'HT-2026-0001' },
  { term: '客户名称', content: '华东人力资源服务有限公司' },
  { term: '签订日期', content: '2026-03-01' },
  { term: '合同金额', content: '1,280,000.00' },
  { term: '负责人', content: '张三' },
  { term: '状态', content: '履行中' },
];

/** The detail list in its default three columns and in 1 to 4 columns. */
export default function DetailListGallery() {
  const [columns, setColumns] = useState(4);
  return (
    <Flex vertical gap={16}>
      <GallerySample title="默认三列" value={{ columns: 3 }}>
        <DetailList title="合同信息" items={ITEMS} />
      </GallerySample>
      <GallerySample title="列数可选" value={{ columns }}>
        <Radio.Group value={columns} onChange={(event) => setColumns(event.target.value as number)} style={{ marginBottom: 12 }} aria-label="列数">
          {[1, 2, 3, 4].map((count) => (
            <Radio.Button key={count} value={count}>
              {count}列
            </Radio.Button>
          ))}
        </Radio.Group>
        <DetailList items={ITEMS} col={columns} />
      </GallerySample>
    </Flex>
  );
}
