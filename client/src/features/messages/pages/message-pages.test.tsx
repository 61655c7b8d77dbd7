import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { PermissionLists } from '@/widgets/access';
import { MessageListPage } from './message-list-page';
import { TemplateListPage } from './template-list-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 90_000 });

const templates = [
  { id: 't1', templateCode: 'SYS_CONTRACT_EXPIRE', templateName: '劳动合同到期提醒', templateContent: '${name}您好', templateTestJson: '{"name":"张伟"}', templateType: '4', templateType_dictText: '系统', useStatus: '1', useStatus_dictText: '启用' },
  { id: 't2', templateCode: 'SMS_SALARY_OLD', templateName: '工资到账短信（旧）', templateContent: '${name}，工资已发放', templateTestJson: null, templateType: '1', templateType_dictText: '短信', useStatus: '0', useStatus_dictText: '停用' },
];
const messages = [
  { id: 'm1', esTitle: '面试通知', esContent: '请明天10点面试', esReceiver: '13812345678', esType: '1', esType_dictText: '短信', esSendStatus: '2', esSendStatus_dictText: '发送失败', esSendNum: 1, esResult: '短信网关超时', esSendTime: '2026-11-20 09:00:00' },
  { id: 'm2', esTitle: '待办审批通知', esContent: '您有一条新的请假申请待审批', esReceiver: 'admin', esType: '4', esType_dictText: '系统', esSendStatus: '1', esSendStatus_dictText: '发送成功', esSendNum: 1, esResult: '发送成功', esSendTime: '2026-11-20 10:00:00' },
];
const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');
// Every button of the two menus is a controlled permission (in `all`); the user holds `codes`.
const CONTROLLED = ['add', 'edit', 'delete', 'deleteBatch', 'export', 'import', 'send'].map((a) => `msg:template:${a}`).concat(['add', 'edit', 'delete', 'deleteBatch', 'export', 'import', 'resend'].map((a) => `msg:message:${a}`));
const grant = (...codes: string[]): PermissionLists => ({
  user: codes.map((action) => ({ action, type: '1' })),
  all: CONTROLLED.map((action) => ({ action, type: '1', status: '1', describe: action })) as PermissionLists['all'],
});

let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({
    'GET /sys/dict/getDictItems/{dictCode}': () => ({ data: envelope(0, []) }),
    'GET /sys/message/sysMessageTemplate/list': () => ({ data: envelope(200, { records: templates, total: 2 }) }),
    'GET /sys/message/sysMessage/list': () => ({ data: envelope(200, { records: messages, total: 2 }) }),
    'PUT /sys/message/sysMessage/edit': () => ({ data: envelope(200, '重发成功!', '重发成功!') }),
  });
});

describe('消息模板 screen', () => {
  it('A-GEN-12 offers 发送 on enabled templates to holders of msg:template:send, and 新增 / 导出 / 导入 by their permissions', async () => {
    renderWithProviders(<TemplateListPage />, { permissions: grant('msg:template:send', 'msg:template:add') });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(bodyRows()[0] as HTMLElement).getByText('发送')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).queryByText('发送')).toBeNull();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('发送'));
    expect(await screen.findByText('发送消息：劳动合同到期提醒')).toBeTruthy();
  });

  it('shows no 发送 without the permission', async () => {
    renderWithProviders(<TemplateListPage />, { permissions: grant('msg:template:export') });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByText('发送')).toBeNull();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });
});

describe('消息 screen', () => {
  it('A-GEN-12 offers 重发 on the failed message only; confirmed, it puts it back to 未发送 and tells the outcome', async () => {
    renderWithProviders(<MessageListPage />, { permissions: grant('msg:message:resend') });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(bodyRows()[1] as HTMLElement).queryByText('重发')).toBeNull();
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('重发'));
    const confirm = await screen.findByText('确定重发该消息吗?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('put', '/sys/message/sysMessage/edit')).toHaveLength(1));
    expect(JSON.parse(backend.calls('put', '/sys/message/sysMessage/edit')[0]?.data as string)).toEqual({ id: 'm1', esSendStatus: '0' });
    expect(await screen.findByText('重发成功!')).toBeTruthy();
  });

  it('shows no 重发 without the permission', async () => {
    renderWithProviders(<MessageListPage />, { permissions: grant('msg:message:export') });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByText('重发')).toBeNull();
  });
});
