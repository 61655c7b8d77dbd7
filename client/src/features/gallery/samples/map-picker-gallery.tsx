import { Flex } from 'antd';
import { useState } from 'react';
import { MapSelect, type MapValue } from '@/widgets/map-picker';
import { GallerySample } from '../components/gallery-sample';

const STORED: MapValue = { adcode: '440000', location: '广东省', lng: 113.3245, lat: 23.1066, addressComponent: { province: '广东省', adcode: '440000' } };

/** The map picker: an empty field, and a stored value whose address key is `location`. */
export default function MapPickerGallery() {
  const [empty, setEmpty] = useState<MapValue>();
  const [stored, setStored] = useState<MapValue>(STORED);
  return (
    <Flex vertical gap={16}>
      <GallerySample title="选择地点" value={empty}>
        <MapSelect value={empty} onChange={setEmpty} />
      </GallerySample>
      <GallerySample title="回显（地址键location）" value={stored}>
        <MapSelect value={stored} onChange={setStored} addressKey="location" />
      </GallerySample>
    </Flex>
  );
}
