import { Radio } from 'antd';
import { useState } from 'react';
import type { FieldMode, FieldModeKind } from '../model/field-mode';
import { FIELD_MODE_KINDS } from '../model/field-mode';
import type { FieldKey } from '../model/fields';
import { formatField } from '../model/format-field';
import { initialModes } from '../model/initial-modes';
import { parseField } from '../model/parse-field';
import { ModeInputs } from './mode-inputs';

interface FieldTabProps {
  fieldKey: FieldKey;
  /** The field's Quartz text. */
  text: string;
  currentYear: number;
  /** Week values exclude day values: the day tab's choices are disabled while week is set (001 §5). */
  disabled?: boolean;
  onChange: (text: string) => void;
}

/**
 * One tab: a radio per mode with its inputs. Each mode keeps what was typed into it while another is chosen; the
 * chosen mode shows what was typed as long as it still gives the field's text, else what the text says.
 */
export function FieldTab({ fieldKey, text, currentYear, disabled = false, onChange }: FieldTabProps) {
  const [drafts, setDrafts] = useState(() => initialModes(fieldKey, currentYear));
  const parsed = parseField(fieldKey, text, currentYear);
  const current = parsed.ok ? parsed.mode : null;

  const shown = (kind: FieldModeKind): FieldMode => {
    const draft = drafts[kind] as FieldMode;
    if (current?.kind !== kind) return draft;
    return formatField(fieldKey, draft, currentYear) === text ? draft : current;
  };
  const choose = (mode: FieldMode) => {
    setDrafts((previous) => ({ ...previous, [mode.kind]: mode }));
    onChange(formatField(fieldKey, mode, currentYear));
  };

  return (
    <Radio.Group
      vertical
      value={current?.kind ?? null}
      disabled={disabled}
      onChange={(event) => choose(shown(event.target.value as FieldModeKind))}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {FIELD_MODE_KINDS[fieldKey].map((kind) => (
        <Radio key={kind} value={kind} data-mode={kind}>
          <ModeInputs
            fieldKey={fieldKey}
            mode={shown(kind)}
            disabled={disabled}
            onChange={(mode) => (current?.kind === kind ? choose(mode) : setDrafts((previous) => ({ ...previous, [kind]: mode })))}
          />
        </Radio>
      ))}
    </Radio.Group>
  );
}
