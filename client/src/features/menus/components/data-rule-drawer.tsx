import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Grid, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { RowActions, RowDeleteLink, RowLink, RowPartsScope } from '@/widgets/list-page';
import { menuQueries, type DataRule, type DataRuleFilters, type MenuNode } from '../api/menu-queries';
import { deleteDataRule, saveDataRule } from '../api/menu-mutations';
import { DataRuleFormModal } from './data-rule-form-modal';

interface DataRuleDrawerProps {
  menu: MenuNode | null;
  onClose: () => void;
}

const DRAWER_WIDTH = 650;

/** 数据规则 of one menu: search by name and value, add, edit, delete (the Vue2 PermissionDataRuleList). */
export function DataRuleDrawer({ menu, onClose }: DataRuleDrawerProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<DataRuleFilters>();
  const [filters, setFilters] = useState<DataRuleFilters>({});
  const [editing, setEditing] = useState<DataRule | 'new' | null>(null);
  const isPhone = !Grid.useBreakpoint().sm;
  const permissionId = menu?.id ?? '';
  const { data: rules = [], isFetching } = useQuery({ ...menuQueries.dataRules(permissionId, filters), enabled: menu !== null });

  const refresh = async (text: string) => {
    message.success(text);
    await queryClient.invalidateQueries({ queryKey: menuQueries.all });
  };
  const save = useMutation({
    mutationFn: saveDataRule,
    onSuccess: async (text) => {
      setEditing(null);
      await refresh(text || '操作成功');
    },
  });
  const remove = useMutation({ mutationFn: deleteDataRule, onSuccess: (text) => refresh(text || '删除成功') });

  const columns: TableColumnsType<DataRule> = [
    { title: '规则名称', dataIndex: 'ruleName', ellipsis: true },
    { title: '规则字段', dataIndex: 'ruleColumn', ellipsis: true },
    { title: '规则值', dataIndex: 'ruleValue', ellipsis: true, render: (value: string, row) => `${row.ruleConditions_dictText ?? row.ruleConditions} ${value}` },
    { title: '状态', dataIndex: 'status', width: 70, render: (value: string) => <Tag color={value === '1' ? 'green' : 'default'}>{value === '1' ? '有效' : '无效'}</Tag> },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_value, row) => (
        <RowActions>
          <RowLink onClick={() => setEditing(row)}>编辑</RowLink>
          <RowDeleteLink title="确定删除吗?" onConfirm={() => remove.mutateAsync(row.id)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Drawer
      title={menu ? `数据权限规则 - ${menu.name}` : '数据权限规则'}
      open={menu !== null}
      onClose={() => {
        searchForm.resetFields();
        setFilters({});
        onClose();
      }}
      size={isPhone ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
    >
      <Form form={searchForm} layout="inline" name="data-rule-search" onFinish={setFilters} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="规则名称" name="ruleName">
          <Input placeholder="规则名称" allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="规则值" name="ruleValue">
          <Input placeholder="规则值" allowClear style={{ width: 140 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              searchForm.resetFields();
              setFilters({});
            }}
          >
            重置
          </Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            添加
          </Button>
        </Space>
      </Form>
      <RowPartsScope>
        <Table<DataRule> rowKey="id" size="small" loading={isFetching} columns={columns} dataSource={rules} pagination={false} scroll={{ x: 520 }} data-testid="data-rule-table" />
      </RowPartsScope>
      <DataRuleFormModal permissionId={permissionId} editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />
    </Drawer>
  );
}
