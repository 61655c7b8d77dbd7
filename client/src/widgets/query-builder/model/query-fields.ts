// Query-field definitions (B-QUERY-12) and the field tree: a group's fields show as "group-field" (B-QUERY-13) and
// are sent as "group,field" unless the definition asks for the field name only (B-QUERY-14).
import type { QueryOption } from './super-query';

export interface QueryField {
  label?: string;
  text?: string;
  value: string;
  type?: string;
  dbType?: string;
  children?: QueryField[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  options?: QueryOption[];
  popup?: unknown;
  customReturnField?: string;
}

export interface FieldChoice {
  /** What the condition's `field` becomes. */
  value: string;
  /** What the field select shows. */
  title: string;
  definition: QueryField;
}

export const nameOf = (field: QueryField): string => field.label ?? field.text ?? field.value;

/** Every choosable field, flattened; groups are not choosable themselves. */
export function fieldChoices(fields: readonly QueryField[], onlyFieldName = false): FieldChoice[] {
  return fields.flatMap((field) =>
    field.children?.length
      ? field.children.map((child) => ({
          value: onlyFieldName ? child.value : `${field.value},${child.value}`,
          title: `${nameOf(field)}-${nameOf(child)}`,
          definition: child,
        }))
      : [{ value: field.value, title: nameOf(field), definition: field }],
  );
}

export interface FieldTreeNode {
  title: string;
  value: string;
  selectable?: boolean;
  children?: FieldTreeNode[];
}

/** The tree the field select shows: groups with their fields beneath (shown as "group-field" once chosen). */
export function fieldTree(fields: readonly QueryField[], onlyFieldName = false): FieldTreeNode[] {
  return fields.map((field) =>
    field.children?.length
      ? {
          title: nameOf(field),
          value: `__group__${field.value}`,
          selectable: false,
          children: field.children.map((child) => ({
            title: `${nameOf(field)}-${nameOf(child)}`,
            value: onlyFieldName ? child.value : `${field.value},${child.value}`,
          })),
        }
      : { title: nameOf(field), value: field.value },
  );
}
