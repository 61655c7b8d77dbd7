// The form rendered from a resource's fields, in antd as staff use it: each kind's editor, the rules' messages
// (000 §5 sets by name, 001 §5 patterns, required, length, the backend's duplicate check), read-only and hidden
// fields by mode, and what it submits.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { defineResource } from '../model/resource';
import { ResourceForm } from './resource-form';

interface Person {
  id: string;
  code: string;
  name: string;
  mobile: string;
  emergencyMobile: string;
  email: string;
  salary: string;
  rank: string;
  active: string;
  remark: string;
  createTime: string;
}

const person = defineResource<Person>({
  key: 'person',
  screen: 'test/PersonList',
  permission: 'test:person',
  calls: { list: '/sys/position/list', add: '/sys/position/add', edit: '/sys/position/edit' },
  formColumns: 2,
  fields: [
    { name: 'code', label: '编码', kind: 'text', form: { required: true, max: 8, pattern: 'z', unique: { table: 'person' }, readOnly: 'edit' } },
    { name: 'name', label: '姓名', kind: 'text', form: { required: true } },
    { name: 'mobile', label: '手机号', kind: 'text', form: { required: true, rules: ['mobile'] } },
    { name: 'emergencyMobile', label: '紧急联系电话', kind: 'text', form: { rules: ['mobile'] } },
    { name: 'email', label: '邮箱', kind: 'text', form: { rules: ['email'] } },
    { name: 'salary', label: '薪资', kind: 'text', form: { pattern: 'money', messages: { pattern: '请输入正确的金额' } } },
    { name: 'rank', label: '职级', kind: 'list', dictCode: 'position_rank', form: { required: true } },
    { name: 'active', label: '在职', kind: 'switch', form: { initial: 'Y' } },
    { name: 'remark', label: '备注', kind: 'textarea', form: { wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', form: { hidden: 'add', readOnly: true } },
  ],
});

const stored: Person = {
  id: 'p1', code: '17', name: '张三', mobile: '13800138000', emergencyMobile: '', email: 'a@b.cn', salary: '8000.50', rank: '3',
  active: 'N', remark: '老员工', createTime: '2026-01-02 03:04:05',
};

let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({
    'GET /sys/dict/getDictItems/{code}': () => ({ data: envelope(200, [{ value: '3', text: '中级', title: '中级', label: '中级' }, { value: '4', text: '高级', title: '高级', label: '高级' }]) }),
    'GET /sys/duplicate/check': (request) =>
      (request.params as { fieldVal: string }).fieldVal === '42' ? { data: envelope(500, null, '该值不可用，系统中已存在！') } : { data: envelope(200, null, '该值可用！') },
  });
});

const field = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();

