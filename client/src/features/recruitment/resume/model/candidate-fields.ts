// The confirmation form's fields, said as the resource kit says fields (its editors and rules: 000 §5 mobile and
// email, the document's lengths and ranges), so the form behaves as every add form of the product does.
import type { AnyField } from '@/widgets/resource';
import type { ProposedField } from '../lib/propose';

export const CANDIDATE_FIELDS: readonly AnyField[] = [
  { name: 'name', label: '姓名', kind: 'text', form: { required: true, max: 50 } },
  { name: 'sex', label: '性别', kind: 'radio', dictCode: 'sex', form: { required: true } },
  { name: 'mobile', label: '手机号', kind: 'text', form: { required: true, rules: ['mobile'] } },
  { name: 'email', label: '邮箱', kind: 'text', form: { rules: ['email'], max: 100 } },
  { name: 'education', label: '学历', kind: 'list', dictCode: 'education', form: {} },
  { name: 'workYears', label: '工作年限', kind: 'number', form: { range: { min: 0, max: 50 } } },
  { name: 'age', label: '年龄', kind: 'number', form: { range: { min: 16, max: 65 } } },
  { name: 'school', label: '毕业院校', kind: 'text', form: { max: 100 } },
  { name: 'major', label: '专业', kind: 'text', form: { max: 100 } },
  { name: 'applyPost', label: '应聘岗位', kind: 'text', form: { required: true, max: 50 } },
  { name: 'channel', label: '招聘渠道', kind: 'list', dictCode: 'candidate_channel', form: { required: true } },
];

/** The fields a proposal may fill (the others are the recruiter's to enter). */
export const PROPOSABLE: ReadonlySet<string> = new Set<ProposedField>(['name', 'sex', 'age', 'mobile', 'email', 'education', 'workYears']);
