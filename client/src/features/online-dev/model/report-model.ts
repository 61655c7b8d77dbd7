// The report model the editor edits and saves (upstream's OnlCgreportModel: head, items, params), and how 解析SQL's
// answer merges into fields already configured: a column kept keeps its settings, a new one comes in as parsed.
import type { Schema } from '@/api/types';

export type ReportModel = Schema<'OnlineReportModel'> & { id?: string };
export type ItemForm = Schema<'OnlineReportItemForm'>;
export type ParamForm = Schema<'OnlineReportParamForm'>;
type Parsed = Schema<'OnlineReportParsed'>;

/** The fields after parsing: in the SQL's column order, those already configured keep their settings. */
export function mergeParsedFields(current: ItemForm[], parsed: Parsed['fields']): ItemForm[] {
  return parsed.map((field, index) => {
    const kept = current.find((item) => item.fieldName === field.fieldName);
    return kept ? { ...kept, orderNum: index } : { ...field, orderNum: index };
  });
}

/** The parameters after parsing: one per `${name}` in the SQL, a configured one keeping its text and default. */
export function mergeParsedParams(current: ParamForm[], parsed: Parsed['params']): ParamForm[] {
  return parsed.map((param, index) => {
    const kept = current.find((item) => item.paramName === param.paramName);
    return kept ? { ...kept, orderNum: index } : { ...param, orderNum: index };
  });
}
