// How an existing candidate with the same mobile is named in the duplicate warning.
import type { Candidate } from '../api/resume-api';

/** 张伟（处理中，应聘客服代表，2026-11-20 投递） */
export function duplicateText(candidate: Candidate): string {
  const details = [candidate.status_dictText ?? candidate.status, candidate.applyPost && `应聘${candidate.applyPost}`, candidate.createTime && `${candidate.createTime.slice(0, 10)} 投递`];
  return `${candidate.name}（${details.filter(Boolean).join('，')}）`;
}
