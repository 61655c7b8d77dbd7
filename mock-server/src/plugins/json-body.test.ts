import { describe, expect, it } from 'vitest';
import { jsonBodyProblem } from './json-body.js';
import { JSON_ARRAY_LIMIT, JSON_DEPTH_LIMIT } from './request-limits.js';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);
const array = (length: number) => `[${Array.from({ length }, () => '0').join(',')}]`;

describe('jsonBodyProblem: the scan before JSON.parse', () => {
  it('passes ordinary bodies, brackets, commas and key-like text inside strings, and the limits themselves', () => {
    expect(jsonBodyProblem('{"username":"admin","roles":["a","b"],"nested":{"x":[{"y":1}]}}')).toBeNull();
    expect(jsonBodyProblem(`{"text":"${'[{,'.repeat(50_000)}","quote":"a\\"[\\\\","k":"__proto__"}`)).toBeNull();
    expect(jsonBodyProblem(`{"a":${nested(JSON_DEPTH_LIMIT - 1)}}`)).toBeNull();
    expect(jsonBodyProblem(`{"ids":${array(JSON_ARRAY_LIMIT)}}`)).toBeNull();
    expect(jsonBodyProblem('{"empty":[],"blank":[ ],"objects":{}}')).toBeNull();
  });

  it('refuses nesting past the limit, naming the field where it starts', () => {
    expect(jsonBodyProblem(`{"a":${nested(JSON_DEPTH_LIMIT)}}`)).toBe(`body.a.0.0.0… 嵌套层数超过 ${JSON_DEPTH_LIMIT} 层`);
    expect(jsonBodyProblem(nested(100_000, '{"k":', '}'))).toBe(`body.k.k.k.k… 嵌套层数超过 ${JSON_DEPTH_LIMIT} 层`);
    expect(jsonBodyProblem(nested(100_000))).toBe(`body.0.0.0.0… 嵌套层数超过 ${JSON_DEPTH_LIMIT} 层`);
  });

  it('refuses an array past the limit, naming it, wherever it is', () => {
    expect(jsonBodyProblem(`{"ids":${array(JSON_ARRAY_LIMIT + 1)}}`)).toBe(`body.ids 数组元素超过 ${JSON_ARRAY_LIMIT} 个`);
    expect(jsonBodyProblem(`{"rows":[{"ids":${array(1_000_000)}}]}`)).toBe(`body.rows.0.ids 数组元素超过 ${JSON_ARRAY_LIMIT} 个`);
    expect(jsonBodyProblem(array(JSON_ARRAY_LIMIT + 1))).toBe(`body 数组元素超过 ${JSON_ARRAY_LIMIT} 个`);
  });

  it('refuses __proto__, constructor and prototype as keys, also escaped, and names where', () => {
    expect(jsonBodyProblem('{"__proto__":{"polluted":true}}')).toBe('body.__proto__ 是不允许的字段');
    expect(jsonBodyProblem('{"a":[{"b":1},{"constructor":{"prototype":{}}}]}')).toBe('body.a.1.constructor 是不允许的字段');
    expect(jsonBodyProblem('{"\\u005f_proto__":1}')).toBe('body.__proto__ 是不允许的字段');
    expect(jsonBodyProblem('{"x":{"prototype":1}}', '')).toBe('x.prototype 是不允许的字段');
  });

  it('leaves text that is not JSON to JSON.parse', () => {
    expect(jsonBodyProblem('{"a":"unterminated')).toBeNull();
    expect(jsonBodyProblem(']]]}}},,,')).toBeNull();
  });
});
