// How an existing candidate with the same mobile is named in the duplicate warning, and where the recruiter goes on
// with it: the server refuses a second candidate with the same mobile whatever the first one's status.
import type { Candidate } from '../api/resume-api';

/** 张伟（处理中，应聘客服代表，2026-11-20 投递） */
export function duplicateText(candidate: Candidate): string {
  const details = [candidate.status_dictText ?? candidate.status, candidate.applyPost && `应聘${candidate.applyPost}`, candidate.createTime && `${candidate.createTime.slice(0, 10)} 投递`];
  return `${candidate.name}（${details.filter(Boolean).join('，')}）`;
}

/** Where the existing candidate is handled instead of adding a second one (statuses of dict rpm_candidate_status). */
export function whereToFind(candidate: Candidate): string {
  switch (candidate.status) {
    case '1':
      return '不能重复添加，请在“处理中”列表查看该候选人。';
    case '2':
      return '不能重复添加，该候选人已录用，请在“已录用”列表查看。';
    default:
      return '不能重复添加，请在“人才库”中邀请该候选人。';
  }
}
