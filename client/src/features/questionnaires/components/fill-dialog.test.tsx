import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MyQuestionnaire } from '../api/questionnaire-api';
import { FillDialog } from './fill-dialog';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const questionnaire: MyQuestionnaire = {
  id: 'q1', title: '满意度调查', anonymous: '1', status: '1', answered: '0', open: true,
  questions: [
    { id: 'a', type: 'radio', title: '工作年限', required: true, options: ['1年以内', '1-3年'] },
    { id: 'b', type: 'rating', title: '整体满意度', required: true },
    { id: 'c', type: 'text', title: '建议', required: false },
  ],
};

let backend: ReturnType<typeof installFakeBackend>;
beforeEach(() => {
  backend = installFakeBackend({ 'POST /mis/questionnaire/answer': () => ({ data: envelope(200, '提交成功，感谢您的参与！', '提交成功，感谢您的参与！') }) });
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

describe('填写问卷', () => {
  it('A-GEN-10 names each required question left empty and sends nothing', async () => {
    renderWithProviders(<FillDialog questionnaire={questionnaire} onClose={() => {}} onDone={async () => {}} />);
    expect(screen.getByText('本问卷为匿名问卷，结果中不会显示您的姓名。')).toBeTruthy();
    submit();
    expect(await screen.findByText('请回答第1题「工作年限」')).toBeTruthy();
    expect(await screen.findByText('请回答第2题「整体满意度」')).toBeTruthy();
    expect(screen.queryByText('请回答第3题「建议」')).toBeNull();
    expect(backend.calls('post', '/mis/questionnaire/answer')).toHaveLength(0);
  });

  it('A-GEN-10 sends the answers, shows the server\'s thanks and closes', async () => {
    const onClose = vi.fn();
    const onDone = vi.fn(async () => {});
    renderWithProviders(<FillDialog questionnaire={questionnaire} onClose={onClose} onDone={onDone} />);
    fireEvent.click(screen.getByRole('radio', { name: '1-3年' }));
    const star = within(screen.getByTestId('answer-2')).getAllByRole('radio')[3] as HTMLElement;
    fireEvent.click(star.firstElementChild ?? star);
    fireEvent.change(screen.getByRole('textbox', { name: '建议' }), { target: { value: '多组织培训' } });
    submit();
    await waitFor(() => expect(backend.calls('post', '/mis/questionnaire/answer')).toHaveLength(1));
    expect(JSON.parse(String(backend.calls('post', '/mis/questionnaire/answer')[0]?.data))).toEqual({ questionnaireId: 'q1', answers: [{ questionId: 'a', values: ['1-3年'] }, { questionId: 'b', score: 4 }, { questionId: 'c', text: '多组织培训' }] });
    expect(await screen.findByText('提交成功，感谢您的参与！')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
  });
});
