export { CommaListInput, type CommaListInputProps } from './comma-list-input';
export { commaList, parseCommaList } from './comma-list';
