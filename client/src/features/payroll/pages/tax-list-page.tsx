// /pay/tax (menu component pay/TaxList): 个税 — the chosen month's tax list (last month by default: the month whose
// tax is declared now), exported for the filing.
import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceList } from '@/widgets/resource';
import { monthOptions, recentMonths } from '../model/months';
import { taxResource } from '../model/tax-resource';

export function TaxListPage() {
  const [month, setMonth] = useState(() => recentMonths(2)[1] ?? '');
  const resource = useMemo(() => taxResource(month), [month]);
  return (
    <Flex vertical gap={0}>
      <Flex align="center" gap={8} wrap style={{ padding: '0 0 12px' }}>
        <Typography.Text strong>申报月份</Typography.Text>
        <Select aria-label="申报月份" value={month} options={monthOptions()} onChange={setMonth} style={{ width: 140 }} data-testid="tax-month" />
        <Typography.Text type="secondary">累计预扣法：累计收入 − 5 000 × 月份数 − 累计专项扣除 − 累计专项附加扣除，按年度税率表计税，减去本年已预缴。</Typography.Text>
      </Flex>
      <ResourceList key={month} resource={resource} />
    </Flex>
  );
}
