// 培训记录: the trainings of roster employees, listed, per employee (员工详情), exported and imported.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { importRows } from '../../entity/excel-import.js';
import { fail, ok } from '../../envelope.js';
import { daysBetween } from '../../lib/days.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { deleteRecord, deleteRecords, employeeForNewRecord, employeeOfImportRow, importedNumber, recordsWithPerson, recordToEdit } from './employee-records.js';
import { ADDED, DATE, dictValue, EDITED, exportRows, say, today, withText } from './shared.js';
import { MAX_AMOUNT } from './rewards.js';
import { TRAINING_FIELDS, TRAINING_OPTIONS, trainings } from '../../entities/hr-trainings.js';

type TrainingForm = BodyOf<'hrmTrainingAdd'>;
type Session = { username: string } | null;

export const MAX_HOURS = 1000;

/** The rules beyond the document's: the end is not before the start, the hours fit the days, a result only once it ended. */
export function trainingProblem(form: TrainingForm, day: string): string | null {
  if (form.endDate < form.startDate) return '结束日期不能早于开始日期';
  const limit = (daysBetween(form.startDate, form.endDate) + 1) * 24;
  if (form.hours > limit) return `学时不能超过培训天数×24（${limit}学时）`;
  if (form.result && form.endDate > day) return '培训尚未结束，不能填写考核结果';
  return null;
}

const trainingValues = (form: TrainingForm) => ({
  courseName: form.courseName,
  trainingType: form.trainingType,
  startDate: form.startDate,
  endDate: form.endDate,
  hours: form.hours,
  institution: form.institution || null,
  trainer: form.trainer || null,
  result: form.result || null,
  attachment: form.attachment || null,
  cost: form.cost ?? null,
  remark: form.remark ?? null,
});

/** Why a new record cannot be added (the add form and the import), or null. */
function newTrainingProblem(ctx: HandlerContext, form: TrainingForm): string | null {
  const employee = employeeForNewRecord(ctx.store, form.employeeId, '培训记录');
  return typeof employee === 'string' ? employee : trainingProblem(form, today(ctx));
}

const insertTraining = (ctx: HandlerContext, form: TrainingForm, session: Session) =>
  trainings.insert(ctx.store, { employeeId: form.employeeId, ...trainingValues(form) }, session, ctx.now());

const trainingRows = (store: Store) => recordsWithPerson(store, trainings, 'hr-training:rows');

export const hrmTrainingList: Handler<'hrmTrainingList'> = ({ query }, { store }) => pageOf(store, trainingRows(store), query, TRAINING_FIELDS, { ...TRAINING_OPTIONS, memoAs: 'hr-training' });

export const hrmEmployeeListTrainingByMainId: Handler<'hrmEmployeeListTrainingByMainId'> = ({ query }, { store }) =>
  pageOf(store, trainingRows(store).filter((row) => row.employeeId === query.employeeId), query, TRAINING_FIELDS, TRAINING_OPTIONS);

export const hrmTrainingAdd: Handler<'hrmTrainingAdd'> = ({ body, session }, ctx) => {
  const problem = newTrainingProblem(ctx, body);
  if (problem) return fail(problem);
  insertTraining(ctx, body, session);
  return say(ADDED);
};

export const hrmTrainingEdit: Handler<'hrmTrainingEdit'> = ({ body, session }, ctx) => {
  const target = recordToEdit(ctx.store, trainings, body);
  if (typeof target === 'string') return fail(target);
  const problem = trainingProblem(body, today(ctx));
  if (problem) return fail(problem);
  trainings.update(target.row, trainingValues(body), session, ctx.now());
  return say(EDITED);
};

export const hrmTrainingDelete: Handler<'hrmTrainingDelete'> = ({ query }, { store }) => deleteRecord(store, trainings, query.id);

