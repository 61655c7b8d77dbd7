import { describe, expect, it } from 'vitest';
import { insertSnippet, markdownImage, prefixLine, wrapSelection } from './markdown-text';

describe('markdown text edits', () => {
  it('writes an image with its remark, escaping what would end the remark or the URL', () => {
    expect(markdownImage('组织架构图', 'https://img.example/a.png')).toBe('![组织架构图](https://img.example/a.png)');
    expect(markdownImage(' 图 [1] ', 'https://img.example/a b(1).png')).toBe('![图 \\[1\\]](https://img.example/a%20b%281%29.png)');
  });
  it('sets an image apart by blank lines, so it never continues a list item, the caret after it', () => {
    expect(insertSnippet('前文后文', 2, 2, '![a](u)', true)).toEqual({ text: '前文\n\n![a](u)\n\n后文', caret: 11 });
    expect(insertSnippet('- 二\n', 4, 4, '![a](u)', true)).toEqual({ text: '- 二\n\n![a](u)', caret: 12 });
    expect(insertSnippet('', 0, 0, '![a](u)', true)).toEqual({ text: '![a](u)', caret: 7 });
  });
  it('wraps the selection in a marker', () => {
    expect(wrapSelection('请准时参加', 1, 3, '**')).toEqual({ text: '请**准时**参加', caret: 5 });
  });
  it('prefixes the caret\'s line', () => {
    expect(prefixLine('第一行\n第二行', 6, '## ')).toEqual({ text: '第一行\n## 第二行', caret: 9 });
  });
});
