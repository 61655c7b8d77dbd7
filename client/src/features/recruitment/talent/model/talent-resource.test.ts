// 人才库's description: searched by skill, education, city and an expected-salary range (sent as _begin / _end),
// read only, its status choice only the pool's two; and 邀请's one required field.
import { describe, expect, it } from 'vitest';
import { columnsOf, formRulesOf, hasForm, searchSchemaOf, type Resource } from '@/widgets/resource';
import { filterParams } from '@/widgets/list-page';
import { firstFailure } from '@/testing/form-rules';
import { INVITE_FIELDS, talentResource } from './talent-resource';

describe('人才库', () => {
  it('searches skill, education, city and the expected salary as a range first', () => {
    const schema = searchSchemaOf(talentResource);
    expect(schema.map((field) => [field.name, field.kind])).toEqual([
      ['skills', 'text'],
      ['education', 'dict'],
      ['city', 'text'],
      ['expectedSalary', 'number-range'],
      ['name', 'text'],
      ['status', 'select'],
    ]);
    expect(schema.find((field) => field.name === 'status')).toMatchObject({ options: [{ label: '已淘汰', value: '3' }, { label: '人才储备', value: '4' }] });
    // A skill matches part of the comma list; the salary bounds go as _begin / _end, either alone.
    expect(filterParams({ skills: 'Excel', expectedSalary: ['6000', '8000'] }, schema)).toEqual({ skills: '*Excel*', expectedSalary_begin: '6000', expectedSalary_end: '8000' });
    expect(filterParams({ expectedSalary: ['', '8000'] }, schema)).toEqual({ expectedSalary_end: '8000' });
  });

  it('is read only over the talent list, with the candidates’ skills and reasons', () => {
    expect(talentResource.calls).toEqual({ list: '/rpm/candidate/talentList' });
    expect(hasForm(talentResource as Resource<unknown>)).toBe(false);
    expect(columnsOf(talentResource).map((column) => String(column.title))).toEqual(['#', '姓名', '性别', '学历', '工作年限', '技能', '所在城市', '期望月薪(元)', '曾应聘岗位', '状态', '淘汰原因', '投递时间']);
  });

  it('邀请 asks for an open demand', async () => {
    const [demand] = INVITE_FIELDS;
    if (!demand) throw new Error('no field');
    expect(demand.dictCode).toBe("rpm_demand,title,id,status='1'");
    expect(await firstFailure(formRulesOf(demand, undefined, async () => null), undefined)).toBe('请选择邀请至需求!');
    expect(await firstFailure(formRulesOf(demand, undefined, async () => null), 'd1')).toBeUndefined();
  });
});
