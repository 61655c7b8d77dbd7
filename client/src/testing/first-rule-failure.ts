// The first message a field's antd rules give for a value, the way the form's validateFirst reports them: for
// testing a resource description's form rules without rendering the form.
import type { FormRule } from 'antd';

export async function firstRuleFailure(rules: FormRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (rule.required && empty && rule.message !== undefined) return String(rule.message);
    if (rule.max !== undefined && typeof value === 'string' && value.length > rule.max) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}
