import { Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { TableForm } from '@/widgets/editable-table';
import { GallerySample } from '../components/gallery-sample';
import { ARCHIVE_TABS } from './employee-archive-tabs';

interface Employee {
  realname: string;
  workNo: string;
}

/** A main form with the employee archive sections as sub-tables; submit reports the first failing part. */
export default function EditableTableFormGallery() {
  const [form] = Form.useForm<Employee>();
  const [emitted, setEmitted] = useState<unknown>();
  return (
    <GallerySample title="员工档案" value={emitted}>
      <TableForm<Employee>
        form={form}
        tabs={ARCHIVE_TABS}
        onSubmit={(values) => setEmitted(values)}
        onInvalid={(failure) => setEmitted({ tabKey: failure.tabKey, errors: Array.isArray(failure.errors) ? failure.errors.map((error: { message: string }) => error.message) : '表单校验未通过' })}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item<Employee> label="姓名" name="realname" rules={[{ required: true, message: '请输入姓名!' }]} initialValue="张三">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item<Employee> label="工号" name="workNo" rules={[{ required: true, message: '请输入工号!' }]} initialValue="E00001">
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </TableForm>
    </GallerySample>
  );
}
