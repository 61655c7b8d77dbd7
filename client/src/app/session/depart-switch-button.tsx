import { ClusterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { requestCurrentUserDeparts } from './depart-api';
import { DepartSwitchDialog } from './depart-switch-dialog';

export const DEPART_SWITCH_LABEL = '切换部门';

/** The top bar's department switcher: only for a user of more than one department (spec 000 §2.3). */
export function DepartSwitchButton() {
  const departs = useQuery({ queryKey: ['session', 'departs'], queryFn: requestCurrentUserDeparts, staleTime: Infinity });
  const [requested, setRequested] = useState(false);
  const close = useCallback(() => setRequested(false), []);
  if ((departs.data?.list.length ?? 0) <= 1) return null;
  return (
    <>
      <Tooltip title={DEPART_SWITCH_LABEL}>
        <Button type="text" aria-label={DEPART_SWITCH_LABEL} icon={<ClusterOutlined />} onClick={() => setRequested(true)} />
      </Tooltip>
      <DepartSwitchDialog requested={requested} closable onClose={close} />
    </>
  );
}
