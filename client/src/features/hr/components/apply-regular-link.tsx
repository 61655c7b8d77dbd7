// 申请转正 in a probation row: 转正管理's own form (its rules and messages) for this employee, the 转正日期 starting
// the day after the probation ends.
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { ResourceForm, saveResourceRow, useResourceReload } from '@/widgets/resource';
import type { Probation, Regular } from '../api/lifecycle-api';
import { probationResource } from '../model/probation-resource';
import { regularResource } from '../model/regular-resource';

/** 转正管理's form without the employee picker: the row says who. */
const applyResource = { ...regularResource, addLabel: '申请转正', fields: regularResource.fields.filter((field) => field.name !== 'employeeId') };

export function ApplyRegularLink({ row }: { row: Probation }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const reload = useResourceReload(probationResource);
  const queryClient = useQueryClient();
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      message.success((await saveResourceRow(regularResource.calls, { ...values, employeeId: row.employeeId } as { id?: string })) || '操作成功');
      setOpen(false);
      await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['regular'] })]);
    } catch {
      // The HTTP layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <RowLink onClick={() => setOpen(true)}>申请转正</RowLink>
      {open && (
        <ResourceForm<Regular>
          resource={applyResource}
          editing="new"
          presets={{ regularDate: dayjs(row.probationEndDate).add(1, 'day').format('YYYY-MM-DD') }}
          saving={saving}
          onCancel={() => setOpen(false)}
          onSubmit={(values) => void submit(values)}
        />
      )}
    </>
  );
}
