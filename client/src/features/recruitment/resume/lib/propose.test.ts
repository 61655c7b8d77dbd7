// The proposal on varied resume texts: labelled and unlabelled, tables flattened to lines, English, stated and
// computed years; and what is not in the text stays out of the proposal.
import { describe, expect, it } from 'vitest';
import { proposeCandidate } from './propose';

const EDUCATION = [
  { value: '1', label: '初中及以下' },
  { value: '2', label: '高中/中专' },
  { value: '3', label: '大专' },
  { value: '4', label: '本科' },
  { value: '5', label: '硕士研究生' },
  { value: '6', label: '博士研究生' },
];
const TODAY = new Date(2026, 10, 28);
const propose = (text: string) => proposeCandidate(text, EDUCATION, TODAY);

describe('proposeCandidate', () => {
  it('reads labelled fields on one line, spaced labels and full-width colons', () => {
    expect(propose('姓 名：陈思远  性 别：男  年 龄：31\n手机号码：135 7788 9900 | 邮箱：siyuan.chen@corp.example.com\n学历：本科\n工作年限：8年')).toEqual({
      name: '陈思远',
      sex: '1',
      age: 31,
      mobile: '13577889900',
      email: 'siyuan.chen@corp.example.com',
      education: '4',
      workYears: 8,
    });
  });

  it('a name run into the next label is cut there; a table cell below its label is read', () => {
    expect(propose('姓名：周杰性别：男').name).toBe('周杰');
    expect(propose('姓名\n\n欧阳娜娜\n\n性别\n\n女')).toMatchObject({ name: '欧阳娜娜', sex: '2' });
  });

  it('takes an unlabelled name from the header lines, never a heading', () => {
    expect(propose('个人简历\n刘洋\n求职意向：产品经理\n电话 15012345678').name).toBe('刘洋');
    expect(propose('基本信息\n联系方式\n求职意向').name).toBeUndefined();
    expect(propose('张三丰 个人简历\n...').name).toBe('张三丰');
    expect(propose('买买提·艾力\n电话：13800001111').name).toBe('买买提·艾力');
  });

  it('reads an English resume', () => {
    expect(propose('Name: Wei Zhang\nEmail: wei.zhang@example.org\nPhone: +86-138-0013-8000\nMaster of Science, Tsinghua University\n5+ years of experience in backend')).toEqual({
      name: 'Wei Zhang',
      email: 'wei.zhang@example.org',
      mobile: '13800138000',
      education: '5',
      workYears: 5,
    });
  });

  it('years written in Chinese numerals, "X年工作经验", a fresh graduate', () => {
    expect(propose('三年以上互联网行业工作经验').workYears).toBe(3);
    expect(propose('拥有十二年工作经验').workYears).toBe(12);
    expect(propose('5年工作经验，熟悉Java').workYears).toBe(5);
    expect(propose('工作经验：两年').workYears).toBe(2);
    expect(propose('2026届应届毕业生').workYears).toBe(0);
    expect(propose('2015年毕业于某大学').workYears).toBeUndefined();
  });

  it('computes years from the work history section only (not from the education dates)', () => {
    const text = ['教育经历', '2010.09-2014.06 武汉大学 本科', '工作经历', '2014.07 - 2017.12 甲公司 会计', '2018年1月 - 2020年6月 乙公司 主管会计', '项目经验', '2021-2022 某项目'].join('\n');
    // 2014-07 to 2020-06: six whole years; the project's dates are outside the section.
    expect(propose(text).workYears).toBe(6);
    expect(propose('工作经历\n2023.03 - 至今 某公司').workYears).toBe(3);
    // Dates only under 教育经历: no years proposed.
    expect(propose('教育经历\n2019.09 - 2023.06 某大学').workYears).toBeUndefined();
  });

  it('education: a stated degree wins; else the highest named on a school line; 博士后 is not a degree', () => {
    expect(propose('最高学历：博士研究生').education).toBe('6');
    expect(propose('学历：大专\n2010-2013 北京大学 本科进修').education).toBe('3');
    expect(propose('2008-2011 某市第一中学 高中\n2011-2014 某职业技术学院 大专').education).toBe('3');
    expect(propose('2016-2019 某大学 博士后研究').education).toBeUndefined();
    expect(propose('中专学历，某技校毕业').education).toBe('2');
    expect(propose('熟悉本科教学管理流程').education).toBeUndefined();
  });

  it('mobile numbers: separators and +86 accepted; an ID card or a landline is not one', () => {
    expect(propose('联系电话：(+86) 177-0000-2222').mobile).toBe('17700002222');
    expect(propose('身份证：420106199003154421').mobile).toBeUndefined();
    expect(propose('座机：027-87654321').mobile).toBeUndefined();
  });

  it('proposes nothing from a text that says nothing about the person', () => {
    expect(propose('')).toEqual({});
    expect(propose('熟练使用 Office，沟通能力强，吃苦耐劳。')).toEqual({});
  });

  it('leaves education empty when the dictionary has no such text', () => {
    expect(proposeCandidate('学历：本科', [{ value: '9', label: '其他' }], TODAY).education).toBeUndefined();
  });
});
