export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RichTextView, type RichTextViewProps } from './rich-text-view';
