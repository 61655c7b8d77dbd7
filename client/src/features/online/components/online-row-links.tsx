// A row's custom links (optPosition row), each running its declared command on that row (button-actions.ts).
import type { ReactElement } from 'react';
import { RowLink } from '@/widgets/list-page';
import type { OnlineRow } from '@/widgets/resource';
import type { ButtonRunner } from '../hooks/use-button-runner';
import type { OnlineButton } from '../model/button-actions';

/**
 * A row's custom links, as a list of elements rather than a component of their own: the 操作 cell draws a separator
 * for every child it is given, so a component that renders nothing would leave an empty one after 查看.
 */
export function onlineRowLinks(buttons: readonly OnlineButton[], row: OnlineRow, run: ButtonRunner): ReactElement[] {
  return buttons
    .filter((button) => button.optPosition === 'row')
    .map((button) => (
      <RowLink key={button.id} onClick={() => void run(button, [row])}>
        {button.buttonName}
      </RowLink>
    ));
}
