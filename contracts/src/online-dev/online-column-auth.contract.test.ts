// Column permissions of online forms through the permission tree (issue 29): the seeded 培训课程登记 has a show rule on
// 培训费用 (online:mis_training_course:fee) and a disable rule on 课时 (online:mis_training_course:hours), both held by
// the admin role only. jeecg (role hr) opens the same form without 培训费用 anywhere and with 课时 read only, and
// what jeecg sends for either is not written.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expectOk, loginAs, mockPerFile, readSheet, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const TRAINING = () => mock.app.store.data.onlineForms.find((form) => form.tableName === 'mis_training_course')?.id as string;
const rule = (perms: string) => mock.app.store.data.permissions.find((row) => row.perms === perms);

const columns = async (token: string) => resultOf(await call(mock.app, 'onlineCgformApiGetColumns', { url: `/v1/online/cgform/api/getColumns/${TRAINING()}`, token }));
const formItem = async (token: string) => resultOf(await call(mock.app, 'onlineCgformApiGetFormItem', { url: `/v1/online/cgform/api/getFormItem/${TRAINING()}`, token }));
const rows = async (token: string, query = '') => resultOf(await call(mock.app, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${TRAINING()}${query}`, token })).records;
const one = async (token: string, id: string) => resultOf(await call(mock.app, 'onlineCgformApiFormGet', { url: `/v1/online/cgform/api/form/${TRAINING()}/${id}`, token }));

describe('online form column permissions', () => {
  it('a holder of both rules sees 培训费用 and may change 课时', async () => {
    expect((await columns(mock.token)).columns.map((column) => column.dataIndex)).toContain('fee');
    expect((await columns(mock.token)).hideColumns).toEqual([]);
    const schema = (await formItem(mock.token)).schema;
    expect(schema.properties.fee).toMatchObject({ title: '培训费用', view: 'number' });
    expect(schema.properties.hours).not.toHaveProperty('readOnly');
    expect((await rows(mock.token, '?pageSize=1'))[0]).toHaveProperty('fee');
  });

  it('a user without them: 培训费用 is hidden (hideColumns, the form, the rows, one row, the export) and 课时 read only', async () => {
    const jeecg = await loginAs(mock.app, 'jeecg');
    const answer = await columns(jeecg);
    expect(answer.hideColumns).toEqual(['fee']);
    expect(answer.columns.map((column) => column.dataIndex)).toEqual(['course_name', 'trainer', 'depart', 'course_date', 'hours', 'attendees']);
    const schema = (await formItem(jeecg)).schema;
    expect(Object.keys(schema.properties)).not.toContain('fee');
    expect(schema.properties.hours).toMatchObject({ title: '课时', readOnly: true });
    const [first] = await rows(jeecg, '?pageSize=1');
    expect(first).not.toHaveProperty('fee');
    expect(await one(jeecg, String(first?.id))).not.toHaveProperty('fee');
    const file = await callRaw(mock.app, 'onlineCgformApiExportXls', { url: `/v1/online/cgform/api/exportXls/${TRAINING()}`, token: jeecg });
    const header = (await readSheet(file.raw))[2];
    expect(header).toContain('课时');
    expect(header).not.toContain('培训费用');
  });

  it("keeps the stored 培训费用 and 课时 when that user's edit sends them, and writes the rest", () =>
    mock.fromSeed(async (app, admin) => {
      const jeecg = await loginAs(app, 'jeecg');
      const [row] = await rows(admin, '?pageSize=1');
      const id = String(row?.id);
      const edited = await call(app, 'onlineCgformApiFormPut', {
        method: 'PUT',
        url: `/v1/online/cgform/api/form/${TRAINING()}`,
        token: jeecg,
        payload: { id, course_name: '客户投诉处理进阶', hours: 99, fee: '1', attendees: '30' },
      });
      expectOk(edited, '修改成功！');
      expect(await one(admin, id)).toMatchObject({ course_name: '客户投诉处理进阶', attendees: 30, hours: row?.hours, fee: row?.fee });
      const added = await call(app, 'onlineCgformApiFormPost', {
        method: 'POST',
        url: `/v1/online/cgform/api/form/${TRAINING()}`,
        token: jeecg,
        payload: { course_name: '新员工入职培训', hours: 8, fee: 5000 },
      });
      expectOk(added, '添加成功！');
      expect(await one(admin, resultOf(added) as string)).toMatchObject({ course_name: '新员工入职培训', hours: null, fee: null });
    }));

  it('a rule turned off (status 0) hides nothing; a role granted the rule sees the column', () =>
    mock.fromSeed(async (app) => {
      const jeecg = await loginAs(app, 'jeecg');
      const fee = rule('online:mis_training_course:fee');
      const hours = rule('online:mis_training_course:hours');
      if (!fee || !hours) throw new Error('the seeded column rules are missing');
      fee.status = '0';
      expect((await columns(jeecg)).hideColumns).toEqual([]);
      fee.status = '1';
      hours.roles = [...hours.roles, 'hr'];
      expect((await formItem(jeecg)).schema.properties.hours).not.toHaveProperty('readOnly');
      fee.roles = [...fee.roles, 'hr'];
      expect((await columns(jeecg)).columns.map((column) => column.dataIndex)).toContain('fee');
    }));
});
