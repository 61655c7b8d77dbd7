// The resource screen kit: a list screen described as data (README.md).
export { FIELD_KINDS, isDictionaryKind, queryTypeOf, type FieldKind } from './model/field-kind';
export { defineResource, detailHref, permissionOf, type Breakpoint, type FieldColumn, type Resource, type ResourceAction, type ResourceCalls, type ResourceField, type SearchMode } from './model/resource';
export { columnsOf, queryFieldsOf, searchSchemaOf } from './model/derive';
export { ResourceList, type ResourceFormProps, type ResourceListProps } from './components/resource-list';
export { useResourceReload } from './hooks/use-resource-reload';
