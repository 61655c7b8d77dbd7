// The upload cell's state rules of 001 §4 (and the messages of §5 and §8 they raise), one row per spec sentence.
import { describe, expect, it } from 'vitest';
import { FIRST_PICTURE_WARNING, LAST_PICTURE_WARNING, movePicture } from './picture-order';
import { deliveryFailedNotice, isImageFile, NOT_AN_IMAGE_MESSAGE, refusedNotice, uploadBiz } from './upload-checks';
import {
  emittedObjects,
  emittedPaths,
  errorTooltip,
  filesOfValue,
  keepLast,
  removeFile,
  settleUpload,
  shortFileName,
  type UploadFile,
} from './upload-file';

const url = (path: string) => `/static/${path}`;
const file = (uid: string, status: UploadFile['status'], path?: string): UploadFile => ({
  uid,
  name: `${uid}.pdf`,
  type: 'application/pdf',
  size: 10,
  status,
  percent: status === 'done' ? 100 : 40,
  path,
  url: path ? url(path) : undefined,
});

describe('upload cell state rules (001 §4)', () => {
  it.each([
    ['B-UPLOAD-08 a response with success false turns the state to error', { success: false, message: '存储已满' }, 'error', '存储已满'],
    ['an empty body turns the state to error', null, 'error', undefined],
    ['a malformed answer (no path) turns the state to error', { success: true, message: '' }, 'error', undefined],
    ['a success answer is done with the stored path', { success: true, message: 'temp/a_1.pdf' }, 'done', undefined],
  ])('%s', (_rule, answer, status, message) => {
    const settled = settleUpload(file('a', 'uploading'), answer, url);
    expect(settled.status).toBe(status);
    expect(settled.message).toBe(message);
    if (status === 'done') expect(settled).toMatchObject({ path: 'temp/a_1.pdf', url: '/static/temp/a_1.pdf', percent: 100 });
  });

  it.each([
    ['B-UPLOAD-10 nothing is emitted while a file is uploading', [file('a', 'done', 'temp/a'), file('b', 'uploading')], undefined],
    ['B-UPLOAD-10 nothing is emitted while a file is in error', [file('a', 'done', 'temp/a'), file('b', 'error')], undefined],
    ['B-UPLOAD-10 the paths are emitted comma-joined once all files are done', [file('a', 'done', 'temp/a'), file('b', 'done', 'temp/b')], 'temp/a,temp/b'],
    ['B-UPLOAD-09 an empty list emits the empty value', [], ''],
  ])('%s', (_rule, files, expected) => {
    expect(emittedPaths(files)).toBe(expected);
  });

  it('B-UPLOAD-09 delete empties the cell', () => {
    const only = [file('a', 'done', 'temp/a')];
    expect(removeFile(only, 'a')).toEqual([]);
    expect(emittedPaths(removeFile(only, 'a'))).toBe('');
  });

  it.each([
    ['B-UPLOAD-15 with a number limit greater than 0 only the last that many files are kept', ['a', 'b', 'c'], 2, false, ['b', 'c']],
    ['a limit of 0 keeps every file', ['a', 'b', 'c'], 0, false, ['a', 'b', 'c']],
    ['B-UPLOAD-16 single mode keeps the latest file', ['a', 'b'], 0, true, ['b']],
  ])('%s', (_rule, files, limit, single, expected) => {
    expect(keepLast(files, limit, single)).toEqual(expected);
  });

  it.each([
    ['B-UPLOAD-11 arrow-left moves the picture one place earlier', 1, 'earlier', { ok: true, files: ['b', 'a', 'c'] }],
    ['B-UPLOAD-12 arrow-right moves the picture one place later', 1, 'later', { ok: true, files: ['a', 'c', 'b'] }],
    ['B-UPLOAD-13 moving the first picture earlier warns 未知的操作', 0, 'earlier', { ok: false, warning: FIRST_PICTURE_WARNING }],
    ['B-UPLOAD-14 moving the last picture later warns 已到最后~', 2, 'later', { ok: false, warning: LAST_PICTURE_WARNING }],
  ] as const)('%s', (_rule, index, direction, expected) => {
    expect(movePicture(['a', 'b', 'c'], index, direction)).toEqual(expected);
  });

  it('the warnings read exactly 未知的操作 and 已到最后~', () => {
    expect([FIRST_PICTURE_WARNING, LAST_PICTURE_WARNING]).toEqual(['未知的操作', '已到最后~']);
  });
});

