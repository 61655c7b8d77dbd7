export { MarkdownEditor, type MarkdownEditorProps } from './markdown-editor';
export { MarkdownPreview, type MarkdownPreviewProps } from './markdown-preview';
export { renderMarkdown } from './render-markdown';
