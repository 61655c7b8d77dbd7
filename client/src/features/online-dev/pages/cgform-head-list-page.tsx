// /online/cgform (menu component modules/online/cgform/OnlCgformHeadList): Online表单开发 — the definitions of online
// forms: search, 新增 / 编辑 in the designer dialog, and each row's 更多: 同步数据库, 功能测试, 复制表单, 自定义按钮,
// 移除 (the table stays) and 删除 (with its table), each as the user's permissions allow.
import { DownOutlined } from '@ant-design/icons';
import { App, Dropdown } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import { RowLink } from '@/widgets/list-page';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { deleteDefinition, removeDefinition, type OnlineHead } from '../api/cgform-design-api';
import { CgformDesignModal } from '../components/cgform-design-modal';
import { CopyFormModal } from '../components/copy-form-modal';
import { FormButtonsModal } from '../components/form-buttons-modal';
import { SyncDatabaseModal } from '../components/sync-database-modal';
import { cgformHeadResource } from '../model/cgform-head-resource';
import { runtimePathOf } from '../model/runtime-path';

type Dialog = { kind: 'sync' | 'copy' | 'buttons'; head: OnlineHead } | null;

export function CgformHeadListPage() {
  const { message, modal } = App.useApp();
  const { can } = useAccess();
  const navigate = useNavigate();
  const reload = useResourceReload(cgformHeadResource);
  const [dialog, setDialog] = useState<Dialog>(null);

  function confirmDelete(head: OnlineHead, removeOnly: boolean) {
    modal.confirm({
      title: removeOnly ? `确定移除表单「${head.tableName}」吗?` : `确定删除表「${head.tableName}」吗?`,
      content: removeOnly ? '只移除表单定义，数据库中的表及其数据保留。' : `表单定义和数据表「${head.tableName}」及其全部数据将一起删除，不能恢复。`,
      okText: removeOnly ? '移除' : '删除',
      okButtonProps: { danger: !removeOnly },
      cancelText: '取消',
      onOk: async () => {
        const answer = await (removeOnly ? removeDefinition(head.id) : deleteDefinition(head.id));
        message.success(answer.message || '操作成功');
        await reload();
      },
    });
  }

  const more = (head: OnlineHead) => {
    const synced = head.isDbSynch === 'Y';
    const items = [
      can('online:cgform:sync') && { key: 'sync', label: '同步数据库', onClick: () => setDialog({ kind: 'sync', head }) },
      synced && head.tableType !== 3 && { key: 'test', label: '功能测试', onClick: () => void navigate(runtimePathOf(head)) },
      can('online:cgform:copy') && { key: 'copy', label: '复制表单', onClick: () => setDialog({ kind: 'copy', head }) },
      can('online:cgform:button') && { key: 'buttons', label: '自定义按钮', onClick: () => setDialog({ kind: 'buttons', head }) },
      can('online:cgform:remove') && { key: 'remove', label: '移除', onClick: () => confirmDelete(head, true) },
      can('online:cgform:delete') && { key: 'delete', label: '删除', danger: true, onClick: () => confirmDelete(head, false) },
    ].filter((item) => item !== false);
    if (items.length === 0) return null;
    return (
      <Dropdown menu={{ items }} trigger={['click']}>
        <RowLink>
          更多 <DownOutlined />
        </RowLink>
      </Dropdown>
    );
  };

  const close = () => setDialog(null);
  return (
    <ResourceList resource={cgformHeadResource} form={CgformDesignModal} rowActions={more}>
      {dialog?.kind === 'sync' && <SyncDatabaseModal head={dialog.head} onClose={close} onSynced={() => void reload()} />}
      {dialog?.kind === 'copy' && <CopyFormModal head={dialog.head} onClose={close} onCopied={() => void reload()} />}
      {dialog?.kind === 'buttons' && <FormButtonsModal head={dialog.head} onClose={close} />}
    </ResourceList>
  );
}
