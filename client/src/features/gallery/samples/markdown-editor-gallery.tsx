import { Flex } from 'antd';
import { useState } from 'react';
import { MarkdownEditor } from '@/widgets/editors/markdown';
import { GallerySample } from '../components/gallery-sample';

const SAMPLE = '## 季度例会\n\n请各部门负责人**准时参加**。\n\n| 时间 | 地点 |\n| --- | --- |\n| 周五 14:00 | 三楼会议室 |\n';

/** The markdown editor: source beside its sanitised preview, images by local upload or by web address. */
export default function MarkdownEditorGallery() {
  const [markdown, setMarkdown] = useState<string>(SAMPLE);
  return (
    <Flex vertical gap={16}>
      <GallerySample title="Markdown编辑" value={markdown}>
        <MarkdownEditor value={markdown} onChange={setMarkdown} label="Markdown源码" />
      </GallerySample>
    </Flex>
  );
}
