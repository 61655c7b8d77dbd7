// 10 000 rows × 20 columns of mixed types for the large-table page and bench:grid (deterministic, so every run and
// every implementation sees the same data).
import type { EditableColumn, GridRow } from '@/widgets/editable-table';

const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨';
const DEPARTS = [
  { value: 'A01', text: '财务部' },
  { value: 'A02', text: '人事部' },
  { value: 'A03', text: '研发部' },
  { value: 'A04', text: '市场部' },
];
const LEVELS = [
  { value: 'P1', text: '初级' },
  { value: 'P2', text: '中级' },
  { value: 'P3', text: '高级' },
];
const YES_NO: [unknown, unknown] = ['Y', 'N'];

export const LARGE_COLUMNS: EditableColumn[] = [
  { key: 'code', type: 'input', title: '工号', validateRules: [{ required: true }, { unique: true }] },
  { key: 'name', type: 'input', title: '姓名', validateRules: [{ required: true }] },
  { key: 'phone', type: 'input', title: '手机号', validateRules: [{ pattern: 'm', message: '手机号格式不正确' }] },
  { key: 'email', type: 'input', title: '邮箱', validateRules: [{ pattern: 'e', message: '邮箱格式不正确' }] },
  { key: 'post', type: 'input', title: '岗位' },
  { key: 'age', type: 'inputNumber', title: '年龄', validateRules: [{ pattern: 'z' }] },
  { key: 'salary', type: 'inputNumber', title: '工资', statistics: 'sum', validateRules: [{ pattern: 'money' }] },
  { key: 'bonus', type: 'inputNumber', title: '奖金', statistics: 'average' },
  { key: 'depart', type: 'select', title: '部门', options: DEPARTS },
  { key: 'level', type: 'select', title: '职级', options: LEVELS },
  { key: 'status', type: 'radio', title: '状态', options: [{ value: '1', text: '在职' }, { value: '0', text: '离职' }], width: 140 },
  { key: 'skills', type: 'list_multi', title: '技能', options: LEVELS },
  { key: 'birthday', type: 'date', title: '生日' },
  { key: 'entryDate', type: 'date', title: '入职日期' },
  { key: 'updated', type: 'datetime', title: '更新时间' },
  { key: 'clockIn', type: 'time', title: '打卡' },
  { key: 'insured', type: 'checkbox', title: '社保', customValue: YES_NO },
  { key: 'housing', type: 'checkbox', title: '公积金', customValue: YES_NO },
  { key: 'remark', type: 'textarea', title: '备注' },
  { key: 'address', type: 'input', title: '地址' },
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function largeRows(count = 10_000): GridRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `row-${i + 1}`,
    code: `E${pad(i + 1, 5)}`,
    name: `${SURNAMES[i % SURNAMES.length]}${'伟芳娜敏静丽强磊军洋'[i % 10]}`,
    // every 97th row has a wrong phone, every 131st a missing name: validate-all has errors to find
    phone: i % 97 === 5 ? '1234' : `13${pad(i % 1_000_000_000, 9)}`,
    email: `user${i}@example.com`,
    post: ['会计', '出纳', '工程师', '专员'][i % 4],
    age: 22 + (i % 40),
    salary: 5000 + ((i * 37) % 20000),
    bonus: (i * 13) % 3000,
    depart: DEPARTS[i % 4]?.value,
    level: LEVELS[i % 3]?.value,
    status: i % 9 === 0 ? '0' : '1',
    skills: i % 2 ? 'P1,P2' : 'P3',
    birthday: `19${80 + (i % 20)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
    entryDate: `20${pad(10 + (i % 15))}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
    updated: `2026-${pad(1 + (i % 12))}-${pad(1 + (i % 28))} ${pad(i % 24)}:${pad(i % 60)}:00`,
    clockIn: `0${8 + (i % 2)}:${pad(i % 60)}:00`,
    insured: i % 3 ? 'Y' : 'N',
    housing: i % 4 ? 'Y' : 'N',
    remark: i % 5 ? '' : '需要复核',
    ...(i % 131 === 7 ? { name: '' } : {}),
    address: `广州市天河区${i % 200}号`,
  }));
}
