import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { QuestionnaireResult } from '../api/questionnaire-api';
import { QuestionnaireResultPage, RESULT_EXPORT_PERMISSION } from './questionnaire-result-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const result = (anonymous: '0' | '1'): QuestionnaireResult => ({
  id: 'q1', title: '食堂调查', anonymous, status: '2', status_dictText: '已结束', startDate: '2026-10-01', endDate: '2026-10-31', answerCount: 2, addresseeCount: 4,
  questions: [
    { id: 'a', type: 'radio', title: '常去的食堂', required: true, answered: 2, average: null, texts: [], options: [{ label: '一号', count: 1, percent: 50 }, { label: '二号', count: 1, percent: 50 }] },
    { id: 'b', type: 'rating', title: '口味', required: true, answered: 2, average: 4.5, texts: [], options: [1, 2, 3, 4, 5].map((n) => ({ label: `${n}分`, count: n >= 4 ? 1 : 0, percent: n >= 4 ? 50 : 0 })) },
    { id: 'c', type: 'text', title: '建议', required: false, answered: 1, average: null, options: [], texts: [{ text: '多些面食', realname: anonymous === '1' ? null : '张三', submitTime: '2026-10-12 12:30:00' }] },
  ],
  respondents: anonymous === '1' ? [] : [{ realname: '张三', departName: '市场部', submitTime: '2026-10-12 12:30:00' }, { realname: '李四', departName: '财务部', submitTime: '2026-10-13 09:00:00' }],
});

const install = (anonymous: '0' | '1') =>
  installFakeBackend({
    'GET /mis/questionnaire/list': () => ({ data: envelope(200, { records: [{ id: 'q1', title: '食堂调查' }], total: 1 }) }),
    'GET /mis/questionnaire/result': () => ({ data: envelope(200, result(anonymous)) }),
  });

describe('问卷结果', () => {
  it('A-GEN-10 shows each question: a chart for choices and ratings with the average, the text answers, and who answered', async () => {
    install('0');
    renderWithProviders(<QuestionnaireResultPage />, { path: '/mis/questionnaire/result?id=q1', permissions: { user: [{ action: RESULT_EXPORT_PERMISSION, type: '1' }], all: [] } });
    await waitFor(() => expect(screen.getByTestId('result-1')).toBeTruthy());
    expect(screen.getByTestId('result-chart-1').getAttribute('aria-label')).toBe('常去的食堂：一号 1 人，二号 1 人');
    expect(screen.getByTestId('result-2').textContent).toContain('平均分4.5/ 5');
    expect(within(screen.getByTestId('result-3')).getByText('多些面食')).toBeTruthy();
    expect(within(screen.getByTestId('result-3')).getByText(/张三/)).toBeTruthy();
    expect(screen.getByText('填写人')).toBeTruthy();
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出结果/ })).toBeTruthy();
  });

  it('A-GEN-10 an anonymous questionnaire shows no names anywhere; without the permission there is no export', async () => {
    install('1');
    renderWithProviders(<QuestionnaireResultPage />, {
      path: '/mis/questionnaire/result?id=q1',
      permissions: { user: [{ action: 'mis:questionnaire:mine:export', type: '1' }], all: [{ action: RESULT_EXPORT_PERMISSION, type: '1', status: '1' }] },
    });
    await waitFor(() => expect(screen.getByTestId('result-3')).toBeTruthy());
    expect(screen.getByText('匿名问卷：不显示填写人')).toBeTruthy();
    expect(screen.queryByText('填写人')).toBeNull();
    expect(screen.queryByText(/张三|李四/)).toBeNull();
    expect(within(screen.getByTestId('result-3')).getByText('多些面食')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出结果/ })).toBeNull();
  });
});
