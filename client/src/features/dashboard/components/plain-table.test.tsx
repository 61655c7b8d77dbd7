// PlainTable must draw what antd's Table draws, or antd's stylesheet would not style it (an antd upgrade that changes
// the markup fails here). Compared with antd's own Table in the states the workbench uses; rc-table's measure row
// (hidden, zero height) is the one thing left out on purpose.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Table, Tooltip, type TableColumnsType } from 'antd';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTable, type PlainColumn } from './plain-table';
import { RankedTable } from './ranked-table';
import { figureColumn, nameColumn } from './table-columns';

/** The markup with attributes and class names in order, antd's classes only (a CSS module's are ours), no measure row. */
function canonical(container: HTMLElement): string {
  const host = container.cloneNode(true) as HTMLElement;
  for (const row of host.querySelectorAll('.ant-table-measure-row')) row.remove();
  for (const node of host.querySelectorAll('*')) {
    const attributes = [...node.attributes]
      .map((attribute) => [attribute.name, attribute.name === 'class' ? attribute.value.split(/\s+/).filter((name) => /^(ant-|css-)/.test(name)).sort().join(' ') : attribute.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) if (name !== 'class' || value) node.setAttribute(name, value);
  }
  return host.innerHTML;
}

function markup(element: ReactElement): string {
  const { container, unmount } = render(element);
  const html = canonical(container);
  unmount();
  return html;
}

interface Project {
  id: string;
  name: string;
  amount: number;
}

const projects = (count: number): Project[] => Array.from({ length: count }, (_, index) => ({ id: `p${index}`, name: `项目${index + 1}`, amount: 1000 * index }));
const format = (amount: number) => amount.toFixed(2);

const nowrap = () => ({ style: { whiteSpace: 'nowrap' } }) as const;
const antdRanked: TableColumnsType<Project> = [
  { title: '排名', key: 'rank', width: 48, align: 'center', render: (_value, _row, index) => index + 1 },
  { title: '项目', dataIndex: 'name', ellipsis: { showTitle: false }, render: (name: string) => <Tooltip placement="topLeft" title={name}><span data-table-name>{name}</span></Tooltip> },
  { title: '金额', dataIndex: 'amount', width: 140, align: 'right', render: format, onCell: nowrap, onHeaderCell: nowrap },
];
const plainRanked: PlainColumn<Project>[] = [
  { key: 'rank', title: '排名', width: 48, align: 'center', render: (_row, index) => index + 1 },
  nameColumn<Project>({ title: '项目', dataIndex: 'name' }),
  figureColumn<Project, 'amount'>({ title: '金额', dataIndex: 'amount', width: 140, format }),
];

const antdWide: TableColumnsType<Project> = [
  { title: '排名', key: 'rank', width: 64, align: 'center', render: (_value, _row, index) => index + 1 },
  { title: '项目', dataIndex: 'name', ellipsis: true },
  { title: '金额', dataIndex: 'amount', align: 'right', render: format },
  { title: '编号', dataIndex: 'id', width: 100 },
];
const plainWide: PlainColumn<Project>[] = [
  { key: 'rank', title: '排名', width: 64, align: 'center', render: (_row, index) => index + 1 },
  { key: 'name', title: '项目', ellipsis: true, render: (row) => row.name },
  { key: 'amount', title: '金额', align: 'right', render: (row) => format(row.amount) },
  { key: 'id', title: '编号', width: 100, render: (row) => row.id },
];
const rowKey = (row: Project) => row.id;
const pages = (total: number) => ({ current: 1, pageSize: 10, total, showSizeChanger: false, showTotal: (all: number, [from, to]: [number, number]) => `${from}-${to} 共 ${all} 条` });

describe('PlainTable renders antd 6 Table markup', () => {
  it.each<[string, ReactElement, ReactElement]>([
    [
      'a fixed header over a scrolling body, names with ellipsis, figures on one line',
      <Table<Project> size="small" rowKey="id" columns={antdRanked} dataSource={projects(3)} scroll={{ y: 273 }} pagination={{ pageSize: 20, hideOnSinglePage: true, size: 'small' }} />,
      <PlainTable<Project> rowKey={rowKey} columns={plainRanked} rows={projects(3)} scroll={{ y: 273 }} pagination={{ pageSize: 20, total: 3, hideOnSinglePage: true }} />,
    ],
    [
      'a fixed header with its pagination (more than a page)',
      <Table<Project> size="small" rowKey="id" columns={antdRanked} dataSource={projects(25)} scroll={{ y: 273 }} pagination={{ current: 1, pageSize: 20, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }} />,
      <PlainTable<Project> rowKey={rowKey} columns={plainRanked} rows={projects(20)} scroll={{ y: 273 }} pagination={{ current: 1, pageSize: 20, total: 25, hideOnSinglePage: true, showSizeChanger: false }} />,
    ],
    [
      'a fixed header without rows (暂无数据)',
      <Table<Project> size="small" rowKey="id" columns={antdRanked} dataSource={[]} scroll={{ y: 273 }} pagination={{ pageSize: 20, hideOnSinglePage: true }} />,
      <PlainTable<Project> rowKey={rowKey} columns={plainRanked} rows={[]} scroll={{ y: 273 }} pagination={{ pageSize: 20, total: 0, hideOnSinglePage: true }} />,
    ],
    [
      'a wide table scrolling sideways, with its page total',
      <Table<Project> size="small" rowKey="id" columns={antdWide} dataSource={projects(10)} scroll={{ x: 1100 }} pagination={pages(42)} />,
      <PlainTable<Project> rowKey={rowKey} columns={plainWide} rows={projects(10)} scroll={{ x: 1100 }} pagination={pages(42)} />,
    ],
    [
      'a wide table loading its next page',
      <Table<Project> size="small" rowKey="id" loading columns={antdWide} dataSource={projects(2)} scroll={{ x: 1100 }} pagination={pages(12)} />,
      <PlainTable<Project> rowKey={rowKey} loading columns={plainWide} rows={projects(2)} scroll={{ x: 1100 }} pagination={pages(12)} />,
    ],
    [
      'a wide table loading its first page',
      <Table<Project> size="small" rowKey="id" loading columns={antdWide} dataSource={[]} scroll={{ x: 1100 }} pagination={pages(0)} />,
      <PlainTable<Project> rowKey={rowKey} loading columns={plainWide} rows={[]} scroll={{ x: 1100 }} pagination={pages(0)} />,
    ],
  ])('%s', (_state, antd, plain) => {
    const expected = markup(antd);
    expect(expected).toContain('ant-table-cell');
    expect(markup(plain)).toBe(expected);
  });

  it('is a real table with column headers', () => {
    render(<PlainTable<Project> rowKey={rowKey} columns={plainWide} rows={projects(2)} scroll={{ x: 1100 }} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['排名', '项目', '金额', '编号']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

describe('RankedTable', () => {
  it('ranks across pages and shows 20 rows a page', () => {
    render(<RankedTable<Project> rows={projects(25)} rowKey={rowKey} columns={plainRanked.slice(1)} testId="ranked" />);
    const table = screen.getByTestId('ranked');
    expect(table.querySelectorAll('tr.ant-table-row')).toHaveLength(20);
    fireEvent.click(within(table).getByTitle('2'));
    const rows = table.querySelectorAll('tr.ant-table-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.querySelector('td')?.textContent).toBe('21');
    expect(rows[0]?.textContent).toContain('项目21');
  });

  it('hides the pagination when everything fits on one page', () => {
    render(<RankedTable<Project> rows={projects(20)} rowKey={rowKey} columns={plainRanked.slice(1)} testId="ranked" />);
    expect(screen.getByTestId('ranked').querySelectorAll('tr.ant-table-row')).toHaveLength(20);
    expect(screen.getByTestId('ranked').querySelector('.ant-pagination')).toBeNull();
  });
});

describe('a name cell', () => {
  it('mounts its tooltip on the first hover and shows the full name', async () => {
    render(<PlainTable<Project> rowKey={rowKey} columns={plainRanked} rows={[{ id: 'a', name: '一个很长很长的项目名称', amount: 1 }]} />);
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    const name = document.querySelector<HTMLElement>('[data-table-name]')!;
    fireEvent.mouseEnter(name);
    await waitFor(() => expect(document.querySelector('.ant-tooltip')).not.toBeNull());
    expect(document.querySelector('.ant-tooltip')!.textContent).toBe('一个很长很长的项目名称');
    expect(document.querySelector('[data-table-name]')!.textContent).toBe('一个很长很长的项目名称');
  });
});
