// The resource screen kit: a list screen described as data (README.md).
export { FIELD_KINDS, isDictionaryKind, queryTypeOf, type FieldKind } from './model/field-kind';
export { defineResource, detailHref, permissionOf, type AnyField, type Breakpoint, type CellTone, type FieldColumn, type FieldForm, type FieldLookup, type FieldPattern, type Resource, type ResourceAction, type ResourceCalls, type ResourceField, type ResourceTabs, type SearchMode } from './model/resource';
export { columnsOf, queryFieldsOf, searchSchemaOf, tabOf } from './model/derive';
export { ResourceList, type ResourceFormProps, type ResourceListProps } from './components/resource-list';
export { useResourceReload } from './hooks/use-resource-reload';
export { formFieldsOf, formRulesOf, gridTypeOf, hasForm, initialValuesOf, isReadOnly, keptValuesOf, placeholderOf, type FormMode } from './model/form-fields';
export { ResourceForm, type ResourceFormProps as ResourceOwnFormProps } from './components/resource-form';
export { FieldInput, type FieldInputProps } from './components/field-input';
export { filledHref, kindOfView, onlineResourceOf, searchModeOf, ONLINE_ACTIONS_WIDTH, ONLINE_FORM_SCREEN, type OnlineMetadata, type OnlineRow } from './model/online-resource';
export { deleteCallsOf, filledPath, saveResourceRow } from './model/resource-api';
export { ResourceFormFields, type ResourceFormFieldsProps } from './components/resource-form-fields';
export { FieldHrefLink } from './components/field-href';
