// 报价比较: an enquiry's quotes side by side (a column per supplier, the lowest total marked), 选定 on one (定标), and
// 录入报价: the set of quotes entered or changed (suppliers off the blacklist, one quote each). Nothing changes once
// the enquiry is ordered.
import { CheckCircleFilled, EditOutlined, PlusOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import { useResourceReload } from '@/widgets/resource';
import { chooseQuote, enquiryById, quotableSuppliers, saveQuotes, type Enquiry, type QuoteInput } from '../api/purchase-api';
import { enquiryResource } from '../model/enquiry-resource';
import { COMPARED_ROWS, compareQuotes, type ComparedQuote } from '../model/quote-comparison';

export interface QuotesDialogProps {
  enquiry: Enquiry;
  onClose: () => void;
}

type Cell = { key: string; label: string; cells: ComparedQuote[] };

export function QuotesDialog({ enquiry, onClose }: QuotesDialogProps) {
  const { message } = App.useApp();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const reloadList = useResourceReload(enquiryResource);
  const key = ['purchase', 'enquiry', enquiry.id];
  const { data } = useQuery({ queryKey: key, queryFn: () => enquiryById(enquiry.id), initialData: enquiry });
  const current = data ?? enquiry;
  const ordered = current.status === '3';
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const quotes = compareQuotes(current.quotes);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await reloadList();
  };
  const choose = async (supplierId: string) => {
    setBusy(true);
    try {
      message.success(await chooseQuote(current.id, supplierId));
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: { quotes?: QuoteInput[] }) => {
    setBusy(true);
    try {
      message.success(await saveQuotes(current.id, values.quotes ?? []));
      await refresh();
      setEditing(false);
    } finally {
      setBusy(false);
    }
  };

  const rows: Cell[] = COMPARED_ROWS.map((row) => ({ key: row.key, label: row.label, cells: quotes }));
  const columns = [
    { title: '比较项', dataIndex: 'label', key: 'label', width: 100, fixed: 'left' as const },
    ...quotes.map((quote, index) => ({
      key: quote.supplierId,
      width: 190,
      title: (
        <Space direction="vertical" size={2}>
          <Typography.Text strong ellipsis={{ tooltip: quote.supplierName }} style={{ maxWidth: 170 }}>
            {quote.supplierName}
          </Typography.Text>
          <Space size={4}>
            {quote.lowest && <Tag color="green">最低价</Tag>}
            {quote.chosen && (
              <Tag color="blue" icon={<CheckCircleFilled />}>
                已中标
              </Tag>
            )}
          </Space>
        </Space>
      ),
      render: (_: unknown, row: Cell) => {
        const text = COMPARED_ROWS.find((r) => r.key === row.key)?.cell(quotes[index] as ComparedQuote);
        return row.key === 'amount' && quote.lowest ? <Typography.Text type="success" strong>{text}</Typography.Text> : text;
      },
      onCell: () => ({ style: quote.chosen ? { background: 'rgba(22, 119, 255, 0.06)' } : undefined }),
    })),
  ];

  return (
    <Modal open width={Math.min(980, 160 + quotes.length * 200 + 40)} title={`报价比较 — ${current.enquiryNo} ${current.itemName} × ${current.quantity}${current.unit ?? ''}`} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      {editing ? (
        <QuotesEditor enquiry={current} busy={busy} onCancel={() => setEditing(false)} onSave={(values) => void save(values)} />
      ) : (
        <>
          {quotes.length ? (
            <Table<Cell>
              data-testid="quote-comparison"
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={columns}
              dataSource={rows}
              summary={() =>
                can('pur:enquiry:choose') && !ordered ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>定标</Table.Summary.Cell>
                    {quotes.map((quote, index) => (
                      <Table.Summary.Cell index={index + 1} key={quote.supplierId}>
                        <Button size="small" type={quote.chosen ? 'default' : 'primary'} disabled={quote.chosen || busy} onClick={() => void choose(quote.supplierId)} aria-label={`选定 ${quote.supplierName}`}>
                          {quote.chosen ? '已选定' : '选定'}
                        </Button>
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                ) : null
              }
            />
          ) : (
            <Empty description="尚无报价，请录入各供应商的报价" />
          )}
          <Space style={{ marginTop: 12 }} wrap>
            {can('pur:enquiry:quote') && !ordered && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                录入报价
              </Button>
            )}
            {ordered && <Typography.Text type="secondary">该询价单已下单，报价与定标不能再修改。</Typography.Text>}
          </Space>
        </>
      )}
    </Modal>
  );
}

function QuotesEditor({ enquiry, busy, onCancel, onSave }: { enquiry: Enquiry; busy: boolean; onCancel: () => void; onSave: (values: { quotes?: QuoteInput[] }) => void }) {
  const [form] = Form.useForm<{ quotes?: QuoteInput[] }>();
  const { data: suppliers = [], isLoading } = useQuery({ queryKey: ['purchase', 'origins', 'suppliers'], queryFn: quotableSuppliers });
  const initial = enquiry.quotes.map((q) => ({ supplierId: q.supplierId, unitPrice: q.unitPrice, deliveryDays: q.deliveryDays, warrantyMonths: q.warrantyMonths, remark: q.remark }));
  return (
    <Form form={form} name="pur-quotes-form" initialValues={{ quotes: initial.length ? initial : [{}] }} onFinish={onSave}>
      <Typography.Paragraph type="secondary">每家供应商报一次价；总价按询价数量 {enquiry.quantity} 计算。保存后需重新定标。</Typography.Paragraph>
      <Form.List name="quotes">
        {(items, { add, remove }) => (
          <>
            {items.map(({ key, name }) => (
              <Space key={key} wrap align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                <Form.Item name={[name, 'supplierId']} rules={[{ required: true, message: '请选择供应商!' }]} style={{ marginBottom: 4 }}>
                  <Select showSearch={{ optionFilterProp: 'label' }} loading={isLoading} options={suppliers} placeholder="供应商" style={{ width: 240 }} aria-label="报价供应商" />
                </Form.Item>
                <Form.Item name={[name, 'unitPrice']} rules={[{ required: true, message: '请输入单价!' }]} style={{ marginBottom: 4 }}>
                  <InputNumber min={0.01} precision={2} placeholder="单价(元)" style={{ width: 120 }} aria-label="报价单价" />
                </Form.Item>
                <Form.Item name={[name, 'deliveryDays']} style={{ marginBottom: 4 }}>
                  <InputNumber min={0} precision={0} placeholder="交货期(天)" style={{ width: 110 }} aria-label="交货期" />
                </Form.Item>
                <Form.Item name={[name, 'warrantyMonths']} style={{ marginBottom: 4 }}>
                  <InputNumber min={0} precision={0} placeholder="质保(月)" style={{ width: 100 }} aria-label="质保期" />
                </Form.Item>
                <Form.Item name={[name, 'remark']} style={{ marginBottom: 4 }}>
                  <Input placeholder="备注" maxLength={200} style={{ width: 150 }} aria-label="报价备注" />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除该报价" onClick={() => remove(name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              添加供应商报价
            </Button>
          </>
        )}
      </Form.List>
      <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          保存报价
        </Button>
      </Space>
    </Form>
  );
}
