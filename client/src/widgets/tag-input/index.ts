export { TagInput, type TagInputProps } from './tag-input';
export { TagList } from './tag-list';
export { caretAfterGrouping, groupTags, tagsOf } from './tag-groups';
