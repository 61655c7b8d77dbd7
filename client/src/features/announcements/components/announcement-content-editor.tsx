import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// Quill (≈58 KB gzip) loads when the form first opens, not with the announcement list.
const RichTextEditor = lazy(() => import('@/widgets/editors/rich-text').then((module) => ({ default: module.RichTextEditor })));

interface AnnouncementContentEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
}

/** The announcement form's 内容: the rich-text editor (image upload included), 300 high. */
export function AnnouncementContentEditor({ value, onChange }: AnnouncementContentEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
      <RichTextEditor value={value} onChange={onChange} label="内容" placeholder="请输入内容" />
    </Suspense>
  );
}
