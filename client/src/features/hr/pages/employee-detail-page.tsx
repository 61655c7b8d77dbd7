// /hrm/employee/detail?id= (menu component hrm/employee/EmployeeDetail, hidden): 员工详情 — 基本信息 and the archive
// sections (教育经历, 工作经历, 家庭成员, 证书资质) edited in place as a table form; 奖惩记录 and 培训记录 shown read
// only (kept in their own screens). Save validates the form, then each section in turn (the first failing section's
// tab is shown), sends the changed rows through the section calls and reloads. `edit=1` (the roster's 编辑) opens it editable; 查看 opens it read only with an 编辑 button.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import { TableForm, type CellError, type TableFormFailure, type TableFormValues } from '@/widgets/editable-table';
import { detailHref, permissionOf } from '@/widgets/resource';
import { SECTION_CALLS } from '../api/archive-api';
import { editEmployee, employeeDetailQuery, type EmployeeDetail, type EmployeeForm } from '../api/employee-api';
import { EmployeeBasicFields } from '../components/employee-basic-fields';
import { EmployeeChanges } from '../components/employee-changes';
import { EmployeeRewardPunishes, EmployeeTrainings } from '../components/employee-records';
import { hasChanges, sectionBody, sectionChanges } from '../model/archive-changes';
import { ARCHIVE_SECTIONS, sectionRows } from '../model/archive-sections';
import { employeeEditBody, formChanged, formOfEmployee } from '../model/employee-form';
import { DETAIL_PATH, ID_CARD_FORM_RULE, rosterResource } from '../model/roster-resource';

const SAVED = '保存成功！';
const NOTHING_CHANGED = '未修改任何内容';

async function saveDetail(detail: EmployeeDetail, values: TableFormValues<EmployeeForm>): Promise<boolean> {
  const { employee } = detail;
  let changed = false;
  if (formChanged(employee, values.main)) {
    await editEmployee(employeeEditBody(employee, values.main));
    changed = true;
  }
  for (const section of ARCHIVE_SECTIONS) {
    const keys = section.columns.map((column) => column.key);
    const changes = sectionChanges(sectionRows(detail[section.key]), values.tables[section.key] ?? [], keys);
    if (!hasChanges(changes)) continue;
    changed = true;
    const calls = SECTION_CALLS[section.key];
    for (const id of changes.removedIds) await calls.remove(id);
    for (const row of changes.edited) await calls.edit(sectionBody(row, keys, employee.id, true));
    for (const row of changes.added) await calls.add(sectionBody(row, keys, employee.id, false));
  }
  return changed;
}

export function EmployeeDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useQuery({ ...employeeDetailQuery(id), enabled: Boolean(id) });
  if (!id) return <Result status="warning" title="缺少员工ID" />;
  if (query.isPending) return <Card><Skeleton active /></Card>;
  if (!query.data) return <Card><Empty description="未找到对应数据" /></Card>;
  // A reload remounts the form, so the tables start again from the stored rows.
  return <EmployeeDetailForm key={query.dataUpdatedAt} detail={query.data} editing={search.get('edit') === '1'} />;
}

function EmployeeDetailForm({ detail, editing }: { detail: EmployeeDetail; editing: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can, isDisabled } = useAccess();
  const [form] = Form.useForm<EmployeeForm>();
  const [saving, setSaving] = useState(false);
  const { employee } = detail;
  useEffect(() => form.setFieldsValue(formOfEmployee(employee)), [form, employee]);
  const editable = editing && can(permissionOf(rosterResource, 'edit'));
  const tabs = useMemo(
    () => ARCHIVE_SECTIONS.map((section) => ({ key: section.key, title: section.title, columns: section.columns, dataSource: sectionRows(detail[section.key]) })),
    [detail],
  );

  const save = async (values: TableFormValues<EmployeeForm>) => {
    setSaving(true);
    try {
      const changed = await saveDetail(detail, values);
      if (changed) void message.success(SAVED);
      else void message.info(NOTHING_CHANGED);
    } catch {
      // The server's refusal was shown by the HTTP layer; the reload shows what was stored.
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: employeeDetailQuery(employee.id).queryKey });
    }
  };

  const invalid = (failure: TableFormFailure) => {
    if (failure.tabKey === null) return void message.warning('请完善基本信息');
    const title = ARCHIVE_SECTIONS.find((section) => section.key === failure.tabKey)?.title;
    const first = (failure.errors as CellError[])[0];
    void message.warning(`${title}：第${(first?.rowIndex ?? 0) + 1}行 ${first?.message ?? ''}`);
  };

  return (
    <Flex vertical gap={16} data-testid="employee-detail-page">
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Space wrap size={8}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {employee.name}
            </Typography.Title>
            <Typography.Text type="secondary">{employee.workNo}</Typography.Text>
            <Tag color={employee.status === '3' ? 'default' : employee.status === '1' ? 'orange' : 'green'}>{employee.status_dictText ?? employee.status}</Tag>
            {employee.departId_dictText && <Typography.Text type="secondary">{employee.departId_dictText}</Typography.Text>}
          </Space>
          <Space>
            {!editable && can(permissionOf(rosterResource, 'edit')) && (
              <Button type="primary" onClick={() => void navigate(detailHref(DETAIL_PATH, employee.id, true), { replace: true })}>
                编辑
              </Button>
            )}
            {editable && <Button onClick={() => void navigate(detailHref(DETAIL_PATH, employee.id), { replace: true })}>取消编辑</Button>}
          </Space>
        </Flex>
        <TableForm<EmployeeForm>
          form={form}
          tabs={tabs}
          disabled={!editable}
          submitText="保存"
          submitting={saving}
          onSubmit={(values) => void save(values)}
          onInvalid={invalid}
        >
          <Typography.Title level={5}>基本信息</Typography.Title>
          <EmployeeBasicFields idCardDisabled={isDisabled(ID_CARD_FORM_RULE)} />
        </TableForm>
      </Card>
      <EmployeeRewardPunishes employeeId={employee.id} />
      <EmployeeTrainings employeeId={employee.id} />
      <EmployeeChanges changes={detail.changes} />
    </Flex>
  );
}
