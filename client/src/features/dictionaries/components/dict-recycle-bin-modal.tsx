// 回收站: the deleted dictionaries (deleteList), each with 字典取回 (back) and 彻底删除 (deletePhysic, confirmed as
// upstream words it). Closing it reloads the dictionary list, which the recovered ones rejoin.
import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RowActions, RowLink, RowPartsScope } from '@/widgets/list-page';
import type { Dictionary } from '../api/dict-api';
import { deleteDictionaryForGood, recoverDictionary, recycledDictionariesQuery } from '../api/recycle-bin-api';

export interface DictRecycleBinModalProps {
  onClose: () => void;
  /** After a dictionary came back or went for good (the look-ups changed). */
  onChanged: () => void;
}

export function DictRecycleBinModal({ onClose, onChanged }: DictRecycleBinModalProps) {
  const { message, modal } = App.useApp();
  const recycled = useQuery(recycledDictionariesQuery());
  const afterChange = async (text: string) => {
    message.success(text);
    onChanged();
    await recycled.refetch();
  };
  const recover = useMutation({ mutationFn: recoverDictionary, onSuccess: afterChange });
  const remove = useMutation({ mutationFn: deleteDictionaryForGood, onSuccess: afterChange });

  const confirmRemove = (id: string) =>
    modal.confirm({
      title: '彻底删除字典',
      content: (
        <>
          <p>您确定要彻底删除这个字典项吗？</p>
          <Typography.Text type="danger">注意：彻底删除后将无法恢复，请谨慎操作！</Typography.Text>
        </>
      ),
      onOk: () => remove.mutateAsync(id),
    });

  const columns: ColumnsType<Dictionary> = [
    { title: '#', key: 'rowIndex', width: 60, align: 'center', render: (_value, _row, index) => index + 1 },
    { title: '字典名称', dataIndex: 'dictName', ellipsis: true },
    { title: '字典编号', dataIndex: 'dictCode', ellipsis: true },
    { title: '描述', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
    {
      title: '操作',
      key: 'action',
      align: 'center',
      width: 200,
      render: (_value, row) => (
        <RowActions>
          <RowLink onClick={() => recover.mutate(row.id)}>
            <RedoOutlined /> 字典取回
          </RowLink>
          <RowLink onClick={() => confirmRemove(row.id)}>
            <DeleteOutlined /> 彻底删除
          </RowLink>
        </RowActions>
      ),
    },
  ];

  return (
    <Modal open title="字典回收站" width="90%" style={{ top: 20 }} maskClosable={false} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      <RowPartsScope>
        <Table<Dictionary> rowKey="id" size="middle" columns={columns} dataSource={recycled.data ?? []} loading={recycled.isFetching} pagination={false} scroll={{ x: 560 }} />
      </RowPartsScope>
    </Modal>
  );
}
