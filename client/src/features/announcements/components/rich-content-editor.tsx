import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

interface RichContentEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
}

type Mode = 'rich' | 'source';

const COMMANDS = [
  { command: 'bold', title: '加粗', icon: <BoldOutlined /> },
  { command: 'italic', title: '斜体', icon: <ItalicOutlined /> },
  { command: 'underline', title: '下划线', icon: <UnderlineOutlined /> },
  { command: 'insertOrderedList', title: '有序列表', icon: <OrderedListOutlined /> },
  { command: 'insertUnorderedList', title: '无序列表', icon: <UnorderedListOutlined /> },
] as const;

/**
 * The announcement content field: formatted editing, or the HTML source. What is shown in the editable area is
 * sanitised first, so stored content with scripts never runs in the administrator's browser either.
 */
export function RichContentEditor({ value, onChange }: RichContentEditorProps) {
  const [mode, setMode] = useState<Mode>('rich');
  const editorRef = useRef<HTMLDivElement>(null);

  // Write into the editable area only when the value changed from outside, so typing keeps its caret.
  useEffect(() => {
    const editor = editorRef.current;
    if (mode !== 'rich' || !editor) return;
    const clean = sanitizeHtml(value);
    if (editor.innerHTML !== clean) editor.innerHTML = clean;
  }, [value, mode]);

  const exec = (command: string) => {
    editorRef.current?.focus();
    // execCommand is deprecated but remains the only built-in way to format a contenteditable selection.
    document.execCommand(command);
    onChange?.(editorRef.current?.innerHTML ?? '');
  };

  return (
    <div data-testid="rich-content-editor">
      <Space style={{ marginBottom: 8 }} wrap>
        <Segmented<Mode>
          size="small"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'rich', label: '编辑' },
            { value: 'source', label: '源码' },
          ]}
        />
        {mode === 'rich' &&
          COMMANDS.map((item) => (
            <Tooltip key={item.command} title={item.title}>
              <Button size="small" icon={item.icon} aria-label={item.title} onMouseDown={(event) => event.preventDefault()} onClick={() => exec(item.command)} />
            </Tooltip>
          ))}
      </Space>
      {mode === 'rich' ? (
        <div
          ref={editorRef}
          role="textbox"
          aria-multiline="true"
          aria-label="内容"
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange?.(event.currentTarget.innerHTML)}
          style={{ minHeight: 200, maxHeight: 360, overflowY: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 11px' }}
        />
      ) : (
        <Input.TextArea aria-label="内容源码" rows={10} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
      )}
    </div>
  );
}
