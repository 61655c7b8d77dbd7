import { describe, expect, it } from 'vitest';
import { mockPerFile, expect400, expectFail } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get } = mock;

describe('checks', () => {
  const check = (query: string) => get('sysDuplicateCheck', `/v1/sys/duplicate/check?${query}`);

  it('B-LIST-15 the duplicate check takes table, field, value and record id', async () => {
    expectFail(await check('tableName=sys_user&fieldName=username&fieldVal=admin'), '该值不可用，系统中已存在！');
    const free = await check('tableName=sys_user&fieldName=username&fieldVal=newcomer');
    expect(free.body).toMatchObject({ success: true, code: 200, message: '该值可用！', result: '该值可用！' });
    // the record being edited does not count against itself
    const admin = mock.app.store.userByName('admin');
    expect((await check(`tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${admin?.id}`)).body.success).toBe(true);
    expectFail(await check('tableName=sys_depart&fieldName=org_code&fieldVal=A01A07A01'), '该值不可用，系统中已存在！');
    expectFail(await check('tableName=sys_position&fieldName=code&fieldVal=project_manager'), '该值不可用，系统中已存在！');
    expectFail(await check('tableName=sys_dict&fieldName=dict_code&fieldVal=sex'), '该值不可用，系统中已存在！');
    expect((await check('tableName=sys_category&fieldName=code&fieldVal=B09')).body.success).toBe(true);
  });

  it('the duplicate check knows the department roles\' codes (the 部门角色 form)', async () => {
    expectFail(await check('tableName=sys_depart_role&fieldName=role_code&fieldVal=tx_site_assistant'), '该值不可用，系统中已存在！');
    const own = mock.app.store.data.departRoles.find((role) => role.roleCode === 'tx_site_assistant');
    expect((await check(`tableName=sys_depart_role&fieldName=role_code&fieldVal=tx_site_assistant&dataId=${own?.id}`)).body.success).toBe(true);
    expect((await check('tableName=sys_depart_role&fieldName=role_code&fieldVal=tx_new_role')).body.success).toBe(true);
  });

  it('the duplicate check refuses an unknown table or column, and a missing value', async () => {
    expectFail(await check('tableName=sys_salary&fieldName=id&fieldVal=1'), '操作失败，表不存在：sys_salary');
    expectFail(await check('tableName=sys_user&fieldName=password&fieldVal=1'), '操作失败，字段不存在：password');
    expect400(await check('tableName=sys_user&fieldName=username'), '参数错误：query.fieldVal 不能为空');
    expect400(await check('tableName=sys%20user&fieldName=username&fieldVal=a'), '参数错误：query.tableName 格式不正确');
  });

  it('B-LIST-17 the rule check takes ruleCode and the encoded value', async () => {
    const rule = (code: string, value: string) => get('sysCheckRuleCheckByCode', `/v1/sys/checkRule/checkByCode?ruleCode=${code}&value=${encodeURIComponent(encodeURIComponent(value))}`);
    expect((await rule('mobile', '13812345678')).body).toMatchObject({ success: true, code: 200, message: '', result: null });
    const wrong = await rule('mobile', '12812345678');
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '请输入正确手机号', result: { passed: false, message: '请输入正确手机号', ruleCode: 'mobile' } });
    expect((await rule('id_card', '11010519491231002X')).body.success).toBe(true);
    expectFail(await rule('id_card', '1101051949123100'), '请输入正确的身份证号码');
    expect((await rule('work_no', 'BJ202401')).body.success).toBe(true);
    expectFail(await rule('work_no', 'bj202401'), '工号前两位须为大写字母（公司代码）');
    expectFail(await rule('work_no', 'BJ2024'), '工号后六位须为数字');
    expectFail(await rule('work_no', 'BJ2024011'), '工号后六位须为数字');
    expect((await rule('bank_card', '6222021001115678901')).body.success).toBe(true);
    // the value is decoded once more on the server: %5F is an underscore there
    expect((await get('sysCheckRuleCheckByCode', '/v1/sys/checkRule/checkByCode?ruleCode=common&value=Abc%255F123')).body.success).toBe(true);
    expectFail(await rule('common', '1abcdef'), '第一位只能是字母');
    expect((await rule('mobile', '')).body.success).toBe(true);
  });

  it('the rule check: an unknown code answers 该编码不存在; no ruleCode 400', async () => {
    expectFail(await get('sysCheckRuleCheckByCode', '/v1/sys/checkRule/checkByCode?ruleCode=salary&value=1'), '该编码不存在');
    expect400(await get('sysCheckRuleCheckByCode', '/v1/sys/checkRule/checkByCode?value=1'), '参数错误：query.ruleCode 不能为空');
  });
});
