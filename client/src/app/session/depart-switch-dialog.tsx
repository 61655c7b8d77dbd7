// The department dialog (spec 000 §2.3, §4; 001 §4): hidden until the user's departments have loaded; with none it
// warns 您尚未设置部门信息! and closes; a successful choice stores the new user info (7 days), closes and reloads.
import { ApartmentOutlined } from '@ant-design/icons';
import { App, Button, Modal, Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorText } from '@/api/errors';
import type { CurrentUserDeparts } from '@/api/types';
import { pageReload } from '@/shared/lib/page-reload';
import { requestCurrentUserDeparts, requestSelectDepart } from './depart-api';
import { DEPART_DIALOG_WIDTH, DepartText, departDialogTitle } from './depart-switch-text';
import { clearDepartChoiceRequired, useSessionStore } from './session-store';

interface DepartSwitchDialogProps {
  /** The dialog was asked for; it shows once the departments have loaded. */
  requested: boolean;
  /** Whether the user may leave without choosing (关闭 and the close icon). */
  closable: boolean;
  onClose: () => void;
}

export function DepartSwitchDialog({ requested, closable, onClose }: DepartSwitchDialogProps) {
  const { message } = App.useApp();
  const username = useSessionStore((state) => state.username);
  const updateUserInfo = useSessionStore((state) => state.updateUserInfo);
  const [departs, setDeparts] = useState<CurrentUserDeparts | null>(null);
  // As upstream: the select starts on its prompt, and 确认 without a pick keeps the current department.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDeparts(null);
    setPicked(undefined);
    setInvalid(false);
    onClose();
  };

  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    requestCurrentUserDeparts().then(
      (loaded) => {
        if (cancelled) return;
        if (loaded.list.length === 0) {
          void message.warning(ErrorText.noDepartment);
          clearDepartChoiceRequired();
          onClose();
          return;
        }
        setDeparts(loaded);
      },
      () => !cancelled && onClose(),
    );
    return () => {
      cancelled = true;
    };
  }, [requested, message, onClose]);

  const confirm = async () => {
    const selected = picked ?? departs?.orgCode ?? undefined;
    if (!selected) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      updateUserInfo(await requestSelectDepart(selected, username ?? ''));
      clearDepartChoiceRequired();
      close();
      pageReload.now();
    } catch {
      // The HTTP layer has shown why; the dialog stays for another choice.
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    closable && (
      <Button key="close" onClick={close}>
        {DepartText.close}
      </Button>
    ),
    <Button key="confirm" type="primary" loading={saving} onClick={() => void confirm()}>
      {DepartText.confirm}
    </Button>,
  ];

  return (
    <Modal
      open={requested && departs !== null}
      width={DEPART_DIALOG_WIDTH}
      title={departs ? departDialogTitle(departs.list, departs.orgCode) : DepartText.chooseTitle}
      closable={closable}
      mask={{ closable: false }}
      keyboard={closable}
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Tooltip title={DepartText.hint}>
          <ApartmentOutlined style={{ fontSize: 20, color: '#87d068' }} />
        </Tooltip>
        <Select
          aria-label={DepartText.placeholder}
          placeholder={DepartText.placeholder}
          style={{ width: '80%' }}
          status={invalid ? 'error' : undefined}
          value={picked}
          onChange={(value: string) => {
            setPicked(value);
            setInvalid(false);
          }}
          options={(departs?.list ?? []).map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
        />
      </div>
    </Modal>
  );
}
