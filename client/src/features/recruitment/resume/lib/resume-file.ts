// Which resume files the screen reads, and the messages for the ones it cannot.

export type ResumeKind = 'docx' | 'pdf';

export const ResumeText = {
  unsupported: '仅支持 .docx 和 .pdf 格式的简历',
  legacyWord: '暂不支持 .doc 格式，请在 Word 中另存为 .docx 后上传',
  empty: '文件为空，请重新选择',
  tooLarge: '简历文件不能超过10MB',
  corrupt: '文件已损坏或格式不正确，无法读取',
  encrypted: '该PDF已加密，无法读取，请手动填写',
  scanned: '该PDF没有可提取的文字（可能是扫描件），请手动填写',
  noText: '简历中没有可提取的文字，请手动填写',
} as const;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT = '.docx,.pdf';

/** The kind by the file's name; a .doc or any other type is refused with its own message. */
export function resumeKindOf(name: string): ResumeKind | { problem: string } {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === 'docx' || extension === 'pdf') return extension;
  if (extension === 'doc') return { problem: ResumeText.legacyWord };
  return { problem: ResumeText.unsupported };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** Whether the bytes are what the name says (a renamed file is caught before a library reads it). */
export function contentMatches(kind: ResumeKind, bytes: Uint8Array): boolean {
  if (kind === 'docx') return startsWith(bytes, ZIP);
  // A PDF may carry a few bytes of junk before its header; readers look for it in the first 1024.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return startsWith(bytes, PDF) || head.includes('%PDF-');
}
