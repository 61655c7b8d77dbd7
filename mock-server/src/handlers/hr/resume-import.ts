// 简历导入: the template /rpm/candidate/importExcel reads (the import itself lives with the candidates).
import { exportWorkbook, XLSX_TYPE } from '../../crud/excel.js';
import type { Handler } from '../../types.js';
import { CANDIDATE_IMPORT_COLUMNS } from './candidates.js';

export const rpmCandidateImportTemplate: Handler<'rpmCandidateImportTemplate'> = async (_request, { store }) => {
  // The dictionary texts are read from the store, so the note follows an edited dictionary.
  const texts = (dictCode: string) => store.dictItems(dictCode).map((item) => item.text).join('/');
  const note = `必填：姓名、性别、手机号、应聘岗位、招聘渠道。性别：男/女；学历：${texts('education')}；招聘渠道：${texts('candidate_channel')}`;
  const buffer = await exportWorkbook('简历导入模板', CANDIDATE_IMPORT_COLUMNS, [], note);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '简历导入模板.xlsx' } };
};
