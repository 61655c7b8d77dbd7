import { Statistic } from 'antd';
import { useState } from 'react';
import { PageHeaderLayout } from '@/widgets/page-header';
import { GallerySample } from '../components/gallery-sample';

const LOGO = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#1890ff"/><text x="14" y="19" font-size="14" text-anchor="middle" fill="#fff">M</text></svg>');
const AVATAR = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><circle cx="36" cy="36" r="36" fill="#87d068"/><text x="36" y="46" font-size="28" text-anchor="middle" fill="#fff">张</text></svg>');

/** The page header with every part: logo, title, avatar, description, links, search, tabs and figures. */
export default function PageHeaderGallery() {
  const [tab, setTab] = useState('info');
  const [search, setSearch] = useState<string>();
  return (
    <GallerySample title="完整页头" value={{ tab, search }}>
      <PageHeaderLayout
        title="项目详情"
        logo={LOGO}
        avatar={AVATAR}
        description="华东区外包项目，负责人张三，服务期 2026-01-01 至 2026-12-31。"
        links={[
          { title: '快速开始', href: '#start' },
          { title: '产品简介', href: '#intro' },
          { title: '产品文档', href: '#docs' },
        ]}
        onSearch={setSearch}
        searchPlaceholder="搜索项目内容"
        tabs={[
          { key: 'info', label: '基本信息' },
          { key: 'staff', label: '人员' },
          { key: 'contract', label: '合同' },
        ]}
        activeTab={tab}
        onTabChange={setTab}
        extra={<Statistic title="在岗人数" value={128} />}
      >
        <div style={{ padding: 16, background: '#fafafa' }}>当前标签：{tab}</div>
      </PageHeaderLayout>
    </GallerySample>
  );
}
