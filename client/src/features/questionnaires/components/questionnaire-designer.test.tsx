import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Questionnaire } from '../api/questionnaire-api';
import { QuestionnaireDesigner } from './questionnaire-designer';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
const card = (n: number) => screen.getByTestId(`question-${n}`);

const draft: Questionnaire = {
  id: 'q1', title: '食堂调查', anonymous: '1', status: '0', answerCount: 0, addresseeCount: 0,
  questions: [
    { id: 'a', type: 'radio', title: '常去的食堂', required: true, options: ['一号', '二号'] },
    { id: 'b', type: 'text', title: '建议', required: false },
  ],
};

describe('问卷设计', () => {
  it('A-GEN-10 refuses a questionnaire without a title or questions, with the messages', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<QuestionnaireDesigner editing="new" saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    save();
    expect(await screen.findByText('请输入问卷标题!')).toBeTruthy();
    expect(await screen.findByText('请至少添加一道题目')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('A-GEN-10 adds a question of a kind, marks it optional, and saves the questions in the order set by 上移', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<QuestionnaireDesigner editing={draft} saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: /评分题/ }));
    expect(screen.getAllByTestId(/^question-\d$/)).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('第3题题目'), { target: { value: '满意度' } });
    fireEvent.click(within(card(3)).getByRole('checkbox', { name: '必填' }));
    fireEvent.click(within(card(3)).getByRole('button', { name: '上移' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const form = onSubmit.mock.calls[0]?.[0] as { questions: Array<{ type: string; title: string; required: boolean }> };
    expect(form.questions.map((q) => [q.type, q.title, q.required])).toEqual([
      ['radio', '常去的食堂', true],
      ['rating', '满意度', false],
      ['text', '建议', false],
    ]);
  });

  it('a choice question needs two distinct options; the message names the question', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<QuestionnaireDesigner editing={draft} saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    expect(screen.getByText('设计问卷')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('第1题选项2'), { target: { value: '一号' } });
    save();
    expect(await screen.findByText('第1题「常去的食堂」的选项重复')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('第1题选项2'), { target: { value: '二号' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ id: 'q1', anonymous: '1', questions: draft.questions });
  });

  it('预览 shows the questions as the addressees will fill them in', async () => {
    renderWithProviders(<QuestionnaireDesigner editing={draft} saving={false} onCancel={() => {}} onSubmit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    const preview = (await screen.findByText('预览：食堂调查')).closest('.ant-modal') as HTMLElement;
    expect(within(preview).getByRole('radio', { name: '二号' })).toBeTruthy();
    expect(within(preview).getByRole('textbox', { name: '建议' })).toBeTruthy();
  });
});
