// What every code editor has, whatever its language: line numbers, history, bracket matching, folding, syntax
// colours, and indentation by two spaces (spec 001 §2: tab size 2).
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';

export const CODE_TAB_SIZE = 2;

export function codeEditorSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    EditorState.tabSize.of(CODE_TAB_SIZE),
    indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
  ];
}
