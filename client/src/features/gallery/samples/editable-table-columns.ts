// The gallery's column set: one column of each of the 20 types of spec 001 §3, with rules and options to try.
import type { ColumnOption, EditableColumn } from '@/widgets/editable-table';

const CITIES: Record<string, ColumnOption[]> = {
  gd: [
    { value: 'gz', text: '广州' },
    { value: 'sz', text: '深圳' },
  ],
  zj: [
    { value: 'hz', text: '杭州' },
    { value: 'nb', text: '宁波' },
  ],
};

const SKILLS: ColumnOption[] = ['Java', 'TypeScript', 'Python', 'Go', 'SQL', 'Excel', '财务', '法务', '人事', '招聘', '销售', '采购'].map((name) => ({
  value: name.toLowerCase(),
  text: name,
}));

async function searchSkills(keyword: string, pageSize: number): Promise<ColumnOption[]> {
  return SKILLS.filter((option) => (option.text ?? '').toLowerCase().includes(keyword.toLowerCase())).slice(0, pageSize);
}

export const GALLERY_COLUMNS: EditableColumn[] = [
  { key: 'name', type: 'input', title: '姓名', placeholder: '请输入姓名', validateRules: [{ required: true, message: '${title}不能为空' }, { unique: true, message: '${title}不能重复' }] },
  { key: 'age', type: 'inputNumber', title: '年龄', statistics: 'average', validateRules: [{ pattern: 'z', message: '请输入整数' }] },
  { key: 'salary', type: 'inputNumber', title: '工资', statistics: 'sum', validateRules: [{ pattern: 'money', message: '金额最多两位小数' }] },
  { key: 'phone', type: 'input', title: '手机号', width: 140, validateRules: [{ pattern: 'm', message: '请输入正确的手机号' }] },
  { key: 'married', type: 'checkbox', title: '已婚', customValue: ['Y', 'N'], defaultChecked: false },
  { key: 'sex', type: 'select', title: '性别', dictCode: 'sex' },
  { key: 'skills', type: 'list_multi', title: '技能', options: SKILLS },
  { key: 'province', type: 'select', title: '省份', options: [{ value: 'gd', text: '广东' }, { value: 'zj', text: '浙江' }], linkage: { next: 'city', optionsOf: (value) => CITIES[value] ?? [] } },
  { key: 'city', type: 'select', title: '城市', options: [...(CITIES.gd ?? []), ...(CITIES.zj ?? [])] },
  { key: 'skill', type: 'sel_search', title: '主技能', options: SKILLS },
  { key: 'mentor', type: 'sel_search_async', title: '异步搜索', options: SKILLS.slice(0, 3), search: searchSkills },
  { key: 'depart', type: 'sel_depart', title: '部门' },
  { key: 'user', type: 'sel_user', title: '负责人' },
  { key: 'birthday', type: 'date', title: '生日' },
  { key: 'checkIn', type: 'datetime', title: '入职时间' },
  { key: 'clockIn', type: 'time', title: '打卡时间' },
  { key: 'remark', type: 'textarea', title: '备注' },
  { key: 'note', type: 'input_pop', title: '说明', popupSize: 'large' },
  { key: 'attachment', type: 'upload', title: '附件', token: true },
  { key: 'contract', type: 'file', title: '合同', token: true },
  { key: 'photo', type: 'image', title: '照片', token: true },
  { key: 'report', type: 'popup', title: '报表', popupCode: 'report_user', orgFields: 'username', destFields: 'report' },
  { key: 'level', type: 'radio', title: '级别', options: [{ value: 'A', text: '甲' }, { value: 'B', text: '乙' }], width: 140 },
  { key: 'score', type: 'slot', title: '插槽', width: 100, render: ({ row }) => (row.salary ? `${Math.round(Number(row.salary) / 1000)}k` : '—') },
  { key: 'secret', type: 'hidden', title: '隐藏' },
];
