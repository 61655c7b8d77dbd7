// A form's custom buttons: the toolbar's (optPosition toolbar, acting on the chosen rows) and each row's
// (optPosition row, acting on that row). Each runs its declared command (button-actions.ts).
import { Button, Space } from 'antd';
import { RowLink } from '@/widgets/list-page';
import type { OnlineRow } from '@/widgets/resource';
import type { ButtonRunner } from '../hooks/use-button-runner';
import type { OnlineButton } from '../model/button-actions';

export function OnlineToolbarButtons({ buttons, rows, run }: { buttons: readonly OnlineButton[]; rows: readonly OnlineRow[]; run: ButtonRunner }) {
  const shown = buttons.filter((button) => button.optPosition === 'toolbar');
  if (!shown.length) return null;
  // Spaced as the toolbar spaces its own buttons (this component is one item of it).
  return (
    <Space wrap>
      {shown.map((button) => (
        <Button key={button.id} data-testid={`online-button-${button.buttonCode}`} onClick={() => void run(button, rows)}>
          {button.buttonName}
        </Button>
      ))}
    </Space>
  );
}

export function OnlineRowButtons({ buttons, row, run }: { buttons: readonly OnlineButton[]; row: OnlineRow; run: ButtonRunner }) {
  return (
    <>
      {buttons
        .filter((button) => button.optPosition === 'row')
        .map((button) => (
          <RowLink key={button.id} onClick={() => void run(button, [row])}>
          {button.buttonName}
          </RowLink>
        ))}
    </>
  );
}