describe('the resource form', () => {
  it('A-VAL-01, A-VAL-23: 确定 on an empty add form names every required field, in 请输入 / 请选择 wording', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ResourceForm resource={person} editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await errorOf('请输入编码!');
    await errorOf('请输入姓名!');
    // The mobile set says its own required message (000 §5), not the generic one.
    await errorOf('请输入手机号');
    await errorOf('请选择职级!');
    expect(screen.queryByText('请输入紧急联系电话!')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // Hidden when adding; a new row starts with the field's initial value.
    expect(screen.queryByText('创建时间')).toBeNull();
    expect(screen.getByRole('switch', { name: '在职' })).toBeChecked();
  });

  it('A-VAL-02, A-VAL-06, A-VAL-07, B-RULE-12, B-RULE-14, B-RULE-18: each rule fails with its own message, an optional field left empty passes', async () => {
    renderWithProviders(<ResourceForm resource={person} editing="new" saving={false} onCancel={vi.fn()} onSubmit={vi.fn()} />);
    type('编码', '1x');
    type('手机号', '12345678901');
    type('邮箱', 'not-mail');
    type('薪资', '1.234');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await errorOf('编码格式不正确');
    await errorOf('请输入正确手机号');
    await errorOf('邮箱格式不正确');
    await errorOf('请输入正确的金额');
    // Empty optional mobile: the set's required check does not apply.
    expect(screen.queryByText('请输入手机号')).toBeNull();
    type('紧急联系电话', '1380013800');
    await waitFor(() => expect(screen.getAllByText('请输入正确手机号')).toHaveLength(2));
  });

  it('A-VAL-25: a text longer than its limit, then a code the backend reports taken, then a valid form submits its values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ResourceForm resource={person} editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    type('编码', '123456789');
    await errorOf('编码不能超过8个字符!');
    type('编码', '42');
    await errorOf('该值不可用，系统中已存在！');
    expect(backend.calls('GET', '/sys/duplicate/check').at(-1)?.params).toMatchObject({ tableName: 'person', fieldName: 'code', fieldVal: '42' });
    type('编码', '7');
    type('姓名', '李四');
    type('手机号', '13900139000');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '职级' }));
    fireEvent.click(await screen.findByTitle('高级'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ code: '7', name: '李四', mobile: '13900139000', rank: '4', active: 'Y' });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('id');
  });

  it('edits a stored row: its values filled in, the code read only once it exists, the row id submitted', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ResourceForm resource={person} editing={stored} saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: '编辑' })).toBeInTheDocument();
    expect(field('编码')).toHaveValue('17');
    expect(field('编码')).toBeDisabled();
    expect(field('备注')).toHaveValue('老员工');
    expect(field('姓名')).toBeEnabled();
    expect(screen.getByText('创建时间')).toBeInTheDocument();
    type('姓名', '张三丰');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ id: 'p1', name: '张三丰', code: '17', active: 'N' });
    // A read-only code is never checked again.
    expect(backend.calls('GET', '/sys/duplicate/check')).toHaveLength(0);
  });

  it('Esc closes an unchanged form, but not one with something typed into it', () => {
    const onCancel = vi.fn();
    renderWithProviders(<ResourceForm resource={person} editing={stored} saving={false} onCancel={onCancel} onSubmit={vi.fn()} />);
    const escape = () => fireEvent.keyDown(field('姓名'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    escape();
    expect(onCancel).toHaveBeenCalledTimes(1);
    type('姓名', '张三丰');
    escape();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(field('姓名')).toHaveValue('张三丰');
  });

  it('views a row as text: labels for codes, 是 / 否, - for empty; nothing to type into; 关闭 and no 确定', async () => {
    renderWithProviders(<ResourceForm resource={person} editing={stored} viewOnly saving={false} onCancel={vi.fn()} onSubmit={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '详情' });
    const text = (name: string) => within(dialog).getByTestId(`field-text-${name}`);
    expect(text('code')).toHaveTextContent('17');
    expect(text('name')).toHaveTextContent('张三');
    expect(text('mobile')).toHaveTextContent('13800138000');
    expect(text('emergencyMobile')).toHaveTextContent(/^-$/);
    expect(text('remark')).toHaveTextContent('老员工');
    expect(text('active')).toHaveTextContent(/^否$/);
    expect(text('createTime')).toHaveTextContent('2026-01-02 03:04:05');
    // 职级's code 3 shows its dictionary label once the dictionary is in.
    await waitFor(() => expect(text('rank')).toHaveTextContent(/^中级$/));
    // The label points at the text (its for= is the text's id).
    expect(within(dialog).getByText('姓名', { selector: 'label' })).toHaveAttribute('for', text('name').id);
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).getByRole('button', { name: '关 闭' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: '确 定' })).toBeNull();
  });

  it("views the backend's text for a code when the row has it (<name>_dictText), and money with two decimals", () => {
    const priced = defineResource<Person & { fee: string }>({
      ...person,
      fields: [...person.fields, { name: 'fee', label: '费用', kind: 'number', column: { money: true }, form: {} }],
    } as never);
    const row = { ...stored, rank_dictText: '中级（后端）', active_dictText: '', fee: '8000.5' };
    renderWithProviders(<ResourceForm resource={priced} editing={row} viewOnly saving={false} onCancel={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('field-text-rank')).toHaveTextContent(/^中级（后端）$/);
    expect(screen.getByTestId('field-text-active')).toHaveTextContent(/^否$/);
    expect(screen.getByTestId('field-text-fee')).toHaveTextContent(/^8,000.50$/);
  });
});

interface Course {
  id: string;
  startDate: string;
  endDate: string;
  hours: number;
}

const course = defineResource<Course>({
  key: 'course',
  screen: 'test/CourseList',
  permission: 'test:course',
  calls: { list: '/sys/position/list', add: '/sys/position/add' },
  fields: [
    { name: 'startDate', label: '开始日期', kind: 'date', form: { required: true } },
    { name: 'endDate', label: '结束日期', kind: 'date', form: { required: true, notBefore: { field: 'startDate', label: '开始日期' } } },
    { name: 'hours', label: '学时', kind: 'number', form: { required: true, range: { min: 0, max: 1000, exclusiveMin: true } } },
  ],
});

describe('the resource form: numbers and the order of two dates', () => {
  it('takes a typed number for a required number field, refuses one out of range, and an end before the start', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ResourceForm resource={course} editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await errorOf('请输入学时!');
    type('学时', '0');
    fireEvent.blur(field('学时'));
    await errorOf('学时须大于0且不超过1000');
    type('开始日期', '2024-03-05');
    fireEvent.keyDown(field('开始日期'), { key: 'Enter' });
    type('结束日期', '2024-03-04');
    fireEvent.keyDown(field('结束日期'), { key: 'Enter' });
    type('学时', '12');
    fireEvent.blur(field('学时'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await errorOf('结束日期不能早于开始日期');
    // The field's earlier message leaves with antd's fade-out: gone once the motion ends (a fixed check raced it).
    await waitFor(() => expect(screen.queryByText('请输入学时!')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    // The end date is checked again when the start moves.
    type('开始日期', '2024-03-01');
    fireEvent.keyDown(field('开始日期'), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText('结束日期不能早于开始日期')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ startDate: '2024-03-01', endDate: '2024-03-04', hours: 12 });
  });
});
