import { Button, Flex, Form, Space } from 'antd';
import { useState } from 'react';
import { FilePopup, Upload, type UploadValue } from '@/widgets/upload';
import { GallerySample } from '../components/gallery-sample';

/** Uploads: files, images with reorder, one file, a stored value, switches off, objects, no token, the file popup. */
export default function UploadGallery() {
  const [files, setFiles] = useState<UploadValue>();
  const [images, setImages] = useState<UploadValue>();
  const [single, setSingle] = useState<UploadValue>();
  const [stored, setStored] = useState<UploadValue>('temp/示例合同_1700000000000.pdf,temp/报价单_1700000000001.xlsx');
  const [objects, setObjects] = useState<UploadValue>();
  const [tokenless, setTokenless] = useState<UploadValue>();
  const [popupValue, setPopupValue] = useState<string>();
  const [popupOpen, setPopupOpen] = useState(false);
  const [formValue, setFormValue] = useState<unknown>();

  return (
    <Flex vertical gap={16}>
      <GallerySample title="文件上传" value={files}>
        <Upload value={files} onChange={setFiles} />
      </GallerySample>
      <GallerySample title="图片上传（最多3张）" value={images}>
        <Upload kind="image" number={3} value={images} onChange={setImages} />
      </GallerySample>
      <GallerySample title="单个文件" value={single}>
        <Upload single value={single} onChange={setSingle} />
      </GallerySample>
      <GallerySample title="回显已存值（不可下载、不可删除）" value={stored}>
        <Upload value={stored} onChange={setStored} allowDownload={false} allowRemove={false} />
      </GallerySample>
      <GallerySample title="返回对象" value={objects}>
        <Upload returnObjects value={objects} onChange={setObjects} />
      </GallerySample>
      <GallerySample title="不带令牌" value={tokenless}>
        <Upload token={false} value={tokenless} onChange={setTokenless} />
      </GallerySample>
      <GallerySample title="表单中使用" value={formValue}>
        <Form layout="inline" onValuesChange={(_changed, all) => setFormValue(all)}>
          <Form.Item label="附件" name="attachments">
            <Upload />
          </Form.Item>
        </Form>
      </GallerySample>
      <GallerySample title="文件弹窗" value={popupValue}>
        <Space>
          <Button onClick={() => setPopupOpen(true)}>打开文件弹窗</Button>
        </Space>
        <FilePopup
          open={popupOpen}
          value={popupValue}
          onOk={(paths) => {
            setPopupValue(paths);
            setPopupOpen(false);
          }}
          onCancel={() => setPopupOpen(false)}
        />
      </GallerySample>
    </Flex>
  );
}
