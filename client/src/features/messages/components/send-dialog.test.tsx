import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MessageTemplate } from '../api/messages-api';
import { SendDialog } from './send-dialog';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const TEMPLATE: MessageTemplate = {
  id: 't1',
  templateCode: 'SYS_CONTRACT_EXPIRE',
  templateName: '劳动合同到期提醒',
  templateContent: '${name}您好，您的劳动合同将于${endDate}到期。',
  templateTestJson: '{"name":"张伟","endDate":"2026-12-31"}',
  templateType: '4',
  useStatus: '1',
};

let backend: ReturnType<typeof installFakeBackend>;
let answer = envelope(200, { total: 1, sent: 1, failed: 0 }, '消息发送成功！');

beforeEach(() => {
  answer = envelope(200, { total: 1, sent: 1, failed: 0 }, '消息发送成功！');
  backend = installFakeBackend({
    'GET /sys/dict/getDictItems/{dictCode}': () => ({ data: envelope(0, [['1', '短信'], ['2', '邮件'], ['3', '微信'], ['4', '系统']].map(([value, text]) => ({ value, text, title: text }))) }),
    'POST /sys/message/sysMessageTemplate/sendMsg': () => ({ data: answer }),
  });
});

describe('发送消息', () => {
  it('A-GEN-12 asks for each placeholder with the sample values, previews the filled content and sends it', async () => {
    const onClose = vi.fn();
    renderWithProviders(<SendDialog template={TEMPLATE} onClose={onClose} />);
    expect(await screen.findByText('发送消息：劳动合同到期提醒')).toBeTruthy();
    const name = screen.getByLabelText('模板参数 name') as HTMLInputElement;
    expect(name.value).toBe('张伟');
    expect((screen.getByLabelText('模板参数 endDate') as HTMLInputElement).value).toBe('2026-12-31');
    expect(screen.getByTestId('msg-send-preview').textContent).toBe('张伟您好，您的劳动合同将于2026-12-31到期。');
    fireEvent.change(name, { target: { value: '李娜' } });
    await waitFor(() => expect(screen.getByTestId('msg-send-preview').textContent).toBe('李娜您好，您的劳动合同将于2026-12-31到期。'));
    expect(screen.getByPlaceholderText('用户账号，多个用逗号分隔')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('接收人'), { target: { value: ' zhangsan,jeecg ' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(backend.calls('post', '/sys/message/sysMessageTemplate/sendMsg')).toHaveLength(1));
    const body: unknown = JSON.parse(backend.calls('post', '/sys/message/sysMessageTemplate/sendMsg')[0]?.data as string);
    expect(body).toEqual({ templateCode: 'SYS_CONTRACT_EXPIRE', msgType: '4', receiver: 'zhangsan,jeecg', testData: JSON.stringify({ name: '李娜', endDate: '2026-12-31' }) });
    expect(await screen.findByText('消息发送成功！')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses to send without receivers or with a placeholder left empty', async () => {
    renderWithProviders(<SendDialog template={TEMPLATE} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('模板参数 endDate'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请输入接收人!')).toBeTruthy();
    expect(await screen.findByText('请输入endDate!')).toBeTruthy();
    expect(backend.calls('post', '/sys/message/sysMessageTemplate/sendMsg')).toHaveLength(0);
  });

  it('warns with the server\'s words when some receivers could not be reached', async () => {
    answer = envelope(200, { total: 2, sent: 1, failed: 1 }, '已发送1条，失败1条，原因见消息中心');
    renderWithProviders(<SendDialog template={{ ...TEMPLATE, templateType: '2' }} onClose={vi.fn()} />);
    expect(await screen.findByPlaceholderText('用户账号或邮箱，多个用逗号分隔')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('接收人'), { target: { value: 'zhangsan,ghost' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('已发送1条，失败1条，原因见消息中心')).toBeTruthy();
  });
});
