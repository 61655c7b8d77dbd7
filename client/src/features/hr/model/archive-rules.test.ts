import { describe, expect, it } from 'vitest';
import { validateRows } from '@/widgets/editable-table/model/validate';
import { ARCHIVE_SECTIONS } from './archive-sections';

const columnsOf = (key: string) => ARCHIVE_SECTIONS.find((section) => section.key === key)?.columns ?? [];
const messages = async (key: string, rows: Array<Record<string, unknown> & { id: string }>) => (await validateRows(columnsOf(key), rows)).map((error) => `${error.key}:${error.message}`);

describe('archive section rules (the document’s Hr*Form and the server’s refusals)', () => {
  it('education: school, 学历 and 入学日期 required; 毕业日期 not before 入学日期', async () => {
    expect(await messages('educations', [{ id: '1', school: '', education: '', startDate: '' }])).toEqual(['school:学校不能为空', 'education:学历不能为空', 'startDate:入学日期不能为空']);
    expect(await messages('educations', [{ id: '1', school: '武汉大学', education: '4', startDate: '2012-09-01', endDate: '2012-06-30' }])).toEqual(['endDate:毕业日期不能早于入学日期']);
    expect(await messages('educations', [{ id: '1', school: '武汉大学', education: '4', startDate: '2012-09-01', endDate: '' }])).toEqual([]);
  });

  it('work: 结束日期 required and not before 开始日期; the witness phone takes digits and dashes', async () => {
    expect(await messages('works', [{ id: '1', company: '楚天通信', startDate: '2014-03-01', endDate: '2014-02-01', witnessPhone: '027-8765x' }])).toEqual([
      'endDate:结束日期不能早于开始日期',
      'witnessPhone:请输入正确的电话号码',
    ]);
  });

  it('family: an emergency contact needs a phone; a phone must be a mobile number', async () => {
    expect(await messages('families', [{ id: '1', name: '刘红', relation: '3', mobile: '', isEmergency: '1' }])).toEqual(['mobile:紧急联系人须填写联系电话']);
    expect(await messages('families', [{ id: '1', name: '刘红', relation: '3', mobile: '12345', isEmergency: '0' }])).toEqual(['mobile:请输入正确手机号']);
    expect(await messages('families', [{ id: '1', name: '刘红', relation: '3', mobile: '', isEmergency: '0' }])).toEqual([]);
  });

  it('certificates: 有效期至 not before 发证日期; 证书编号 unique among the rows', async () => {
    expect(
      (await messages('certificates', [
        { id: '1', certName: '电工证', certNo: 'T1', issueDate: '2021-06-15', expireDate: '2021-01-01' },
        { id: '2', certName: '普通话', certNo: 'T1', issueDate: '2012-05-20' },
      ])).sort(),
    ).toEqual(['certNo:证书编号不能重复', 'certNo:证书编号不能重复', 'expireDate:有效期不能早于发证日期']);
  });
});
