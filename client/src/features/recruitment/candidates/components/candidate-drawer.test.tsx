// The candidate drawer: where the candidate stands, their interview records and stage history as the server answers
// them; the actions only on a 处理中 candidate and only with their permissions; deleting a record asks first and
// reloads what it changed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Candidate } from '../../resume/api/resume-api';
import { CandidateDrawer } from './candidate-drawer';

const ACTIONS = ['rpm:candidate:interview', 'rpm:candidate:stage', 'rpm:candidate:reserve'];
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const candidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: 'c1',
  name: '黄佳怡',
  sex: '2',
  mobile: '13812345678',
  applyPost: '客服代表',
  channel: '1',
  stage: '2',
  stage_dictText: '初试',
  status: '1',
  status_dictText: '处理中',
  demandId: 'd1',
  demandId_dictText: '客服代表',
  skills: '客户沟通,Office',
  city: '北京',
  expectedSalary: 6000,
  ...overrides,
});

function backend(row: Candidate) {
  let interviews = [
    { id: 'i1', candidateId: row.id, interviewTime: '2026-11-20 14:30:00', interviewer: 'zhangsan', interviewer_dictText: '张三', result: '1', result_dictText: '通过', score: 88, notes: '表达清晰' },
  ];
  return installFakeBackend({
    'GET /rpm/candidate/queryById': () => ({ data: envelope(200, row) }),
    'GET /rpm/candidate/queryStageByMainId': () => ({
      data: envelope(200, [
        { id: 's1', candidateId: row.id, fromStage: null, toStage: '1', toStage_dictText: '简历筛选', action: '1', action_dictText: '新增', note: '投递简历（客服代表）', createBy: 'admin', createTime: '2026-11-18 09:30:00' },
        { id: 's2', candidateId: row.id, fromStage: '1', fromStage_dictText: '简历筛选', toStage: '2', toStage_dictText: '初试', action: '4', action_dictText: '面试', note: '面试官：张三', createBy: 'admin', createTime: '2026-11-20 14:31:00' },
      ]),
    }),
    'GET /rpm/candidate/queryInterviewByMainId': () => ({ data: envelope(200, interviews) }),
    'DELETE /rpm/candidate/deleteInterview': () => {
      interviews = [];
      return { data: envelope(200, '删除成功!', '删除成功!') };
    },
  });
}

const noop = async () => undefined;

describe('the candidate drawer', () => {
  it('shows the steps, the interview records and the stage history; a 处理中 candidate gets the actions its permissions allow', async () => {
    backend(candidate());
    renderWithProviders(<CandidateDrawer candidate={candidate()} onClose={() => undefined} onChanged={noop} />, { permissions: permissions(ACTIONS) });
    const drawer = await screen.findByTestId('candidate-drawer');
    const record = await within(drawer).findByTestId('candidate-interview');
    expect(record).toHaveTextContent('2026-11-20 14:30:00面试官：张三通过评分 88删除表达清晰');
    expect(await within(drawer).findByText('面试：简历筛选 → 初试：面试官：张三')).toBeInTheDocument();
    expect(within(drawer).getByText('新增：简历筛选：投递简历（客服代表）')).toBeInTheDocument();
    expect(drawer.querySelector('.ant-steps-item-process')).toHaveTextContent('面试');
    for (const name of ['记录面试', '变更阶段', '放入人才库']) expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
    expect(within(drawer).getByText('客户沟通')).toBeInTheDocument();
  });

  it('offers nothing to change without the permissions, nor on a hired candidate', async () => {
    backend(candidate());
    const { unmount } = renderWithProviders(<CandidateDrawer candidate={candidate()} onClose={() => undefined} onChanged={noop} />, { permissions: permissions(['rpm:candidate:stage']) });
    const drawer = await screen.findByTestId('candidate-drawer');
    await within(drawer).findByTestId('candidate-interview');
    expect(within(drawer).queryByRole('button', { name: '记录面试' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: '变更阶段' })).toBeInTheDocument();
    expect(within(drawer).queryByText('删除')).toBeNull();
    unmount();

    const hired = candidate({ status: '2', status_dictText: '已录用', stage: '4', stage_dictText: 'Offer沟通' });
    backend(hired);
    renderWithProviders(<CandidateDrawer candidate={hired} onClose={() => undefined} onChanged={noop} />, { permissions: permissions(ACTIONS) });
    const again = await screen.findByTestId('candidate-drawer');
    await within(again).findByTestId('candidate-interview');
    for (const name of ['记录面试', '变更阶段', '放入人才库']) expect(within(again).queryByRole('button', { name })).toBeNull();
    expect(within(again).queryByText('删除')).toBeNull();
    expect(again.querySelector('.ant-steps-item-finish:last-child')).toHaveTextContent('录用');
  });

  it('deletes an interview record once confirmed, and reloads the drawer and the lists', async () => {
    const api = backend(candidate());
    let reloaded = 0;
    renderWithProviders(
      <CandidateDrawer
        candidate={candidate()}
        onClose={() => undefined}
        onChanged={async () => {
          reloaded++;
        }}
      />,
      { permissions: permissions(ACTIONS) },
    );
    const drawer = await screen.findByTestId('candidate-drawer');
    fireEvent.click(await within(drawer).findByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', '/rpm/candidate/deleteInterview')).toHaveLength(1));
    expect(api.calls('DELETE', '/rpm/candidate/deleteInterview')[0]?.params).toMatchObject({ id: 'i1' });
    expect(await within(drawer).findByText('暂无面试记录')).toBeInTheDocument();
    expect(reloaded).toBe(1);
  });
});
