import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { DepartPicker } from '@/widgets/depart-picker';
import { GallerySample } from '../components/gallery-sample';

/** Stored department ids (the mock's 市场部 and 北京卓尔互动's 财务部), to show the echo. */
const STORED_DEPARTS = '84b26ce0383e275beb9290f46308c6ad,1d53598ba8c773ec21e493158b66db38';

/** The department picker: single, multiple with a stored value, projects as leaves with disabled ones, required in a form. */
export default function DepartPickerGallery() {
  const [single, setSingle] = useState<string>();
  const [multi, setMulti] = useState<string | undefined>(STORED_DEPARTS);
  const [projects, setProjects] = useState<string>();
  const [submitted, setSubmitted] = useState<unknown>();

  return (
    <Flex vertical gap={16}>
      <GallerySample title="单选" value={single}>
        <DepartPicker value={single} onChange={setSingle} aria-label="部门（单选）" />
      </GallerySample>
      <GallerySample title="多选回显" value={multi}>
        <DepartPicker value={multi} onChange={setMulti} multi aria-label="部门（多选）" />
      </GallerySample>
      <GallerySample title="项目为叶子" value={projects}>
        <DepartPicker value={projects} onChange={setProjects} multi showContainsDisabled projectsAsLeaves aria-label="部门（项目为叶子）" />
      </GallerySample>
      <GallerySample title="表单必填" value={submitted}>
        <Form layout="inline" onFinish={setSubmitted}>
          <Form.Item name="depart" label="所属部门" rules={[{ required: true, message: '' }]}>
            <DepartPicker aria-label="所属部门" />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit">提交</Button>
          </Form.Item>
        </Form>
      </GallerySample>
    </Flex>
  );
}
