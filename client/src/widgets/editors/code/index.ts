export { CodeEditor, type CodeEditorProps } from './code-editor';
export { CODE_LANGUAGES, type CodeLanguage } from './code-languages';
