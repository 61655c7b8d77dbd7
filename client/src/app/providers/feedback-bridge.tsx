import { App } from 'antd';
import { useEffect } from 'react';
import { setUiFeedback } from '@/api/ui-feedback';

/** Hands antd's context-aware message / notification / modal to the HTTP layer's error presenter. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setUiFeedback({ message, notification, modal });
    return () => setUiFeedback(null);
  }, [message, notification, modal]);
  return null;
}
