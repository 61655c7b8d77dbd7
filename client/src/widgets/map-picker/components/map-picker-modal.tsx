import { App, Button, Descriptions, Empty, Flex, Input, List, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM } from '@/shared/config/widget-constants';
import { confirmProblem, REVERSE_FAILED_MESSAGE, type LngLat, type MapLocation, type MapPlace } from '../model/location';
import { activeProvider } from '../providers/active-provider';
import type { MapProvider } from '../providers/map-provider';

export interface MapPickerModalProps {
  open: boolean;
  /** The location shown when the modal opens. */
  value?: MapLocation;
  title?: string;
  onOk: (location: MapLocation) => void;
  onCancel: () => void;
}

/** Where the map starts without a stored location. */
const DEFAULT_CENTER: LngLat = { lng: 116.397, lat: 39.909 };

/** The map location picker of 001 §2: keyword search, click to choose, the address with longitude and latitude. */
export function MapPickerModal({ open, value, title = '选择地点', onOk, onCancel }: MapPickerModalProps) {
  const { message } = App.useApp();
  const [provider, setProvider] = useState<MapProvider>();
  const [center, setCenter] = useState<LngLat>(value ?? DEFAULT_CENTER);
  const [zoom, setZoom] = useState(value ? MAP_SELECTED_ZOOM : MAP_DEFAULT_ZOOM);
  const [chosen, setChosen] = useState<MapLocation | undefined>(value);
  const [places, setPlaces] = useState<MapPlace[]>();
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts from the stored location (or none, at the default zoom).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChosen(value);
      setCenter(value ?? DEFAULT_CENTER);
      setZoom(value ? MAP_SELECTED_ZOOM : MAP_DEFAULT_ZOOM);
      setPlaces(undefined);
    }
  }

  useEffect(() => {
    if (!open || provider) return;
    let alive = true;
    void activeProvider().then((loaded) => alive && setProvider(loaded));
    return () => {
      alive = false;
    };
  }, [open, provider]);

  const choose = async (point: LngLat, place?: MapPlace) => {
    if (!provider) return;
    setBusy(true);
    try {
      const found = await provider.reverse(point);
      setChosen(place ? { ...found, adcode: place.adcode || found.adcode, address: place.address || found.address } : found);
      setCenter(point);
      setZoom(MAP_SELECTED_ZOOM);
    } catch (error) {
      setChosen(undefined);
      void message.warning(error instanceof Error && error.message ? error.message : REVERSE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const search = async (keyword: string) => {
    if (!keyword.trim()) {
      void message.warning('请输入搜索内容');
      return;
    }
    if (!provider) return;
    setBusy(true);
    try {
      setPlaces(await provider.search(keyword.trim()));
    } catch {
      setPlaces([]);
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    const problem = confirmProblem(chosen);
    if (problem) {
      void message.warning(problem);
      return;
    }
    onOk(chosen as MapLocation);
  };

  const View = provider?.View;
  return (
    <Modal open={open} title={title} width={900} onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <Flex vertical gap={12}>
        <Input.Search placeholder="请输入关键字搜索地点" enterButton="搜索" onSearch={(text) => void search(text)} aria-label="搜索地点" />
        {places && (
          <List
            size="small"
            bordered
            style={{ maxHeight: 160, overflowY: 'auto' }}
            aria-label="搜索结果"
            dataSource={places}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有查询到任何数据" /> }}
            renderItem={(place) => (
              <List.Item>
                <Button type="link" size="small" onClick={() => void choose(place, place)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
                  {place.address}
                </Button>
              </List.Item>
            )}
          />
        )}
        <Spin spinning={busy || !View}>
          {View ? <View center={center} zoom={zoom} marker={chosen} onPick={(point) => void choose(point)} onZoom={setZoom} /> : <div style={{ height: 360 }} />}
        </Spin>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          data-testid="map-current"
          items={[
            { key: 'address', label: '当前地址', children: chosen?.address || '—' },
            { key: 'lng', label: '经度', children: chosen ? chosen.lng.toFixed(6) : '—' },
            { key: 'lat', label: '纬度', children: chosen ? chosen.lat.toFixed(6) : '—' },
          ]}
        />
      </Flex>
    </Modal>
  );
}
