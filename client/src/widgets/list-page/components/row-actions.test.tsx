// The row parts must render what antd renders, or antd's stylesheet would not style them (an antd upgrade that
// changes its markup fails here). Compared with antd's own components in the states the list screens use.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Avatar, Divider, Dropdown, Popconfirm, Space, Table, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, RowLink } from './row-actions';
import { RowAvatar } from './row-avatar';
import { RowDeleteLink } from './row-delete-link';
import { RowMoreDropdown } from './row-more-dropdown';
import { RowPartsScope } from './row-parts-scope';

/** The markup with each element's attributes in name order (React writes them in prop order). */
function canonical(html: string): string {
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const node of host.querySelectorAll('*')) {
    const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return host.innerHTML;
}

const markup = (element: ReactElement) => canonical(renderToStaticMarkup(element));

/** The cell's markup when drawn in a middle-size table, as the list screens draw their 操作 column. */
function inTable(cell: ReactNode): string {
  const { container, unmount } = render(<Table size="middle" rowKey="id" pagination={false} dataSource={[{ id: 1 }]} columns={[{ key: 'action', render: () => cell }]} />);
  const html = container.querySelector('tbody td')!.innerHTML;
  unmount();
  return canonical(html);
}

/** An element that renders nothing, as `<Access>` does when the permission is missing. */
function Nothing() {
  return null;
}

const noop = () => {};

/** antd's link as the rows draw it: in the tab order and a button to assistive technology (issue 34). */
const ReachableLink = (props: React.ComponentProps<typeof Typography.Link>) => <Typography.Link role="button" tabIndex={0} {...props} />;

const antdSeparated = (children: ReactNode, style?: React.CSSProperties) => (
  <Space size={0} separator={<Divider orientation="vertical" />} style={style}>
    {children}
  </Space>
);

describe('the row parts render antd 6 markup', () => {
  it.each<[string, ReactElement, ReactElement]>([
    ['a link', <ReachableLink onClick={noop}>编辑</ReachableLink>, <RowLink onClick={noop}>编辑</RowLink>],
    ['a danger link', <ReachableLink type="danger">删除</ReachableLink>, <RowLink danger>删除</RowLink>],
    ['a link with a test id', <ReachableLink data-testid="user-more">更多</ReachableLink>, <RowLink data-testid="user-more">更多</RowLink>],
    [
      'two links separated',
      antdSeparated([<ReachableLink key="a">编辑</ReachableLink>, <ReachableLink key="b" type="danger">删除</ReachableLink>]),
      <RowActions>{[<RowLink key="a">编辑</RowLink>, <RowLink key="b" danger>删除</RowLink>]}</RowActions>,
    ],
    [
      'three links, the middle one left out',
      antdSeparated(
        <>
          <ReachableLink>查看</ReachableLink>
          {false}
          <ReachableLink type="danger">删除</ReachableLink>
        </>,
      ),
      <RowActions>
        <RowLink>查看</RowLink>
        {false}
        <RowLink danger>删除</RowLink>
      </RowActions>,
    ],
    [
      'the last link left out',
      antdSeparated(
        <>
          <ReachableLink>编辑</ReachableLink>
          {null}
        </>,
      ),
      <RowActions>
        <RowLink>编辑</RowLink>
        {null}
      </RowActions>,
    ],
    [
      'a first child rendering nothing (a refused Access) keeps its place',
      antdSeparated(
        <>
          <Nothing />
          <ReachableLink>更多</ReachableLink>
        </>,
      ),
      <RowActions>
        <Nothing />
        <RowLink>更多</RowLink>
      </RowActions>,
    ],
    [
      'a style',
      antdSeparated(<ReachableLink>授权</ReachableLink>, { whiteSpace: 'nowrap' }),
      <RowActions style={{ whiteSpace: 'nowrap' }}>
        <RowLink>授权</RowLink>
      </RowActions>,
    ],
  ])('%s', (_, antd, ours) => {
    expect(markup(<RowPartsScope>{ours}</RowPartsScope>)).toBe(markup(antd));
    expect(markup(ours)).toBe(markup(antd));
  });

  it('keeps an empty box for a single refused child, as Space', () => {
    expect(markup(<RowActions>{false}</RowActions>)).toBe(markup(antdSeparated(false)));
  });

  it('draws the same cell inside a middle-size table', () => {
    const antd = inTable(antdSeparated([<ReachableLink key="e">编辑</ReachableLink>, <ReachableLink key="m" data-testid="user-more">更多</ReachableLink>]));
    const ours = inTable(
      <RowActions>
        <RowLink>编辑</RowLink>
        <RowMoreDropdown items={[{ key: 'view', label: '详情' }]} data-testid="user-more" />
      </RowActions>,
    );
    expect(ours).toBe(antd);
    expect(ours).toContain('ant-divider-vertical');
  });
  it('draws nothing for no children, as Space', () => {
    expect(markup(<RowActions>{[]}</RowActions>)).toBe('');
    expect(markup(antdSeparated([]))).toBe('');
  });
});

/** The trigger's markup once its popup is open, with its class names in order. */
function triggerMarkup(container: HTMLElement, testId: string): string {
  return canonical(container.querySelector(`[data-testid="${testId}"]`)!.outerHTML);
}

