// A form's toolbar buttons (optPosition toolbar), acting on the chosen rows; each runs its declared command
// (button-actions.ts). A row's own buttons are online-row-links.tsx.
import { Button, Space } from 'antd';
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

