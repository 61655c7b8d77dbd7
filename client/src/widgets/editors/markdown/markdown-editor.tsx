import './markdown-editor.css';
import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  GlobalOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Input, Segmented, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState, type ReactNode } from 'react';
import { uploadEditorImage } from '../image-upload/editor-image-upload';
import { pickImageFile } from '../image-upload/pick-image-file';
import { MarkdownPreview } from './markdown-preview';
import { insertSnippet, markdownImage, prefixLine, wrapSelection, type TextEdit } from './markdown-text';
import { NetworkImageDialog } from './network-image-dialog';

export interface MarkdownEditorProps {
  value?: string | null;
  onChange?: (markdown: string) => void;
  height?: number;
  /** The source area's accessible name. */
  label?: string;
}

type View = 'edit' | 'split' | 'preview';

function ToolButton({ title, icon, onClick, loading }: { title: string; icon: ReactNode; onClick: () => void; loading?: boolean }) {
  return (
    <Tooltip title={title}>
      <Button type="text" size="small" aria-label={title} icon={icon} loading={loading} onClick={onClick} />
    </Tooltip>
  );
}

/** The markdown editor: source and sanitised preview side by side; images by local upload or by web address. */
export function MarkdownEditor({ value, onChange, height = 360, label = 'Markdown' }: MarkdownEditorProps) {
  const [own, setOwn] = useState('');
  const [view, setView] = useState<View>('split');
  const [networkImageOpen, setNetworkImageOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const sourceRef = useRef<TextAreaRef>(null);
  const text = value ?? own;

  const textarea = () => sourceRef.current?.resizableTextArea?.textArea ?? null;
  const selection = (): [number, number] => {
    const area = textarea();
    return area ? [area.selectionStart, area.selectionEnd] : [text.length, text.length];
  };
  const apply = (edit: TextEdit) => {
    setOwn(edit.text);
    onChange?.(edit.text);
    requestAnimationFrame(() => {
      const area = textarea();
      area?.focus();
      area?.setSelectionRange(edit.caret, edit.caret);
    });
  };
  const wrap = (marker: string) => {
    const [start, end] = selection();
    apply(wrapSelection(text, start, end, marker));
  };
  const prefix = (mark: string) => apply(prefixLine(text, selection()[0], mark));
  const insertImage = (remark: string, url: string) => {
    const [start, end] = selection();
    apply(insertSnippet(text, start, end, markdownImage(remark, url), true));
  };
  const uploadLocalImage = async () => {
    const file = await pickImageFile();
    if (!file) return;
    setUploading(true);
    try {
      insertImage(file.name.replace(/\.[^.]+$/, ''), await uploadEditorImage(file));
    } catch {
      // The HTTP layer's error catalogue has told the user; nothing is inserted.
    } finally {
      setUploading(false);
    }
  };
  const insertLink = () => {
    const [start, end] = selection();
    const label = text.slice(start, end) || '链接文字';
    apply(insertSnippet(text, start, end, `[${label}](https://)`));
  };

  return (
    <div className="markdown-editor" data-testid="markdown-editor" style={{ height }}>
      <div className="markdown-editor-toolbar">
        <ToolButton title="标题" icon={<FontSizeOutlined />} onClick={() => prefix('## ')} />
        <ToolButton title="加粗" icon={<BoldOutlined />} onClick={() => wrap('**')} />
        <ToolButton title="斜体" icon={<ItalicOutlined />} onClick={() => wrap('*')} />
        <ToolButton title="无序列表" icon={<UnorderedListOutlined />} onClick={() => prefix('- ')} />
        <ToolButton title="有序列表" icon={<OrderedListOutlined />} onClick={() => prefix('1. ')} />
        <ToolButton title="代码" icon={<CodeOutlined />} onClick={() => wrap('`')} />
        <ToolButton title="链接" icon={<LinkOutlined />} onClick={insertLink} />
        <Divider type="vertical" />
        <ToolButton title="上传本地图片" icon={<PictureOutlined />} loading={uploading} onClick={() => void uploadLocalImage()} />
        <ToolButton title="添加网络图片" icon={<GlobalOutlined />} onClick={() => setNetworkImageOpen(true)} />
        <Segmented<View>
          size="small"
          style={{ marginLeft: 'auto' }}
          value={view}
          onChange={setView}
          options={[
            { value: 'edit', label: '编辑' },
            { value: 'split', label: '分屏' },
            { value: 'preview', label: '预览' },
          ]}
        />
      </div>
      <div className="markdown-editor-body">
        {view !== 'preview' && (
          <Input.TextArea
            ref={sourceRef}
            className="markdown-editor-source"
            aria-label={label}
            value={text}
            onChange={(event) => {
              setOwn(event.target.value);
              onChange?.(event.target.value);
            }}
          />
        )}
        {view !== 'edit' && <MarkdownPreview source={text} />}
      </div>
      <NetworkImageDialog
        open={networkImageOpen}
        onCancel={() => setNetworkImageOpen(false)}
        onInsert={(url, remark) => {
          setNetworkImageOpen(false);
          insertImage(remark, url);
        }}
      />
    </div>
  );
}
