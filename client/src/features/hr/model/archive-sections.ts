// The employee archive sections edited in 员工详情 (教育经历, 工作经历, 家庭成员, 证书资质): their editable-table
// columns, with the document's rules (hr.yaml Hr*Form) checked in the cell so a save fails before it is sent.
import { Pattern, ValidationText } from '@/shared/validation/validators';
import type { EditableColumn, GridRow } from '@/widgets/editable-table';
import { SECTION_DATE_RULES } from './archive-rules';

export type ArchiveSectionKey = 'educations' | 'works' | 'families' | 'certificates';

export interface ArchiveSection {
  key: ArchiveSectionKey;
  title: string;
  columns: EditableColumn[];
}

const required = { required: true, message: '${title}不能为空' } as const;
const maxLength = (length: number) => ({ pattern: new RegExp(`^[\\s\\S]{0,${length}}$`), message: `\${title}不能超过${length}个字` });
const MOBILE = { pattern: Pattern.mobile, message: ValidationText.mobileInvalid };

export const ARCHIVE_SECTIONS: readonly ArchiveSection[] = [
  {
    key: 'educations',
    title: '教育经历',
    columns: [
      { key: 'school', type: 'input', title: '学校', width: 200, validateRules: [required, maxLength(100)] },
      { key: 'major', type: 'input', title: '专业', width: 160, validateRules: [maxLength(100)] },
      { key: 'education', type: 'select', title: '学历', width: 130, dictCode: 'education', validateRules: [required] },
      { key: 'degree', type: 'input', title: '学位', width: 100, validateRules: [maxLength(20)] },
      { key: 'studyMode', type: 'select', title: '学习形式', width: 120, dictCode: 'study_mode' },
      { key: 'startDate', type: 'date', title: '入学日期', width: 140, validateRules: [required] },
      { key: 'endDate', type: 'date', title: '毕业日期', width: 140, validateRules: [SECTION_DATE_RULES.educations] },
      { key: 'certificateNo', type: 'input', title: '毕业证书编号', width: 160, validateRules: [maxLength(50)] },
    ],
  },
  {
    key: 'works',
    title: '工作经历',
    columns: [
      { key: 'company', type: 'input', title: '工作单位', width: 200, validateRules: [required, maxLength(100)] },
      { key: 'post', type: 'input', title: '职位', width: 120, validateRules: [maxLength(50)] },
      { key: 'startDate', type: 'date', title: '开始日期', width: 140, validateRules: [required] },
      { key: 'endDate', type: 'date', title: '结束日期', width: 140, validateRules: [required, SECTION_DATE_RULES.works] },
      { key: 'leaveReason', type: 'input', title: '离职原因', width: 160, validateRules: [maxLength(200)] },
      { key: 'witness', type: 'input', title: '证明人', width: 100, validateRules: [maxLength(50)] },
      { key: 'witnessPhone', type: 'input', title: '证明人电话', width: 140, validateRules: [{ pattern: /^[0-9-]{0,30}$/, message: '请输入正确的电话号码' }] },
    ],
  },
  {
    key: 'families',
    title: '家庭成员',
    columns: [
      { key: 'name', type: 'input', title: '姓名', width: 120, validateRules: [required, maxLength(50)] },
      { key: 'relation', type: 'select', title: '与本人关系', width: 130, dictCode: 'family_relation', validateRules: [required] },
      { key: 'mobile', type: 'input', title: '联系电话', width: 150, validateRules: [MOBILE, SECTION_DATE_RULES.families] },
      { key: 'workUnit', type: 'input', title: '工作单位', width: 200, validateRules: [maxLength(100)] },
      { key: 'isEmergency', type: 'checkbox', title: '紧急联系人', width: 110, customValue: ['1', '0'], defaultValue: '0' },
    ],
  },
  {
    key: 'certificates',
    title: '证书资质',
    columns: [
      { key: 'certName', type: 'input', title: '证书名称', width: 220, validateRules: [required, maxLength(100)] },
      { key: 'certNo', type: 'input', title: '证书编号', width: 160, validateRules: [maxLength(50), { unique: true, message: '${title}不能重复' }] },
      { key: 'issuer', type: 'input', title: '发证机关', width: 180, validateRules: [maxLength(100)] },
      { key: 'issueDate', type: 'date', title: '发证日期', width: 140, validateRules: [required] },
      { key: 'expireDate', type: 'date', title: '有效期至', width: 140, validateRules: [SECTION_DATE_RULES.certificates] },
      // The scans go to their own folder through the column's upload data (001 §3; action and responseName keep
      // their defaults, /sys/common/upload and message); up to three pages. The upload widget loads on first edit.
      { key: 'scan', type: 'image', title: '扫描件', width: 200, token: true, data: { biz: 'certificates' }, fieldExtendJson: '{"uploadnum":3}' },
      { key: 'remark', type: 'input', title: '备注', width: 160, validateRules: [maxLength(500)] },
    ],
  },
];

/** The stored rows of a section as the grid takes them (dictionary values and dates as they are). */
export function sectionRows(rows: ReadonlyArray<{ id: string }>): GridRow[] {
  return rows.map((row) => ({ ...row }));
}
