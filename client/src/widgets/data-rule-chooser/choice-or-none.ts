import { BusinessError } from '@/api/errors';
import type { DataRuleChoice } from './data-rule-chooser';

/**
 * The choice a datarule GET answers, or null when the menu offers no rules: upstream answers that case with a
 * business error (未找到权限配置信息), which the chooser shows as 无配置信息! rather than as a failure.
 */
export async function choiceOrNone(request: Promise<{ result?: DataRuleChoice | null }>): Promise<DataRuleChoice | null> {
  try {
    return (await request).result ?? null;
  } catch (error) {
    if (error instanceof BusinessError) return null;
    throw error;
  }
}
