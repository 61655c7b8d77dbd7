import { Flex } from 'antd';
import { useState } from 'react';
import { AreaSelect, areaText } from '@/widgets/area-select';
import { GallerySample } from '../components/gallery-sample';

/** The area selector as a cascader (default), as three selects with a stored value, and with an unknown type. */
export default function AreaSelectGallery() {
  const [cascader, setCascader] = useState<string>();
  const [selects, setSelects] = useState<string | undefined>('440106');
  return (
    <Flex vertical gap={16}>
      <GallerySample title="级联（默认）" value={cascader && { code: cascader, text: areaText(cascader) }}>
        <AreaSelect value={cascader} onChange={setCascader} />
      </GallerySample>
      <GallerySample title="下拉框（回显440106）" value={selects && { code: selects, text: areaText(selects) }}>
        <AreaSelect type="select" value={selects} onChange={setSelects} />
      </GallerySample>
      <GallerySample title="未知类型" value={undefined}>
        <AreaSelect type="list" />
      </GallerySample>
    </Flex>
  );
}
