import { describe, expect, it } from 'vitest';
import type { Employee } from '../api/employee-api';
import { employeeEditBody, formChanged, formOfEmployee } from './employee-form';

const employee = {
  id: 'e1', workNo: '20240961', name: '花名册测试员', sex: '2', sex_dictText: '女', idCard: '420106199507184623', mobile: '13907181234', email: null,
  departId: 'd1', departId_dictText: '金融事业部', type: '1', status: '3', entryDate: '2024-11-01', probationMonths: 3, regularDate: null, delFlag: 0,
} as Employee;

describe('员工详情 基本信息', () => {
  it('fills the form from the roster row without the status or the dictionary texts', () => {
    const form = formOfEmployee(employee) as Record<string, unknown>;
    expect(form).toMatchObject({ id: 'e1', name: '花名册测试员', email: null, probationMonths: 3 });
    expect(form).not.toHaveProperty('status');
    expect(form).not.toHaveProperty('sex_dictText');
  });

  it('counts an edit only when a value differs (null and an empty input are the same)', () => {
    expect(formChanged(employee, { name: '花名册测试员', email: '' })).toBe(false);
    expect(formChanged(employee, { post: '客服代表' })).toBe(true);
  });

  it('sends the stored form with the edits over it, blank inputs as null', () => {
    const body = employeeEditBody(employee, { post: '客服代表', email: '' }) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'e1', idCard: '420106199507184623', post: '客服代表', email: null });
    expect(body).not.toHaveProperty('status');
  });
});
