import { describe, expect, it } from 'vitest';
import { ABSENT, bindInPlace, bindTypedInPlace, UNCHANGED } from './bind.js';
import { createPlanner } from './binding-plan.js';
import { jsonBinding } from './json-binding.js';
import { parameterBinding } from './parameter-binding.js';

const components: Record<string, object> = {
  Item: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      count: { type: 'integer' },
      score: { type: ['integer', 'null'] },
      price: { type: ['number', 'null'] },
      enabled: { type: 'boolean' },
      tags: { type: 'array', items: { type: 'string' } },
      sizes: { type: 'array', items: { type: 'integer' } },
      owner: { $ref: '#/components/schemas/Owner' },
    },
  },
  Owner: { type: 'object', properties: { age: { type: 'integer' } } },
  Audited: { allOf: [{ $ref: 'doc#/$defs/Item' }, { properties: { createBy: { type: 'string' } } }] },
};
const planOf = createPlanner(components);
const item = planOf({ $ref: '#/components/schemas/Item' });
const field = (name: string) => {
  const plan = item.properties?.get(name);
  if (!plan) throw new Error(`no field ${name}`);
  return plan;
};

describe('JSON body values (Jackson 2.13 with JeecgBoot’s ObjectMapper)', () => {
  it.each([
    // into a String field
    ['name', 1700000000000, '1700000000000'],
    ['name', 1.5, '1.5'],
    ['name', true, 'true'],
    ['name', 'text', UNCHANGED],
    ['name', { a: 1 }, UNCHANGED],
    ['name', ['a'], UNCHANGED],
    // into an Integer field
    ['count', '42', 42],
    ['count', ' -7 ', -7],
    ['count', '+3', 3],
    ['count', 1.9, 1],
    ['count', -1.9, -1],
    ['count', 3e10 + 0.5, UNCHANGED],
    ['count', '1.5', UNCHANGED],
    ['count', '0x1F', UNCHANGED],
    ['count', 'abc', UNCHANGED],
    ['count', '99999999999999999999', UNCHANGED],
    ['count', true, UNCHANGED],
    ['count', [1], UNCHANGED],
    ['count', '', ABSENT],
    ['count', '   ', ABSENT],
    ['count', 'null', ABSENT],
    ['score', '', null],
    ['score', '12', 12],
    // into a Double/BigDecimal field
    ['price', '12.50', 12.5],
    ['price', '1e3', 1000],
    ['price', '.5', 0.5],
    ['price', 'NaN', UNCHANGED],
    ['price', 'Infinity', UNCHANGED],
    ['price', false, UNCHANGED],
    // into a Boolean field
    ['enabled', 'true', true],
    ['enabled', 'FALSE', false],
    ['enabled', 'True', true],
    ['enabled', 'tRuE', UNCHANGED],
    ['enabled', 'yes', UNCHANGED],
    ['enabled', 0, false],
    ['enabled', 5, true],
    ['enabled', 0.5, UNCHANGED],
    ['enabled', '', ABSENT],
    // into a list: ACCEPT_SINGLE_VALUE_AS_ARRAY is off
    ['tags', 'a', UNCHANGED],
    ['tags', 'a,b', UNCHANGED],
  ])('%s ← %j binds %j', (name, value, expected) => {
    expect(jsonBinding(field(name), value)).toEqual(expected);
  });
});

describe('request parameters (Spring 5.3 conversion)', () => {
  it.each([
    ['name', '', UNCHANGED],
    ['name', ['a', 'b'], 'a,b'],
    ['count', '2', 2],
    ['count', ' 2 ', 2],
    ['count', '1 000', 1000],
    ['count', '-0x1F', -31],
    ['count', '#10', 16],
    ['count', '+5', 5],
    ['count', '1.5', UNCHANGED],
    ['count', '1e3', UNCHANGED],
    ['count', 'abc', UNCHANGED],
    ['count', '', ABSENT],
    ['count', ['3', '4'], 3],
    ['count', ['x', '4'], 'x'],
    ['score', '', null],
    ['price', '2.5', 2.5],
    ['price', '1e3', 1000],
    ['price', '0x10', UNCHANGED],
    ['enabled', 'on', true],
    ['enabled', 'YES', true],
    ['enabled', '1', true],
    ['enabled', ' off ', false],
    ['enabled', 'no', false],
    ['enabled', '2', UNCHANGED],
    ['enabled', 'maybe', UNCHANGED],
    ['enabled', '', ABSENT],
    ['tags', 'a', ['a']],
    ['tags', 'a, b ,c', ['a', 'b', 'c']],
    ['tags', '', []],
    ['tags', ['a,b', 'c'], UNCHANGED],
    ['sizes', '1,2', [1, 2]],
    ['sizes', '1,x', [1, 'x']],
  ])('%s ← %j binds %j', (name, value, expected) => {
    expect(parameterBinding(field(name), value)).toEqual(expected);
  });
});

describe('binding a request part in place', () => {
  it('binds nested objects and array elements, drops what binds to null, and reports the change', () => {
    const body: Record<string, unknown> = { name: 7, count: '', owner: { age: '40' }, sizes: ['1', 2], extra: 5 };
    expect(bindInPlace(item, body, jsonBinding)).toBe(true);
    expect(body).toEqual({ name: '7', owner: { age: 40 }, sizes: [1, 2], extra: 5 });
  });

  it('changes nothing and says so when every value fits', () => {
    const body = { name: 'a', count: 1, owner: { age: 3 }, tags: ['x'] };
    const before = structuredClone(body);
    expect(bindInPlace(item, body, jsonBinding)).toBe(false);
    expect(body).toEqual(before);
  });

  it('leaves what the backend refuses for validation to report', () => {
    const body = { name: { nested: true }, count: 'many' };
    expect(bindInPlace(item, body, jsonBinding)).toBe(false);
    expect(body).toEqual({ name: { nested: true }, count: 'many' });
  });

  it('binds query texts, repeated ones included', () => {
    const query: Record<string, unknown> = { count: '10', enabled: 'yes', name: ['a', 'b'], tags: 'x', score: '' };
    bindInPlace(item, query, parameterBinding);
    expect(query).toEqual({ count: 10, enabled: true, name: 'a,b', tags: ['x'], score: null });
  });

  it('binds only the properties declared as other than text on the fast path', () => {
    const query: Record<string, unknown> = { count: '10', enabled: 'no', name: ['a', 'b'], price: '' };
    bindTypedInPlace(item, query, parameterBinding);
    expect(query).toEqual({ count: 10, enabled: false, name: ['a', 'b'], price: null });
    expect(item.typed.map((t) => t.name)).toEqual(['count', 'score', 'price', 'enabled', 'tags', 'sizes', 'owner']);
  });

  it('follows $ref and allOf in either spelling of a component reference', () => {
    const audited = planOf({ $ref: 'doc#/$defs/Audited' });
    const body: Record<string, unknown> = { count: '5', createBy: 9 };
    expect(bindInPlace(audited, body, jsonBinding)).toBe(true);
    expect(body).toEqual({ count: 5, createBy: '9' });
  });
});
