// 社保公积金 (/pay/socialInsurance, menu component pay/SocialInsuranceList): per city and year, the contribution bases
// (floor, ceiling) and the employee / employer rates of pension, medical, unemployment, injury, maternity and the
// housing fund; how many archives pay there.
import { defineResource, type ResourceField } from '@/widgets/resource';
import type { SocialInsurance } from '../api/payroll-api';

const base = (name: keyof SocialInsurance & string, label: string, width = 100): ResourceField<SocialInsurance> => ({
  name: name as ResourceField<SocialInsurance>['name'],
  label,
  kind: 'number',
  query: false,
  column: { width, money: true, sorter: false, responsive: ['md'] },
  form: { required: true, rules: ['amount'], range: { min: 0, max: 1_000_000 } },
});

const rate = (name: keyof SocialInsurance & string, label: string, min = 0, max = 100): ResourceField<SocialInsurance> => ({
  name: name as ResourceField<SocialInsurance>['name'],
  label,
  kind: 'number',
  query: false,
  column: { width: 84, sorter: false, responsive: ['lg'] },
  form: { required: true, range: { min, max }, placeholder: '%' },
});

export const socialInsuranceResource = defineResource<SocialInsurance>({
  key: 'social-insurance',
  screen: 'pay/SocialInsuranceList',
  permission: 'payroll:insurance',
  defaultSort: { column: 'city', order: 'asc' },
  calls: { list: '/mis/socialInsurance/list', add: '/mis/socialInsurance/add', edit: '/mis/socialInsurance/edit', delete: '/mis/socialInsurance/delete' },
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1500,
  fields: [
    { name: 'city', label: '缴纳城市', kind: 'text', search: 'like', column: { width: 90 }, form: { required: true, max: 20 } },
    { name: 'year', label: '执行年度', kind: 'text', search: 'eq', column: { width: 84 }, form: { required: true, pattern: '^\\d{4}$', messages: { pattern: '请输入四位年份' } } },
    base('insuranceBaseMin', '社保基数下限'),
    base('insuranceBaseMax', '社保基数上限'),
    base('housingBaseMin', '公积金基数下限', 110),
    base('housingBaseMax', '公积金基数上限', 110),
    rate('pensionPersonal', '养老个人%'),
    rate('pensionCompany', '养老单位%'),
    rate('medicalPersonal', '医疗个人%'),
    rate('medicalCompany', '医疗单位%'),
    rate('unemploymentPersonal', '失业个人%'),
    rate('unemploymentCompany', '失业单位%'),
    rate('injuryCompany', '工伤单位%'),
    rate('maternityCompany', '生育单位%'),
    rate('housingPersonal', '公积金个人%', 5, 12),
    rate('housingCompany', '公积金单位%', 5, 12),
    { name: 'memberCount', label: '缴纳人数', kind: 'number', query: false, column: { width: 84, sorter: false } },
    { name: 'remark', label: '备注', kind: 'text', query: false, column: false, form: { max: 200, wide: true } },
  ],
});
