// /isystem/dict (menu component system/DictList): 数据字典 — search, advanced query, 添加, 编辑, 删除, 批量删除, 导出,
// 导入, 字典配置 (the items drawer), 刷新缓存 and the 回收站, with buttons following the user's permissions.
import { HddOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import type { Dictionary } from '../api/dict-api';
import { DictFormModal } from '../components/dict-form-modal';
import { DictItemsDrawer } from '../components/dict-items-drawer';
import { DictRecycleBinModal } from '../components/dict-recycle-bin-modal';
import { RefreshCacheButton } from '../components/refresh-cache-button';
import { useDictCacheReload } from '../hooks/use-dict-cache-reload';
import { dictResource } from '../model/dict-resource';

export function DictListPage() {
  const reloadCache = useDictCacheReload();
  const reloadList = useResourceReload(dictResource);
  const [configuring, setConfiguring] = useState<Dictionary | null>(null);
  const [recycleBinOpen, setRecycleBinOpen] = useState(false);
  return (
    <ResourceList
      resource={dictResource}
      form={DictFormModal}
      afterChange={reloadCache}
      rowActions={(row) => (
        <RowLink onClick={() => setConfiguring(row)}>
          <SettingOutlined /> 字典配置
        </RowLink>
      )}
      toolbar={
        <>
          <RefreshCacheButton />
          <Button icon={<HddOutlined />} onClick={() => setRecycleBinOpen(true)}>
            回收站
          </Button>
        </>
      }
    >
      <DictItemsDrawer dictionary={configuring} onClose={() => setConfiguring(null)} />
      {recycleBinOpen && (
        <DictRecycleBinModal
          onClose={() => {
            setRecycleBinOpen(false);
            void reloadList();
          }}
          onChanged={() => void reloadCache()}
        />
      )}
    </ResourceList>
  );
}
