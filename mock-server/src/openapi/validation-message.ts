// Turns Ajv errors into the envelope message: Chinese, naming the offending field (e.g. 参数错误：body.username 不能为空).
import type { ErrorObject } from 'ajv';

function fieldOf(error: ErrorObject, part: string, rename: Record<string, string>): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return [part, ...path.map((segment) => rename[segment] ?? segment)].join('.');
}

function reasonOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return '不能为空';
    case 'type':
      return `类型应为 ${String(p.type)}`;
    case 'minLength':
      return `长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)} 个字符`;
    case 'pattern':
      return '格式不正确';
    case 'format':
      return `格式应为 ${String(p.format)}`;
    case 'enum':
      return `取值应为 ${(p.allowedValues as unknown[]).map(String).join('/')} 之一`;
    case 'const':
      return `取值应为 ${String(p.allowedValue)}`;
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `必须大于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `必须小于 ${String(p.limit)}`;
    case 'additionalProperties':
      return '是不允许的字段';
    case 'minItems':
      return `至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `最多允许 ${String(p.limit)} 项`;
    default:
      return error.message ?? '不合法';
  }
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** `rename` maps a validated name back to the document's (the `*` of a wildcard route to its parameter). */
export function validationMessage(errors: ErrorObject[], context: string, rename: Record<string, string> = {}): string {
  const part = PART_NAMES[context] ?? context;
  // The most specific error first: a required field beats the anyOf summary of its parent.
  const first = errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if') ?? errors[0];
  if (!first) return '参数错误';
  return `参数错误：${fieldOf(first, part, rename)} ${reasonOf(first)}`;
}
