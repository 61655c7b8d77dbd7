import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { joinExpression, type ExpressionShape } from '../model/expression';
import { DEFAULT_FIELDS } from '../model/fields';
import { validateExpression } from '../model/validate';
import { CronEditor } from './cron-editor';

export interface CronModalProps extends ExpressionShape {
  open: boolean;
  value?: string;
  /** Called with a valid Quartz expression only. */
  onOk: (expression: string) => void;
  onCancel: () => void;
  /** Cron表达式 unless a screen uses the spec's other spelling, cron表达式. */
  title?: string;
  now?: () => Date;
}

const systemNow = () => new Date();

/** The dialog Cron表达式, 608 wide (decision 19): the editor, its preview, and validation before OK. */
export function CronModal({ open, value, onOk, onCancel, title = 'Cron表达式', hideSecond, hideYear, now = systemNow }: CronModalProps) {
  const [expression, setExpression] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(false);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setExpression(value?.trim() ? value : joinExpression(DEFAULT_FIELDS, { hideSecond, hideYear }));
      setProblem(null);
    }
  }

  const confirm = () => {
    const found = validateExpression(expression, now().getFullYear());
    if (found) setProblem(found.message);
    else onOk(expression.trim().split(/\s+/).join(' '));
  };

  return (
    <Modal title={title} width={608} open={open} onOk={confirm} onCancel={onCancel} okText="确定" cancelText="取消" destroyOnHidden>
      {open && (
        <CronEditor
          value={expression}
          onChange={(next) => {
            setExpression(next);
            setProblem(null);
          }}
          hideSecond={hideSecond}
          hideYear={hideYear}
          width="100%"
          now={now}
        />
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