export const hrmTrainingDeleteBatch: Handler<'hrmTrainingDeleteBatch'> = ({ query }, { store }) => deleteRecords(store, trainings, query.ids);

export const hrmTrainingQueryById: Handler<'hrmTrainingQueryById'> = ({ query }, { store }) => {
  const row = trainingRows(store).find((r) => r.id === query.id);
  return row ? ok(withText(store, row, TRAINING_FIELDS)) : fail(NOT_FOUND);
};

const IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '培训名称', key: 'courseName', width: 24 },
  { header: '培训类型', key: 'trainingType_dictText', width: 10 },
  { header: '开始日期', key: 'startDate', width: 12 },
  { header: '结束日期', key: 'endDate', width: 12 },
  { header: '学时', key: 'hours', width: 8 },
  { header: '培训机构', key: 'institution', width: 20 },
  { header: '讲师', key: 'trainer', width: 10 },
  { header: '考核结果', key: 'result_dictText', width: 8 },
  { header: '培训费用(元)', key: 'cost', width: 12 },
  { header: '备注', key: 'remark', width: 20 },
];

const EXPORT_COLUMNS: ExcelColumn[] = [
  ...IMPORT_COLUMNS.slice(0, 2),
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  ...IMPORT_COLUMNS.slice(2, 11),
  { header: '证书/附件', key: 'attachment', width: 30 },
  ...IMPORT_COLUMNS.slice(11),
];

export const hrmTrainingExportXls: Handler<'hrmTrainingExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, trainingRows(ctx.store), query, { title: '培训记录', columns: EXPORT_COLUMNS, fields: TRAINING_FIELDS, options: TRAINING_OPTIONS }, session, ctx);

/** An imported row as the add form would send it, or why it cannot be one (the document's limits included). */
function trainingFormOf(store: Store, row: Record<string, string>): TrainingForm | string {
  const person = employeeOfImportRow(store, row);
  if (typeof person === 'string') return person;
  const text = (key: string) => row[key] ?? '';
  if (!text('courseName')) return '培训名称不能为空';
  const trainingType = dictValue(store, 'training_type', text('trainingType_dictText'));
  if (!trainingType) return text('trainingType_dictText') ? `培训类型不正确：${text('trainingType_dictText')}` : '培训类型不能为空';
  if (!DATE.test(text('startDate'))) return '开始日期格式应为yyyy-MM-dd';
  if (!DATE.test(text('endDate'))) return '结束日期格式应为yyyy-MM-dd';
  const hours = importedNumber(text('hours'), '学时');
  if (typeof hours === 'string') return hours;
  if (hours === null || hours <= 0 || hours > MAX_HOURS) return `学时应大于0且不超过${MAX_HOURS}`;
  const result = dictValue(store, 'training_result', text('result_dictText'));
  if (result === undefined) return `考核结果不正确：${text('result_dictText')}`;
  const cost = importedNumber(text('cost'), '培训费用');
  if (typeof cost === 'string') return cost;
  if (cost !== null && (cost < 0 || cost > MAX_AMOUNT)) return `培训费用应在0到${MAX_AMOUNT}元之间`;
  return {
    employeeId: person.employeeId,
    courseName: text('courseName').slice(0, 100),
    trainingType: trainingType as TrainingForm['trainingType'],
    startDate: text('startDate'),
    endDate: text('endDate'),
    hours,
    institution: text('institution').slice(0, 100) || null,
    trainer: text('trainer').slice(0, 50) || null,
    result: result as TrainingForm['result'],
    cost,
    remark: text('remark').slice(0, 500) || null,
  };
}

export const hrmTrainingImportExcel: Handler<'hrmTrainingImportExcel'> = ({ uploads, session }, ctx) =>
  importRows(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '培训记录导入错误',
    formOf: (row) => trainingFormOf(ctx.store, row),
    problemOf: (form) => newTrainingProblem(ctx, form),
    create: (form) => insertTraining(ctx, form, session),
  });
