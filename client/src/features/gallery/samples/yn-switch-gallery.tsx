import { Flex } from 'antd';
import { useState } from 'react';
import { YnSwitch } from '@/widgets/yn-switch';
import { GallerySample } from '../components/gallery-sample';

/** The switch: the Y/N default starting empty, and a 1/0 pair starting checked. */
export default function YnSwitchGallery() {
  const [yn, setYn] = useState<string>();
  const [digits, setDigits] = useState<string>('1');
  return (
    <Flex vertical gap={16}>
      <GallerySample title="默认Y/N（初始为空）" value={yn}>
        <YnSwitch value={yn} onChange={setYn} aria-label="是否启用" />
      </GallerySample>
      <GallerySample title="自定义选项1/0" value={digits}>
        <YnSwitch value={digits} onChange={setDigits} options={['1', '0']} checkedChildren="是" unCheckedChildren="否" aria-label="是否有效" />
      </GallerySample>
    </Flex>
  );
}
