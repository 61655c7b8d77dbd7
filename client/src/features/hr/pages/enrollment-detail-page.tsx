// /hrm/enrollment/detail?id= (menu component hrm/enrollment/EnrollmentDetail, hidden): 入职详情 — the enrolment as
// the form recorded it, in the archive's sections (身份信息, 联系方式, 入职安排, 工资卡), the 入职材料 checklist, the
// candidate it came from and, once joined, the roster entry with a link to 员工详情. A pending one is decided here
// too (办理入职 / 放弃入职).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import { detailHref } from '@/widgets/resource';
import { enrollmentDetailQuery, type Enrollment, type EnrollmentDetail } from '../api/lifecycle-api';
import { ReviewDialog } from '../components/review-dialog';
import { ENROLLMENT_SECTIONS } from '../model/enrollment-sections';
import { ENROLLMENT_REVIEW } from '../model/review-specs';
import { DETAIL_PATH } from '../model/roster-resource';

const STATUS_COLOURS: Record<string, string> = { '0': 'processing', '1': 'success', '2': 'default' };

export function EnrollmentDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useQuery({ ...enrollmentDetailQuery(id), enabled: Boolean(id) });
  if (!id) return <Result status="warning" title="缺少入职单ID" />;
  if (query.isPending) return <Card><Skeleton active /></Card>;
  if (!query.data) return <Card><Empty description="未找到对应数据" /></Card>;
  return <EnrollmentDetailView detail={query.data} />;
}

const textOf = (row: Enrollment, name: string): string => {
  const record = row as unknown as Record<string, unknown>;
  const value = record[`${name}_dictText`] ?? record[name];
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

function EnrollmentDetailView({ detail }: { detail: EnrollmentDetail }) {
  const { enrollment, materials, candidate, employee } = detail;
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<'pass' | 'reject' | null>(null);
  const mayDecide = enrollment.status === '0' && can(ENROLLMENT_REVIEW.permission);
  const reload = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['hr', 'enrollment', 'detail', enrollment.id] }), queryClient.invalidateQueries({ queryKey: ['enrollment'] }), queryClient.invalidateQueries({ queryKey: ['roster'] })]);
  const handedIn = materials.filter((item) => item.submitted).length;
  return (
    <Flex vertical gap={16} data-testid="enrollment-detail-page">
      <Card
        title={
          <Space wrap>
            <span>{enrollment.name}</span>
            <Tag color={STATUS_COLOURS[enrollment.status]}>{enrollment.status_dictText ?? enrollment.status}</Tag>
          </Space>
        }
        extra={
          mayDecide && (
            <Space wrap>
              <Button type="primary" onClick={() => setDeciding('pass')}>
                {ENROLLMENT_REVIEW.pass}
              </Button>
              <Button danger onClick={() => setDeciding('reject')}>
                {ENROLLMENT_REVIEW.reject}
              </Button>
            </Space>
          )
        }
      >
        {ENROLLMENT_SECTIONS.map((section) => (
          <Descriptions
            key={section.title}
            title={section.title}
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            style={{ marginBottom: 16 }}
            items={section.fields.map((field): NonNullable<DescriptionsProps['items']>[number] => ({ key: field.name, label: field.label, children: textOf(enrollment, field.name), span: field.wide ? 'filled' : 1 }))}
          />
        ))}
      </Card>
      <Card title={`入职材料（已交 ${handedIn}/${materials.length}）`}>
        <Flex wrap gap={8}>
          {materials.map((item) => (
            <Tag key={item.value} color={item.submitted ? 'success' : 'default'} data-submitted={item.submitted}>
              {item.submitted ? '✓' : '✗'} {item.text}
            </Tag>
          ))}
        </Flex>
      </Card>
      {candidate && (
        <Card title="来源候选人">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'name', label: '姓名', children: candidate.name },
              { key: 'applyPost', label: '应聘岗位', children: candidate.applyPost },
              { key: 'mobile', label: '手机号', children: candidate.mobile },
            ]}
          />
        </Card>
      )}
      <Card title="员工档案">
        {employee ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'workNo', label: '工号', children: employee.workNo },
              { key: 'status', label: '员工状态', children: employee.status_dictText ?? employee.status },
              { key: 'entryDate', label: '入职日期', children: employee.entryDate },
              { key: 'contractEndDate', label: '合同到期日', children: employee.contractEndDate ?? '—' },
              { key: 'link', label: '档案', children: <Link to={detailHref(DETAIL_PATH, employee.id)}>查看员工详情</Link> },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{enrollment.status === '2' ? '已放弃入职，未建立员工档案' : '办理入职后建立员工档案'}</Typography.Text>
        )}
      </Card>
      {deciding && <ReviewDialog spec={ENROLLMENT_REVIEW} row={enrollment as Enrollment & Record<string, unknown>} passing={deciding === 'pass'} onClose={() => setDeciding(null)} onDone={reload} />}
    </Flex>
  );
}