describe('upload values and messages (001 §3, §5, §8, §9)', () => {
  it('B-UPLOAD-01 a file value holds name, type, size, status, percent, path, url, message and uid', () => {
    const settled = settleUpload(file('a', 'uploading'), { success: false, message: 'x' }, url);
    expect(Object.keys(settled).sort()).toEqual(expect.arrayContaining(['message', 'name', 'path', 'percent', 'size', 'status', 'type', 'uid', 'url']));
  });

  it('B-UPLOAD-02 returning objects gives fileName, filePath and fileSize', () => {
    expect(emittedObjects([file('a', 'done', 'temp/a.pdf')])).toEqual([{ fileName: 'a.pdf', filePath: 'temp/a.pdf', fileSize: 10 }]);
  });

  it.each([
    ['B-UPLOAD-05 a long name is shortened to 5 characters plus an ellipsis', '年度预算报告.xlsx', '年度预算报...'],
    ['a name of 5 characters stays whole', 'a.pdf', 'a.pdf'],
    ['an empty name stays empty', '', ''],
  ])('%s', (_rule, name, shown) => {
    expect(shortFileName(name)).toBe(shown);
  });

  it.each([
    ['B-UPLOAD-07 the error tooltip shows the server message', '文件过大', '文件过大'],
    ['B-UPLOAD-07 without a server message it shows upload failed (上传失败)', undefined, '上传失败'],
  ])('%s', (_rule, message, tooltip) => {
    expect(errorTooltip({ message })).toBe(tooltip);
  });

  it.each([
    ['B-UPLOAD-20 a failed upload reports {file} 上传失败', () => deliveryFailedNotice('合同.pdf'), '合同.pdf 上传失败'],
    ['B-UPLOAD-21 a refusal without a message falls back to 未知错误', () => refusedNotice(''), '未知错误'],
    ['a refusal shows the server message', () => refusedNotice('上传失败！'), '上传失败！'],
  ])('%s', (_rule, notice, expected) => {
    expect(notice()).toBe(expected);
  });

  it.each([
    ['B-UPLOAD-17 image mode rejects a PDF', { type: 'application/pdf', name: 'a.pdf' }, false],
    ['image mode takes a PNG', { type: 'image/png', name: 'a.png' }, true],
    ['without a MIME type the extension decides', { type: '', name: 'photo.JPG' }, true],
  ])('%s', (_rule, candidate, accepted) => {
    expect(isImageFile(candidate)).toBe(accepted);
    expect(NOT_AN_IMAGE_MESSAGE).toBe('请上传图片');
  });

  it.each([
    ['B-UPLOAD-28 biz defaults to temp', 'file', undefined, 'temp'],
    ['B-UPLOAD-29 image uploads use biz images', 'image', undefined, 'images'],
    ['a named biz wins', 'file', 'contracts', 'contracts'],
  ] as const)('%s', (_rule, kind, biz, expected) => {
    expect(uploadBiz(kind, biz)).toBe(expected);
  });

  it.each([
    ['comma-joined paths echo as done files', 'temp/a_1.pdf,temp/b_2.png', ['a_1.pdf', 'b_2.png']],
    ['the object form echoes its names', [{ fileName: '合同.pdf', filePath: 'temp/c.pdf', fileSize: 3 }], ['合同.pdf']],
    ['bad input gives no files', [{ nope: 1 }, null, 3], []],
    ['a number gives no files', 42, []],
  ])('%s', (_rule, value, names) => {
    const files = filesOfValue(value, url);
    expect(files.map((item) => item.name)).toEqual(names);
    expect(files.every((item) => item.status === 'done')).toBe(true);
  });
});
