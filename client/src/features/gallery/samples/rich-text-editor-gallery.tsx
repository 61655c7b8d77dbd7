import { Flex, Input } from 'antd';
import { useState } from 'react';
import { RichTextEditor, RichTextView } from '@/widgets/editors/rich-text';
import { GallerySample } from '../components/gallery-sample';

const SAMPLE_HTML =
  '<h2>季度例会通知</h2><p>请各部门负责人<strong>准时参加</strong>，并携带<span style="color: rgb(230, 0, 0);">本季度报表</span>。</p>' +
  '<ol><li>经营数据回顾</li><li>下季度计划</li></ol>' +
  '<table><tbody><tr><td>时间</td><td>周五 14:00</td></tr><tr><td>地点</td><td>三楼会议室</td></tr></tbody></table>';

/** The rich-text editor (height 300, image upload) and the sanitised read-only view of any HTML. */
export default function RichTextEditorGallery() {
  const [html, setHtml] = useState<string>(SAMPLE_HTML);
  const [shown, setShown] = useState<string>('<p>在左侧输入 <em>HTML</em>，右侧按净化后的结果显示。</p>');

  return (
    <Flex vertical gap={16}>
      <GallerySample title="富文本编辑" value={html}>
        <RichTextEditor value={html} onChange={setHtml} label="富文本内容" placeholder="请输入内容" />
      </GallerySample>
      <GallerySample title="只读显示" value={shown}>
        <Flex gap={16} wrap>
          <Input.TextArea aria-label="HTML 源码" rows={6} value={shown} onChange={(event) => setShown(event.target.value)} style={{ flex: '1 1 280px' }} />
          <div style={{ flex: '1 1 280px', minWidth: 0, border: '1px solid #f0f0f0', borderRadius: 6, padding: '4px 12px' }}>
            <RichTextView html={shown} />
          </div>
        </Flex>
      </GallerySample>
    </Flex>
  );
}
