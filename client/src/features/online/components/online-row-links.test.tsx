// A row's custom links join the 操作 cell's other links with one separator between each two, and a form without
// row buttons leaves no empty separator after 查看 (it did, when the links were a component rendering nothing).
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, RowLink } from '@/widgets/list-page';
import type { OnlineButton } from '../model/button-actions';
import { onlineRowLinks } from './online-row-links';

const row = { id: 'r1' };
const button = (id: string, buttonName: string, optPosition: 'row' | 'toolbar'): OnlineButton =>
  ({ id, buttonCode: id, buttonName, optPosition, actionType: 'api', buttonStatus: '1', orderNum: 1, cgformHeadId: 'f1' }) as OnlineButton;

function cell(buttons: OnlineButton[]) {
  const { container } = render(
    <RowActions>
      <RowLink>查看</RowLink>
      {onlineRowLinks(buttons, row, vi.fn())}
      <RowLink>删除</RowLink>
    </RowActions>,
  );
  return { links: [...container.querySelectorAll('a')].map((link) => link.textContent), separators: container.querySelectorAll('[role="separator"]').length };
}

describe("an online form's row links", () => {
  it('without row buttons: 查看 | 删除, one separator', () => {
    expect(cell([button('b1', '批量审核', 'toolbar')])).toEqual({ links: ['查看', '删除'], separators: 1 });
  });

  it('with row buttons: each between 查看 and 删除, a separator between each two', () => {
    expect(cell([button('b1', '审核', 'row'), button('b2', '归档', 'row')])).toEqual({ links: ['查看', '审核', '归档', '删除'], separators: 3 });
  });
});
