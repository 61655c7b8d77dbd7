// The rich-text toolbar: headings, bold, italic, underline, strike, colours, lists, alignment, link, image, table,
// clear formatting; and the Chinese names its buttons carry (Quill labels them with the English format name).

export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['link', 'image', 'table'],
  ['clean'],
];

const LABELS: ReadonlyArray<readonly [selector: string, label: string]> = [
  ['.ql-header .ql-picker-label', '段落格式'],
  ['button.ql-bold', '加粗'],
  ['button.ql-italic', '斜体'],
  ['button.ql-underline', '下划线'],
  ['button.ql-strike', '删除线'],
  ['.ql-color .ql-picker-label', '文字颜色'],
  ['.ql-background .ql-picker-label', '背景颜色'],
  ['button.ql-list[value="ordered"]', '有序列表'],
  ['button.ql-list[value="bullet"]', '无序列表'],
  ['.ql-align .ql-picker-label', '对齐方式'],
  ['button.ql-link', '插入链接'],
  ['button.ql-image', '插入图片'],
  ['button.ql-table', '插入表格'],
  ['button.ql-clean', '清除格式'],
];

/** Names every toolbar control in Chinese, for the tooltip and for assistive technology. */
export function labelToolbar(toolbar: HTMLElement): void {
  for (const [selector, label] of LABELS) {
    toolbar.querySelectorAll<HTMLElement>(selector).forEach((control) => {
      control.setAttribute('aria-label', label);
      control.setAttribute('title', label);
    });
  }
}
