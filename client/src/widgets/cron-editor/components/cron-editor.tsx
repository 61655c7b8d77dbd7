import { Input, Tabs, Typography } from 'antd';
import { useId, useState } from 'react';
import { joinExpression, splitExpression, type ExpressionShape } from '../model/expression';
import { DEFAULT_FIELDS, FIELD_KEYS, FIELD_LABELS, type CronFields, type FieldKey } from '../model/fields';
import { applyLinkage } from '../model/linkage';
import { validateExpression } from '../model/validate';
import { CronPreview } from './cron-preview';
import { FieldTab } from './field-tab';

export interface CronEditorProps extends ExpressionShape {
  /** A Quartz expression; empty or absent starts from the defaults (`* * * * * ? *`). */
  value?: string;
  onChange?: (expression: string) => void;
  /** 800px unless given (decision 19). */
  width?: number | string;
  /** The clock of the preview and of the year bounds; tests pass a fixed one. */
  now?: () => Date;
}

const systemNow = () => new Date();

function fieldsOf(expression: string | undefined): CronFields {
  const split = splitExpression(expression ?? '');
  return split.ok ? split.fields : DEFAULT_FIELDS;
}

/** The inline cron editor: tabs 秒 分 时 日 月 周 年, the full expression input and the preview (001 §2). */
export function CronEditor({ value, onChange, hideSecond, hideYear, width = 800, now = systemNow }: CronEditorProps) {
  const shape = { hideSecond, hideYear };
  const initial = value?.trim() ? value : joinExpression(DEFAULT_FIELDS, shape);
  const [fields, setFields] = useState(() => fieldsOf(initial));
  const [text, setText] = useState(initial);
  const [seenValue, setSeenValue] = useState(value);
  const inputId = useId();
  const currentYear = now().getFullYear();

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== text) {
      setText(value);
      setFields(fieldsOf(value));
    }
  }

  const emit = (expression: string) => {
    setText(expression);
    onChange?.(expression);
  };
  const editField = (key: FieldKey, fieldText: string) => {
    const next = applyLinkage(fields, { ...fields, [key]: fieldText });
    setFields(next);
    emit(joinExpression(next, shape));
  };
  const editText = (typed: string) => {
    if (!validateExpression(typed, currentYear)) setFields(fieldsOf(typed));
    emit(typed);
  };

  const problem = validateExpression(text, currentYear);
  const shownKeys = FIELD_KEYS.filter((key) => !(key === 'second' && hideSecond) && !(key === 'year' && hideYear));

  return (
    <div style={{ width }} data-testid="cron-editor">
      <Tabs
        size="small"
        items={shownKeys.map((key) => ({
          key,
          label: FIELD_LABELS[key],
          children: (
            <FieldTab
              fieldKey={key}
              text={fields[key]}
              currentYear={currentYear}
              disabled={key === 'day' && fields.week !== '?'}
              onChange={(fieldText) => editField(key, fieldText)}
            />
          ),
        }))}
      />
      <div style={{ margin: '12px 0' }}>
        <label htmlFor={inputId} style={{ marginRight: 8 }}>
          cron表达式
        </label>
        <Input
          id={inputId}
          value={text}
          status={problem ? 'error' : undefined}
          onChange={(event) => editText(event.target.value)}
          style={{ width: 'calc(100% - 100px)' }}
        />
        {problem && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
            {problem.message}
          </Typography.Text>
        )}
      </div>
      <CronPreview expression={problem ? '' : text} now={now} />
    </div>
  );
}
