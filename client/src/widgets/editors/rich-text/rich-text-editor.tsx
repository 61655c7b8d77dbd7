import 'quill/dist/quill.snow.css';
import './rich-text-editor.css';
import Quill from 'quill';
import type TableModule from 'quill/modules/table';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { uploadEditorImage } from '../image-upload/editor-image-upload';
import { pickImageFile } from '../image-upload/pick-image-file';
import { labelToolbar, TOOLBAR } from './quill-toolbar';
import { editorHtml } from './semantic-html';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  /** The whole editor's height, toolbar included (spec 001 §2: 300). */
  height?: number;
  /** The editing area's accessible name. */
  label?: string;
  placeholder?: string;
}

async function insertUploadedImage(quill: Quill): Promise<void> {
  const file = await pickImageFile();
  if (!file) return;
  const at = quill.getSelection(true).index;
  // A failed upload is reported by the HTTP layer's error catalogue; nothing is inserted then.
  const src = await uploadEditorImage(file).catch(() => null);
  if (!src) return;
  quill.insertEmbed(at, 'image', src, 'user');
  quill.setSelection(at + 1, 0, 'user');
}

/**
 * The rich-text editor (Quill 2, snow theme). Emits semantic HTML ('' when empty); HTML given from outside is
 * sanitised before it reaches the editing area, so stored content with scripts never runs here either.
 */
export function RichTextEditor({ value, onChange, height = 300, label = '内容', placeholder }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const emittedRef = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const area = document.createElement('div');
    host.appendChild(area);
    const quill: Quill = new Quill(area, {
      theme: 'snow',
      placeholder,
      modules: {
        table: true,
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image: () => void insertUploadedImage(quill),
            table: () => (quill.getModule('table') as TableModule).insertTable(3, 3),
          },
        },
      },
    });
    const toolbar = host.querySelector<HTMLElement>('.ql-toolbar');
    if (toolbar) labelToolbar(toolbar);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', label);
    quill.on('text-change', () => {
      const html = editorHtml(quill.getSemanticHTML(), quill.getLength() <= 1);
      emittedRef.current = html;
      onChangeRef.current?.(html);
    });
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      emittedRef.current = undefined;
      host.replaceChildren();
    };
  }, [label, placeholder]);

  // Only a value that did not come from this editor is written in, so typing keeps its caret.
  useEffect(() => {
    const quill = quillRef.current;
    const next = value ?? '';
    if (!quill || next === emittedRef.current) return;
    emittedRef.current = next;
    quill.setContents(quill.clipboard.convert({ html: sanitizeHtml(next) }), 'silent');
  }, [value, label, placeholder]);

  return <div ref={hostRef} className="rich-text-editor" data-testid="rich-text-editor" style={{ height }} />;
}
