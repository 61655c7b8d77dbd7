// The calls of 简历导入: the import template, the original resume kept through /sys/common/upload (folder resume),
// the duplicate lookup (the candidate list by mobile, every status) and the candidate saved with its resume's path.
import { downloadFile, getAction, postAction, saveBlob } from '@/api/http';
import type { Schema } from '@/api/types';
import { uploadFile } from '@/widgets/upload';

export type Candidate = Schema<'HrCandidate'>;
export type CandidateForm = Schema<'HrCandidateForm'>;

export const CANDIDATE_IMPORT_URL = '/rpm/candidate/importExcel';
export const RESUME_FOLDER = 'resume';
export const TEMPLATE_NAME = '简历导入模板.xlsx';

/** Saves the import template; resolves false when nothing came (the HTTP layer has said why). */
export async function downloadTemplate(onProgress?: (percent: number | null) => void): Promise<boolean> {
  const blob = await downloadFile('/rpm/candidate/importTemplate', {}, 'get', onProgress);
  if (!blob) return false;
  saveBlob(blob, TEMPLATE_NAME);
  return true;
}

/** Keeps the original file: resolves its stored path, or rejects with the reason. */
export async function uploadResume(file: File, onProgress: (percent: number) => void): Promise<string> {
  const answer = await uploadFile({ file, fileName: file.name, biz: RESUME_FOLDER, withToken: true, onProgress });
  if (!answer.success || !answer.message) throw new Error(answer.message || '简历原件上传失败');
  return answer.message;
}

/** The candidates already holding this mobile, whatever their status (处理中, 已录用, 已淘汰). */
export async function candidatesWithMobile(mobile: string): Promise<Candidate[]> {
  const answer = await getAction('/rpm/candidate/list', { query: { mobile, pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' } });
  // The filter is an exact match for a plain value; the check below keeps it one even if a backend matched more.
  const records = (answer.result?.records ?? []) as Candidate[];
  return records.filter((row) => row.mobile === mobile);
}

export async function addCandidate(form: CandidateForm): Promise<string> {
  return (await postAction('/rpm/candidate/add', { body: form })).message;
}
