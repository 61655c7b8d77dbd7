import { Input, Popover } from 'antd';
import type { EditableColumn } from '../model/column';
import { POPUP_SIZE } from '../model/constants';

interface Props {
  column: EditableColumn;
  value: string;
  onChange: (value: string) => void;
}

/** input_pop / textarea: an input with a popup text area, 200 by 150 (or the 300 by 210 variant). */
export function TextPopupEditor({ column, value, onChange }: Props) {
  const size = POPUP_SIZE[column.popupSize ?? 'default'];
  return (
    <Popover
      open
      placement="bottom"
      content={
        <Input.TextArea
          data-testid="grid-popup-textarea"
          aria-label={`${column.title}（展开）`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          style={{ width: size.width, height: size.height, resize: 'none' }}
        />
      }
    >
      <Input autoFocus aria-label={column.title} value={value} placeholder={column.placeholder} onChange={(event) => onChange(event.target.value)} />
    </Popover>
  );
}
