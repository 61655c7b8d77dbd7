// What a request schema says about binding: at each position, the JSON types it admits and, for objects and
// arrays, the plans of their properties and items. Built once per schema from the document (refs resolved,
// allOf parts merged, anyOf/oneOf choices joined), so binding a request walks a small tree instead of the schema.

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface BindingPlan {
  /** The JSON types admitted here; empty when the schema admits any value. */
  types: JsonType[];
  properties: Map<string, BindingPlan> | null;
  items: BindingPlan | null;
  /** The properties declared as something other than text: the parameters whose text always needs converting. */
  typed: Array<{ name: string; plan: BindingPlan }>;
}

interface SchemaNode {
  $ref?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** The component schema a `$ref` names, in either spelling: the document's or the one Ajv is given. */
const REF_PREFIXES = ['#/components/schemas/', 'doc#/$defs/'];

export const admits = (plan: BindingPlan, type: JsonType): boolean => plan.types.includes(type);

/** A planner over the document's component schemas; each schema object is planned once. */
export function createPlanner(components: Record<string, object>): (schema: object) => BindingPlan {
  const planned = new WeakMap<object, BindingPlan>();

  const resolve = (ref: string): SchemaNode => {
    const prefix = REF_PREFIXES.find((p) => ref.startsWith(p));
    const found = prefix ? components[ref.slice(prefix.length)] : undefined;
    if (!found) throw new Error(`Unresolved schema ${ref}`);
    return found as SchemaNode;
  };

  const plan = (schema: SchemaNode): BindingPlan => {
    const known = planned.get(schema);
    if (known) return known;
    // Registered before its parts are planned, so a schema that contains itself (a tree node) ends.
    const result: BindingPlan = { types: [], properties: null, items: null, typed: [] };
    planned.set(schema, result);
    const own = planOf(
      schema.type === undefined ? (schema.properties ? ['object'] : []) : [schema.type].flat(),
      schema.properties ? new Map(Object.entries(schema.properties).map(([name, sub]) => [name, plan(sub)])) : null,
      schema.items ? plan(schema.items) : null,
    );
    let merged = schema.$ref ? both(own, plan(resolve(schema.$ref))) : own;
    for (const part of schema.allOf ?? []) merged = both(merged, plan(part));
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) merged = both(merged, choices.map(plan).reduce(either));
    Object.assign(result, merged);
    return result;
  };
  return (schema) => plan(schema as SchemaNode);
}

const isText = (plan: BindingPlan) => plan.types.length > 0 && plan.types.every((t) => t === 'string' || t === 'null');

function planOf(types: JsonType[], properties: Map<string, BindingPlan> | null, items: BindingPlan | null): BindingPlan {
  const typed = [...(properties ?? [])].filter(([, sub]) => !isText(sub)).map(([name, sub]) => ({ name, plan: sub }));
  return { types, properties, items, typed };
}

/** Both must hold (allOf, or a $ref beside other keywords): the types both admit, the properties of either. */
function both(a: BindingPlan, b: BindingPlan): BindingPlan {
  const types = a.types.length === 0 ? b.types : b.types.length === 0 ? a.types : a.types.filter((t) => b.types.includes(t));
  return planOf(types, joinProperties(a, b, both), a.items && b.items ? both(a.items, b.items) : (a.items ?? b.items));
}

/** Either may hold (anyOf/oneOf): any type either admits (nothing known if one admits any). */
function either(a: BindingPlan, b: BindingPlan): BindingPlan {
  const types = a.types.length === 0 || b.types.length === 0 ? [] : [...new Set([...a.types, ...b.types])];
  return planOf(types, joinProperties(a, b, either), a.items && b.items ? either(a.items, b.items) : (a.items ?? b.items));
}

function joinProperties(a: BindingPlan, b: BindingPlan, join: (x: BindingPlan, y: BindingPlan) => BindingPlan): Map<string, BindingPlan> | null {
  if (!a.properties || !b.properties) return a.properties ?? b.properties;
  const joined = new Map(a.properties);
  for (const [name, sub] of b.properties) {
    const other = joined.get(name);
    joined.set(name, other ? join(other, sub) : sub);
  }
  return joined;
}
