// A next step made from a row of another list (询价 from a plan, 下单 from an enquiry, 签订合同 from an order): the
// new row saved with its list's calls, the message shown, and its list opened, where it is first.
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveResourceRow, type ResourceCalls } from '@/widgets/resource';

export function useFollowUp<Origin>(calls: ResourceCalls, listPath: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (values: { id?: string | null }) => {
    setSaving(true);
    try {
      message.success(await saveResourceRow(calls, values));
      setOrigin(null);
      void navigate(listPath);
    } finally {
      setSaving(false);
    }
  };
  return { origin, open: setOrigin, close: () => setOrigin(null), saving, submit };
}
