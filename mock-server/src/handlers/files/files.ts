// File upload and the stored-file endpoint.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fail, ok } from '../../envelope.js';
import { writeFileAtomically } from '../../lib/durable-files.js';
import type { Handler } from '../../types.js';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.zip': 'application/zip',
};

/** Keeps a stored name to letters, digits, CJK, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]/gu, '_').slice(-100) || 'file';

export const sysCommonUpload: Handler<'sysCommonUpload'> = async ({ body, query, uploads }, { uploadDir, now, durableFiles }) => {
  const fields = (body ?? {}) as Record<string, string | undefined>;
  // A request parameter upstream: the form field, else the query (the editor posts to ?biz=editor).
  const biz = (fields.biz ?? query.biz ?? '').trim() || 'temp';
  if (biz.includes('../') || biz.includes('..\\') || biz === '..' || biz.startsWith('/')) return fail('上传目录bizPath，格式非法！');
  const file = uploads.find((u) => u.fieldname === 'file') ?? uploads[0];
  if (!file || !file.filename) return fail('上传失败！');
  const extension = extname(file.filename);
  const base = safeName(file.filename.slice(0, file.filename.length - extension.length));
  const storedName = `${base}_${now()}${safeName(extension) === 'file' ? '' : extension.replace(/[^.\w]/g, '')}`;
  // Answered once the file is whole under its name (and on disk, with a data dir): never half a file.
  await writeFileAtomically(join(uploadDir, biz, storedName), file.buffer, { sync: durableFiles });
  const path = `${biz}/${storedName}`;
  return { ...ok(null, { code: 0, message: path }) };
};

export const sysCommonStatic: Handler<'sysCommonStatic'> = ({ params }, { uploadDir }) => {
  let wanted: string;
  try {
    wanted = decodeURIComponent(params.filePath);
  } catch {
    wanted = params.filePath;
  }
  const root = resolve(uploadDir);
  const target = resolve(root, wanted);
  if (relative(root, target).startsWith('..') || target === root) return { status: 400, body: fail('参数错误：path.filePath 不能超出文件目录', 400) };
  if (!existsSync(target) || !statSync(target).isFile()) return { status: 404, body: fail('文件不存在', 404) };
  const type = CONTENT_TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
  return { file: { buffer: readFileSync(target), contentType: type, fileName: target.split(/[\\/]/).at(-1) ?? 'file', inline: true } };
};