describe('a row link is reachable by keyboard', () => {
  it.each(['Enter', ' '])('is in the tab order and acts on %j as on a click', (key) => {
    const clicked = vi.fn();
    render(<RowLink onClick={clicked}>编辑</RowLink>);
    const link = screen.getByRole('button', { name: '编辑' });
    expect(link).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(link, { key });
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys alone, and a key its owner handled', () => {
    const clicked = vi.fn();
    render(
      <RowLink onClick={clicked} onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
        编辑
      </RowLink>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: '编辑' }), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('button', { name: '编辑' }), { key: 'Enter' });
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe('the row popups mount on the first click', () => {
  it('opens the 更多 menu on the first click, with antd\'s trigger markup, and runs an item', async () => {
    const view = vi.fn();
    const items = [
      { key: 'view', label: '详情', onClick: view },
      { key: 'password', label: '密码' },
    ];
    const { container } = render(<RowMoreDropdown items={items} data-testid="user-more" />);
    expect(container.querySelector('.ant-dropdown-trigger')).toBeNull();
    fireEvent.click(screen.getByTestId('user-more'));
    const item = await screen.findByRole('menuitem', { name: '详情' });
    expect(screen.getByRole('menuitem', { name: '密码' })).toBeInTheDocument();
    const ours = triggerMarkup(container, 'user-more');

    const antd = render(
      <Dropdown menu={{ items }} trigger={['click']} open>
        <ReachableLink data-testid="antd-more">更多</ReachableLink>
      </Dropdown>,
    );
    expect(ours).toBe(triggerMarkup(antd.container, 'antd-more').replace('antd-more', 'user-more'));
    antd.unmount();

    fireEvent.click(item);
    expect(view).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(container.querySelector('.ant-dropdown-open')).toBeNull());
  });

  it('closes the 更多 menu on a click outside and opens it again on the link', async () => {
    render(<RowMoreDropdown items={[{ key: 'view', label: '详情' }]} data-testid="role-more" />);
    fireEvent.click(screen.getByTestId('role-more'));
    await screen.findByRole('menuitem', { name: '详情' });
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.getByTestId('role-more')).not.toHaveClass('ant-dropdown-open'));
    fireEvent.click(screen.getByTestId('role-more'));
    await waitFor(() => expect(screen.getByTestId('role-more')).toHaveClass('ant-dropdown-open'));
  });

  it("asks 确定删除吗? on the first click of 删除 and deletes on OK (antd's default locale in tests)", async () => {
    const confirmed = vi.fn();
    const { container } = render(<RowDeleteLink onConfirm={confirmed} />);
    expect(container.querySelector('.ant-popover-open')).toBeNull();
    expect(markup(<RowDeleteLink onConfirm={confirmed} />)).toBe(markup(<ReachableLink type="danger">删除</ReachableLink>));
    fireEvent.click(screen.getByText('删除'));
    expect(await screen.findByText('确定删除吗?')).toBeInTheDocument();
    expect(confirmed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('draws the open 删除 link as antd\'s Popconfirm draws its link', async () => {
    const { container } = render(<RowDeleteLink onConfirm={noop} title="确定取消与选中部门关联吗?" label="取消关联" danger={false} />);
    fireEvent.click(screen.getByText('取消关联'));
    await screen.findByText('确定取消与选中部门关联吗?');
    const antd = render(
      <Popconfirm title="确定取消与选中部门关联吗?" open>
        <ReachableLink>取消关联</ReachableLink>
      </Popconfirm>,
    );
    const link = (root: HTMLElement) => canonical([...root.querySelectorAll('a')].find((a) => a.textContent === '取消关联')!.outerHTML);
    expect(link(container)).toBe(link(antd.container));
  });
});


describe('the row avatar renders antd 6 markup', () => {
  const initial = <span>张</span>;

  it.each<[string, ReactElement, ReactElement]>([
    ['with an image', <Avatar size="small" src="/a.png" icon={initial} />, <RowAvatar src="/a.png" icon={initial} />],
    ['without an image', <Avatar size="small" src={undefined} icon={initial} />, <RowAvatar icon={initial} />],
    ['square', <Avatar shape="square" size="small" src="/a.png" icon={initial} />, <RowAvatar shape="square" src="/a.png" icon={initial} />],
  ])('%s', (_, antd, ours) => {
    expect(markup(<RowPartsScope>{ours}</RowPartsScope>)).toBe(markup(antd));
    expect(markup(ours)).toBe(markup(antd));
  });

  it('shows the icon when the image fails to load, as antd does', () => {
    const antd = render(<Avatar size="small" src="/missing.png" icon={initial} />);
    fireEvent.error(antd.container.querySelector('img')!);
    const expected = canonical(antd.container.innerHTML);
    antd.unmount();
    const ours = render(<RowAvatar src="/missing.png" icon={initial} />);
    fireEvent.error(ours.container.querySelector('img')!);
    expect(canonical(ours.container.innerHTML)).toBe(expected);
    expect(ours.container.querySelector('img')).toBeNull();
  });
});
