import { describe, expect, it } from 'vitest';
import { editorHtml } from './semantic-html';

describe('editorHtml', () => {
  it('turns a lone &nbsp; back into a space so text wraps, and keeps runs of them', () => {
    expect(editorHtml('<p>请各部门&nbsp;准时&nbsp;&nbsp;&nbsp;参加</p>', false)).toBe('<p>请各部门 准时&nbsp;&nbsp;&nbsp;参加</p>');
  });
  it('leaves typed entity text alone', () => {
    expect(editorHtml('<p>a&amp;nbsp;b</p>', false)).toBe('<p>a&amp;nbsp;b</p>');
  });
  it('answers an empty string for an empty document', () => {
    expect(editorHtml('<p></p>', true)).toBe('');
  });
});
