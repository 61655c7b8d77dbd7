// The checks of validators.ts as antd Form rules, so a form field states its rule set by name.
import type { FormRule } from 'antd';
import { Checks, firstFailure, REQUIRED_CHECK_SETS, type Check, type CheckName } from './validators';

/**
 * One antd rule running the checks in order and reporting the first failure. `required` only marks the field
 * (the asterisk); the checks themselves decide what an empty value means.
 */
export function ruleOf(checks: readonly Check[], required = false): FormRule {
  return {
    required,
    validator: (_rule, value: unknown) => {
      const message = firstFailure(checks, value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** `rules={formRules('mobile')}`: the spec's rule set for the named kind of field. */
export function formRules(name: CheckName): FormRule[] {
  return [ruleOf(Checks[name], REQUIRED_CHECK_SETS.has(name))];
}
