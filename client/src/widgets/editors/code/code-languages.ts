// The code editor's languages (spec 001 §2). Each one's grammar is a separate chunk, loaded when first chosen;
// the four without a CodeMirror 6 package use CodeMirror's legacy stream modes.
import { StreamLanguage, type StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';

export type CodeLanguage =
  | 'css'
  | 'javascript'
  | 'html'
  | 'java'
  | 'objectivec'
  | 'python'
  | 'r'
  | 'shell'
  | 'sql'
  | 'swift'
  | 'vue'
  | 'markdown';

export interface CodeLanguageOption {
  value: CodeLanguage;
  label: string;
  load: () => Promise<Extension>;
}

const legacy = async (mode: Promise<StreamParser<unknown>>) => StreamLanguage.define(await mode);

export const CODE_LANGUAGES: readonly CodeLanguageOption[] = [
  { value: 'css', label: 'CSS', load: () => import('@codemirror/lang-css').then((m) => m.css()) },
  { value: 'javascript', label: 'JavaScript', load: () => import('@codemirror/lang-javascript').then((m) => m.javascript()) },
  { value: 'html', label: 'HTML', load: () => import('@codemirror/lang-html').then((m) => m.html()) },
  { value: 'java', label: 'Java', load: () => import('@codemirror/lang-java').then((m) => m.java()) },
  { value: 'objectivec', label: 'Objective-C', load: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC)) },
  { value: 'python', label: 'Python', load: () => import('@codemirror/lang-python').then((m) => m.python()) },
  { value: 'r', label: 'R', load: () => legacy(import('@codemirror/legacy-modes/mode/r').then((m) => m.r)) },
  { value: 'shell', label: 'Shell', load: () => legacy(import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)) },
  { value: 'sql', label: 'SQL', load: () => import('@codemirror/lang-sql').then((m) => m.sql()) },
  { value: 'swift', label: 'Swift', load: () => legacy(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)) },
  { value: 'vue', label: 'Vue', load: () => import('@codemirror/lang-vue').then((m) => m.vue()) },
  { value: 'markdown', label: 'Markdown', load: () => import('@codemirror/lang-markdown').then((m) => m.markdown()) },
];

export function codeLanguage(value: CodeLanguage): CodeLanguageOption {
  const found = CODE_LANGUAGES.find((option) => option.value === value);
  if (!found) throw new Error(`unknown code language ${value}`);
  return found;
}
