import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { codeEditorSetup } from './code-editor-setup';
import { codeLanguage, type CodeLanguage } from './code-languages';

export interface CodeEditorProps {
  value?: string | null;
  onChange?: (code: string) => void;
  language?: CodeLanguage;
  height?: number;
  readOnly?: boolean;
  /** The editing area's accessible name. */
  label?: string;
}

const frame = EditorView.theme({
  '&': { border: '1px solid #d9d9d9', borderRadius: '6px', fontSize: '13px', backgroundColor: '#fff' },
  '&.cm-focused': { outline: 'none', borderColor: '#4096ff' },
  '.cm-scroller': { fontFamily: "Menlo, Consolas, 'Courier New', monospace" },
});

/** The code editor (CodeMirror 6): the language's grammar is loaded when the language is first shown. */
export function CodeEditor({ value, onChange, language = 'javascript', height = 300, readOnly = false, label = '代码' }: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const readOnlySlot = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  /** The language whose grammar is in place (loading is asynchronous), for styling hooks and tests. */
  const [grammar, setGrammar] = useState<CodeLanguage | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        extensions: [
          codeEditorSetup(),
          frame,
          EditorView.theme({ '&': { height: `${height}px` } }),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          languageSlot.current.of([]),
          readOnlySlot.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, [height, label]);

  // A value from outside replaces the document only when it differs, so typing keeps its caret.
  useEffect(() => {
    const view = viewRef.current;
    const next = value ?? '';
    if (!view || view.state.doc.toString() === next) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
  }, [value, height, label]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: readOnlySlot.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly, height, label]);

  useEffect(() => {
    let current = true;
    void codeLanguage(language)
      .load()
      .then((extension) => {
        if (!current || !viewRef.current) return;
        viewRef.current.dispatch({ effects: languageSlot.current.reconfigure(extension) });
        setGrammar(language);
      });
    return () => {
      current = false;
    };
  }, [language, height, label]);

  return <div ref={hostRef} data-testid="code-editor" data-grammar={grammar ?? undefined} />;
}
