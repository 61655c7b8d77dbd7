// 自定义按钮 of a definition: the buttons in order, each added or edited with its declared action (open a link with
// {field} placeholders of the row, call an API path with the selected ids, open another online form), deleted.
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { deleteButton, loadButtons, saveButton, type OnlineButton, type OnlineButtonForm, type OnlineHead } from '../api/cgform-design-api';

const ACTIONS = [
  { value: 'link', label: '打开链接', placeholder: 'https://example.com/detail?id={id}' },
  { value: 'api', label: '调用接口', placeholder: '/online/cgform/api/…（带 ?ids= 选中行）' },
  { value: 'form', label: '打开表单', placeholder: '表单ID' },
] as const;
const actionLabel = (type: string) => ACTIONS.find((action) => action.value === type)?.label ?? type;

function ButtonFormModal({ head, editing, onClose, onSaved }: { head: OnlineHead; editing: OnlineButton | 'new'; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OnlineButtonForm>();
  const actionType = Form.useWatch('actionType', form);
  const [saving, setSaving] = useState(false);
  const current = editing === 'new' ? null : editing;

  async function submit(values: OnlineButtonForm) {
    setSaving(true);
    try {
      message.success((await saveButton({ ...values, ...(current ? { id: current.id } : { cgformHeadId: head.id }) })) || '操作成功');
      onSaved();
      onClose();
    } catch {
      // The API layer shows the server's message.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={current ? '编辑按钮' : '新增按钮'} width={560} style={{ maxWidth: '100vw' }} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose}>
      <Form<OnlineButtonForm>
        form={form}
        name="cgform-button"
        layout="vertical"
        initialValues={current ?? { buttonStyle: 'button', optPosition: 'toolbar', buttonStatus: '1', actionType: 'link', orderNum: 1 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="按钮编码" name="buttonCode" rules={[{ required: true, whitespace: true, message: '请输入按钮编码!' }]}>
          <Input placeholder="如 open_site" />
        </Form.Item>
        <Form.Item label="按钮名称" name="buttonName" rules={[{ required: true, whitespace: true, message: '请输入按钮名称!' }]}>
          <Input />
        </Form.Item>
        <Space wrap size="middle">
          <Form.Item label="按钮样式" name="buttonStyle">
            <Radio.Group options={[{ value: 'button', label: '按钮' }, { value: 'link', label: '链接' }]} />
          </Form.Item>
          <Form.Item label="按钮位置" name="optPosition">
            <Radio.Group options={[{ value: 'toolbar', label: '列表上方' }, { value: 'row', label: '操作列' }]} />
          </Form.Item>
          <Form.Item label="状态" name="buttonStatus">
            <Radio.Group options={[{ value: '1', label: '激活' }, { value: '0', label: '未激活' }]} />
          </Form.Item>
        </Space>
        <Space wrap size="middle">
          <Form.Item label="按钮图标" name="buttonIcon">
            <Input placeholder="如 link" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="排序" name="orderNum">
            <InputNumber min={0} max={10000} />
          </Form.Item>
        </Space>
        <Form.Item label="动作" name="actionType" rules={[{ required: true, message: '请选择动作!' }]}>
          <Select options={ACTIONS.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item label="动作目标" name="actionTarget" rules={[{ required: true, whitespace: true, message: '请输入动作目标!' }]} extra="只执行声明的动作，不保存也不运行脚本">
          <Input placeholder={ACTIONS.find((action) => action.value === actionType)?.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function FormButtonsModal({ head, onClose }: { head: OnlineHead; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queryKey = ['online-dev', 'buttons', head.id];
  const buttons = useQuery({ queryKey, queryFn: () => loadButtons(head.id) });
  const [editing, setEditing] = useState<OnlineButton | 'new' | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  return (
    <Modal open title={`自定义按钮 — ${head.tableTxt}`} width={900} style={{ maxWidth: '100vw' }} footer={<Button onClick={onClose}>关闭</Button>} onCancel={onClose}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新增
      </Button>
      <Table<OnlineButton>
        rowKey="id"
        size="small"
        loading={buttons.isLoading}
        dataSource={buttons.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          { title: '按钮编码', dataIndex: 'buttonCode', width: 130 },
          { title: '按钮名称', dataIndex: 'buttonName', width: 120 },
          { title: '位置', dataIndex: 'optPosition', width: 90, render: (value: string) => (value === 'row' ? '操作列' : '列表上方') },
          { title: '动作', dataIndex: 'actionType', width: 90, render: actionLabel },
          { title: '动作目标', dataIndex: 'actionTarget', ellipsis: true },
          { title: '状态', dataIndex: 'buttonStatus', width: 80, render: (value: string) => (value === '1' ? <Tag color="green">激活</Tag> : <Tag>未激活</Tag>) },
          {
            title: '操作',
            key: 'action',
            width: 110,
            render: (_value, row) => (
              <Space size="small">
                <a onClick={() => setEditing(row)}>编辑</a>
                <Popconfirm
                  title="确定删除吗?"
                  onConfirm={async () => {
                    message.success((await deleteButton(row.id)).message || '删除成功!');
                    reload();
                  }}
                >
                  <a>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <ButtonFormModal head={head} editing={editing} onClose={() => setEditing(null)} onSaved={reload} />}
    </Modal>
  );
}
