// The first message a form item's antd rules give for a value, the way antd's validateFirst reports them, for tests
// of a description's form rules without rendering the form. A rule that reads other fields (a date not before
// another) is given the form's other values.
import type { FormInstance, FormRule } from 'antd';

export async function firstFailure(rules: FormRule[], value: unknown, values: Record<string, unknown> = {}): Promise<string | undefined> {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  for (const item of rules) {
    const rule = typeof item === 'function' ? item(form) : item;
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
