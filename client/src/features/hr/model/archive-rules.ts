// The archive sections' rules across two cells, worded as the server words them (hr.yaml add/edit operations), so
// the table stops the save before the server would refuse it.
import type { ValidateRule } from '@/widgets/editable-table';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A rule on the later date of a pair: it may be empty, but not before the earlier one (yyyy-MM-dd compares as text). */
function notBefore(earlierKey: string, message: string): ValidateRule {
  return {
    handler: (value, { row }) => {
      const later = text(value);
      const earlier = text(row[earlierKey]);
      return !later || !earlier || later >= earlier || message;
    },
  };
}

export const SECTION_DATE_RULES = {
  educations: notBefore('startDate', '毕业日期不能早于入学日期'),
  works: notBefore('startDate', '结束日期不能早于开始日期'),
  certificates: notBefore('issueDate', '有效期不能早于发证日期'),
  /** On the phone cell: an emergency contact must have one. */
  families: {
    handler: (value, { row }) => row.isEmergency !== '1' || text(value).trim() !== '' || '紧急联系人须填写联系电话',
  } satisfies ValidateRule,
} as const;
