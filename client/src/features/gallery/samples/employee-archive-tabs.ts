// The employee archive sections (education, work, family, certificates) as table-form sub-tables: a small sample of
// the table-form validation order. The real screen is 员工详情 (features/hr).
import type { SubTableTab } from '@/widgets/editable-table';

export const ARCHIVE_TABS: SubTableTab[] = [
  {
    key: 'education',
    title: '教育经历',
    columns: [
      { key: 'school', type: 'input', title: '学校', validateRules: [{ required: true, message: '${title}不能为空' }] },
      { key: 'major', type: 'input', title: '专业' },
      { key: 'degree', type: 'select', title: '学历', options: [{ value: '1', text: '大专' }, { value: '2', text: '本科' }, { value: '3', text: '硕士' }, { value: '4', text: '博士' }] },
      { key: 'startDate', type: 'date', title: '开始日期' },
      { key: 'endDate', type: 'date', title: '结束日期' },
    ],
    dataSource: [{ id: 'edu-1', school: '中山大学', major: '会计学', degree: '2', startDate: '2012-09-01', endDate: '2016-07-01' }],
  },
  {
    key: 'work',
    title: '工作经历',
    columns: [
      { key: 'company', type: 'input', title: '公司', validateRules: [{ required: true, message: '${title}不能为空' }] },
      { key: 'post', type: 'input', title: '岗位' },
      { key: 'startDate', type: 'date', title: '开始日期' },
      { key: 'endDate', type: 'date', title: '结束日期' },
      { key: 'salary', type: 'inputNumber', title: '月薪', validateRules: [{ pattern: 'money', message: '月薪最多两位小数' }] },
    ],
    dataSource: [{ id: 'work-1', company: '广州某外包公司', post: '出纳', startDate: '2016-08-01', endDate: '2020-03-31', salary: 6500 }],
  },
  {
    key: 'family',
    title: '家庭成员',
    columns: [
      { key: 'name', type: 'input', title: '姓名', validateRules: [{ required: true, message: '${title}不能为空' }] },
      { key: 'relation', type: 'select', title: '关系', options: [{ value: 'spouse', text: '配偶' }, { value: 'parent', text: '父母' }, { value: 'child', text: '子女' }] },
      { key: 'phone', type: 'input', title: '联系电话', width: 140, validateRules: [{ pattern: 'm', message: '请输入正确的手机号' }] },
      { key: 'emergency', type: 'checkbox', title: '紧急联系人', customValue: ['1', '0'] },
    ],
    dataSource: [],
  },
  {
    key: 'certificates',
    title: '证书',
    columns: [
      { key: 'certName', type: 'input', title: '证书名称', validateRules: [{ required: true, message: '${title}不能为空' }] },
      { key: 'certNo', type: 'input', title: '证书编号', validateRules: [{ unique: true, message: '${title}不能重复' }] },
      { key: 'issueDate', type: 'date', title: '发证日期' },
      { key: 'scan', type: 'image', title: '扫描件', token: true },
    ],
    dataSource: [{ id: 'cert-1', certName: '初级会计师', certNo: 'KJ2017001', issueDate: '2017-05-20' }],
  },
];
