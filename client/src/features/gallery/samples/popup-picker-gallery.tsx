import { Button, Flex } from 'antd';
import { useState } from 'react';
import { PopupField, PopupReportModal, type PopupSelection } from '@/widgets/popup-picker';
import { GallerySample } from '../components/gallery-sample';

function shownSelection(selection: PopupSelection | undefined) {
  return selection && { keys: selection.keys, count: selection.rows.length };
}

/** The popup report picker (dialog, several rows) and the popup field (one row mapped to form fields). */
export default function PopupPickerGallery() {
  const [open, setOpen] = useState<'multi' | 'broken' | null>(null);
  const [multi, setMulti] = useState<PopupSelection>();
  const [field, setField] = useState<{ value?: string; mapped?: Record<string, string> }>({});
  const [misconfigured, setMisconfigured] = useState<string>();

  return (
    <Flex vertical gap={16}>
      <GallerySample title="弹窗多选" value={shownSelection(multi)}>
        <Button onClick={() => setOpen('multi')}>打开用户选择报表</Button>
        <PopupReportModal
          open={open === 'multi'}
          code="report_user"
          multi
          onCancel={() => setOpen(null)}
          onOk={(selection) => {
            setMulti(selection);
            setOpen(null);
          }}
        />
      </GallerySample>
      <GallerySample title="Popup字段" value={field}>
        <PopupField
          code="report_user"
          orgFields="username,realname"
          destFields="account,name"
          field="name"
          value={field.value}
          onChange={(value) => setField((current) => ({ ...current, value }))}
          onSelect={(mapped) => setField((current) => ({ ...current, mapped }))}
          aria-label="姓名"
        />
      </GallerySample>
      <GallerySample title="配置有误" value={misconfigured}>
        <PopupField code="report_user" orgFields="username" destFields="account,name" value={misconfigured} onChange={setMisconfigured} aria-label="配置有误" />
      </GallerySample>
      <GallerySample title="初始化失败" value={undefined}>
        <Button onClick={() => setOpen('broken')}>打开不存在的报表</Button>
        <PopupReportModal open={open === 'broken'} code="no_such_report" onCancel={() => setOpen(null)} onOk={() => setOpen(null)} />
      </GallerySample>
    </Flex>
  );
}
