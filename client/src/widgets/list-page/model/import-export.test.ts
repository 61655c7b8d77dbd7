import { describe, expect, it } from 'vitest';
import { exportFileName, exportParams, exportUrlWithParams } from './export-request';
import { importFormData, isExcelFile, outcomeOfAnswer, outcomeOfFailure, type ImportEnvelope, type ImportOutcome } from './import-answer';

describe('import answers', () => {
  it.each<[string, ImportEnvelope, ImportOutcome]>([
    [
      'B-IMPORT-08 code 201 is a partial success with the error file',
      { success: true, code: 201, message: '文件导入成功，但有错误。', result: { msg: '总上传行数：3，已导入行数：2，错误行数：1', fileUrl: '/sys/common/static/e.xlsx', fileName: 'e.xlsx' } },
      { kind: 'partial', title: '文件导入成功，但有错误。', message: '总上传行数：3，已导入行数：2，错误行数：1', fileUrl: '/sys/common/static/e.xlsx', fileName: 'e.xlsx' },
    ],
    [
      "a 201 where no row went in is titled as the failure it is, whatever upstream's message says",
      { success: true, code: 201, message: '文件导入成功，但有错误。', result: { msg: '总上传行数：2，已导入行数：0，错误行数：2', fileUrl: '/sys/common/static/e.xlsx', fileName: 'e.xlsx', successCount: 0 } },
      { kind: 'partial', title: '文件导入失败，没有导入任何数据。', message: '总上传行数：2，已导入行数：0，错误行数：2', fileUrl: '/sys/common/static/e.xlsx', fileName: 'e.xlsx' },
    ],
    ['B-IMPORT-09 another success shows its message', { success: true, code: 200, message: '共2行数据全部导入成功！' }, { kind: 'success', message: '共2行数据全部导入成功！' }],
    ['B-IMPORT-10 a failure warns with the server message', { success: false, code: 500, message: '文件导入失败:有重复数据！' }, { kind: 'warning', message: '文件导入失败:有重复数据！' }],
    ['B-IMPORT-12 a failure without message shows 文件上传失败', { success: false, code: 500, message: '' }, { kind: 'error', message: '文件上传失败' }],
  ])('%s', (_name, answer, expected) => expect(outcomeOfAnswer(answer)).toEqual(expected));

  it('B-IMPORT-11 a failed upload shows the file name and the message', () =>
    expect(outcomeOfFailure('职务.xlsx', '参数错误')).toEqual({ kind: 'error', message: '职务.xlsx 参数错误.' }));
  it('B-IMPORT-12 a failed upload with no message shows 文件上传失败', () => expect(outcomeOfFailure('a.xlsx', undefined)).toEqual({ kind: 'error', message: '文件上传失败' }));
  it('B-IMPORT-13 no file shows 未知的文件', () => expect(outcomeOfFailure(undefined, 'x')).toEqual({ kind: 'error', message: '未知的文件' }));

  it.each([
    ['a.xls', true],
    ['a.XLSX', true],
    ['a.csv', false],
    ['a.xlsx.exe', false],
    ['xls', false],
  ])('B-IMPORT-04 %s accepted: %s', (name, accepted) => expect(isExcelFile(name)).toBe(accepted));

  it('B-IMPORT-06 sends files[] and only the flags that are set', () => {
    const file = new File(['x'], 'a.xlsx');
    const plain = importFormData([file], {}, true);
    expect([...plain.keys()]).toEqual(['files[]']);
    const online = importFormData([file], { isSingleTableImport: true, foreignKeys: '{"a":1}', online: true }, true);
    expect(Object.fromEntries([...online.entries()].filter(([key]) => key !== 'files[]'))).toEqual({ isSingleTableImport: 'true', foreignKeys: '{"a":1}', validateStatus: '1' });
    expect(importFormData([file], { online: true }, false).get('validateStatus')).toBe('0');
  });
});

describe('export request', () => {
  it('B-IMPORT-14 sends the list parameters without paging and the selected ids', () => {
    expect(exportParams({ name: '*a*', column: 'id', order: 'desc', pageNo: 2, pageSize: 10 }, ['1', '2'])).toEqual({ name: '*a*', column: 'id', order: 'desc', selections: '1,2' });
    expect(exportParams({ pageNo: 1, pageSize: 10 }, [])).toEqual({});
  });
  it('B-IMPORT-15 saves the blob as .xls, 导出文件 by default', () => expect([exportFileName('职务表'), exportFileName('')]).toEqual(['职务表.xls', '导出文件.xls']));
  it('B-IMPORT-16 the alternative export carries the parameters as JSON in paramsStr', () =>
    expect(exportUrlWithParams('/v1/', '/sys/position/exportXls', { name: 'a' })).toBe(`/v1/sys/position/exportXls?paramsStr=${encodeURI('{"name":"a"}')}`));
});
