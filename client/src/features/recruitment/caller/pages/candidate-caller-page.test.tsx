// The candidate-caller page: the interviewer's own candidates from the caller list, one candidate's resume with the
// interviewer's own records, the result form that records through the caller call (no interviewer asked), and the
// server's refusal of another interviewer's candidate shown in place of the detail.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/types';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CandidateCallerPage } from './candidate-caller-page';

const zhangsan = { id: 'u3', username: 'zhangsan', realname: '张三' } as UserInfo;

const row = { id: 'c1', name: '黄佳怡', sex: '2', sex_dictText: '女', age: 23, mobile: '13812345678', education: '3', education_dictText: '大专', applyPost: '客服代表', channel: '1', stage: '2', stage_dictText: '初试', status: '1', status_dictText: '处理中', interviewTime: '2026-11-20 14:30:00', skills: '客户沟通,Office', resumeFile: 'resume/huang_1700.pdf' };

function backend() {
  return installFakeBackend({
    'GET /rpm/candidate/caller/list': () => ({ data: envelope(200, { records: [row], total: 1, size: 100, current: 1, pages: 1 }) }),
    'GET /rpm/candidate/caller/queryById': (request) =>
      (request.params as { id: string }).id === 'c1'
        ? { data: envelope(200, { ...row, interviews: [{ id: 'i1', candidateId: 'c1', interviewTime: '2026-11-20 14:30:00', interviewer: 'zhangsan', interviewer_dictText: '张三', result: '2', result_dictText: '待定', score: 70, notes: '排班待确认' }] }) }
        : { data: envelope(500, null, '该候选人不是您的面试对象') },
    'POST /rpm/candidate/caller/addInterview': () => ({ data: envelope(200, '添加成功！', '添加成功！') }),
  });
}

describe('the candidate-caller page', () => {
  it("lists the interviewer's candidates and nothing of the back office", async () => {
    const api = backend();
    renderWithProviders(<CandidateCallerPage />, { user: zhangsan, path: '/rpm/candidate-caller' });
    const list = await screen.findByTestId('caller-candidates');
    expect(await within(list).findByText('黄佳怡')).toBeInTheDocument();
    expect(within(list).getByText('客服代表 · 大专')).toBeInTheDocument();
    expect(within(list).getByText('最近面试 2026-11-20 14:30')).toBeInTheDocument();
    expect(screen.getByText('面试官：张三')).toBeInTheDocument();
    expect(screen.getByText('我的候选人（1）')).toBeInTheDocument();
    expect(api.calls('GET', '/rpm/candidate/list')).toHaveLength(0);
  });

  it('opens one candidate: resume facts, the original, a call link, own records; records a result without asking the interviewer', async () => {
    const api = backend();
    renderWithProviders(<CandidateCallerPage />, { user: zhangsan, path: '/rpm/candidate-caller?id=c1' });
    const resume = await screen.findByTestId('caller-resume');
    expect(within(resume).getByRole('link', { name: /13812345678/ })).toHaveAttribute('href', 'tel:13812345678');
    expect(within(resume).getByTestId('caller-resume-original')).toHaveAttribute('href', expect.stringContaining('resume/huang_1700.pdf'));
    expect(within(resume).getByTitle('简历预览：黄佳怡')).toBeInTheDocument();
    expect(within(resume).getByTestId('caller-interview')).toHaveTextContent('2026-11-20 14:30待定评分 70排班待确认');

    const form = screen.getByTestId('caller-interview-form');
    expect(within(form).queryByText('面试官')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '提交面试结果' }));
    expect(await within(form).findByText('请选择面试结果')).toBeInTheDocument();
    fireEvent.click(within(form).getByText('通过'));
    fireEvent.change(within(form).getByPlaceholderText('0–100'), { target: { value: '86' } });
    fireEvent.change(within(form).getByPlaceholderText('表现、优势与顾虑'), { target: { value: '  沟通顺畅  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交面试结果' }));
    await waitFor(() => expect(api.calls('POST', '/rpm/candidate/caller/addInterview')).toHaveLength(1));
    const body = JSON.parse(String(api.calls('POST', '/rpm/candidate/caller/addInterview')[0]?.data));
    expect(body).toMatchObject({ candidateId: 'c1', result: '1', score: 86, notes: '沟通顺畅' });
    expect(body.interviewTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(body).not.toHaveProperty('interviewer');
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
  });

  it("shows the server's refusal of another interviewer's candidate instead of its detail", async () => {
    backend();
    renderWithProviders(<CandidateCallerPage />, { user: zhangsan, path: '/rpm/candidate-caller?id=someone-elses' });
    const refusal = await screen.findByTestId('caller-refusal');
    expect(refusal).toHaveTextContent('无法查看该候选人');
    expect(refusal).toHaveTextContent('该候选人不是您的面试对象');
    expect(screen.queryByTestId('caller-interview-form')).toBeNull();
  });
});
