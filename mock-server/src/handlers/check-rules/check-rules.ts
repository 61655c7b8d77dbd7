// Form checks: the duplicate check (DuplicateCheckController) and code rules (SysCheckRuleController).
import { fail, ok } from '../../envelope.js';
import { columnMissing, tableColumns, tableMissing, tableRows } from '../../store/table-dict.js';
import type { Handler } from '../../types.js';
import { okText } from '../../entity/answers.js';
import { text } from '../../entity/cells.js';
import type { CheckRuleSegment } from '../../store/records/check-rules.js';
import { checkRules } from '../../entities/check-rules.js';

export const sysDuplicateCheck: Handler<'sysDuplicateCheck'> = ({ query }, { store }) => {
  const rows = tableRows(store, query.tableName);
  if (!rows) return fail(tableMissing(query.tableName));
  if (!(tableColumns(query.tableName) ?? []).includes(query.fieldName)) return fail(columnMissing(query.fieldName));
  const taken = rows.some((row) => row[query.fieldName] !== null && text(row[query.fieldName]) === query.fieldVal && (!query.dataId || text(row.id) !== query.dataId));
  return taken ? fail('该值不可用，系统中已存在！') : okText('该值可用！');
};

/** URLDecoder.decode: `+` is a space; a malformed escape leaves the text as it is. */
function urlDecoded(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

function ruleProblem(segments: CheckRuleSegment[], value: string): string | null {
  let rest = value;
  for (const segment of segments) {
    const all = segment.digits === '*';
    const count = all ? rest.length : Number(segment.digits);
    if (!all && rest.length < count) return segment.message;
    const part = rest.slice(0, count);
    rest = rest.slice(count);
    let pattern: RegExp;
    try {
      pattern = new RegExp(segment.pattern);
    } catch {
      return segment.message;
    }
    if (!pattern.test(part)) return segment.message;
  }
  return rest.length > 0 ? (segments.at(-1)?.message ?? null) : null;
}

export const sysCheckRuleCheckByCode: Handler<'sysCheckRuleCheckByCode'> = ({ query }, { store }) => {
  const rule = checkRules.all(store).find((r) => r.ruleCode === query.ruleCode);
  if (!rule) return fail('该编码不存在');
  const value = urlDecoded(query.value);
  if (value.trim() === '') return ok(null);
  let segments: CheckRuleSegment[];
  try {
    segments = JSON.parse(rule.ruleJson) as CheckRuleSegment[];
  } catch {
    return fail(`操作失败，规则配置有误：${rule.ruleCode}`);
  }
  const message = ruleProblem(segments, value);
  if (!message) return ok(null);
  return { ...fail(message), result: { passed: false as const, message, ruleCode: rule.ruleCode } };
};
