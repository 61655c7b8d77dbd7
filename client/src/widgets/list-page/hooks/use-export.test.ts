import { describe, expect, it } from 'vitest';
import { refusalOf } from './use-export';

const json = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json;charset=utf-8' });

describe('refusalOf (an export answered JSON instead of a file)', () => {
  it('a code 510 refusal of an export the role does not grant yields its message, not a file to save', async () => {
    await expect(refusalOf(json({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null, timestamp: 0 }))).resolves.toBe('没有权限，请联系管理员授权');
  });

  it('a workbook is a file: no refusal', async () => {
    await expect(refusalOf(new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).resolves.toBeNull();
  });
});
