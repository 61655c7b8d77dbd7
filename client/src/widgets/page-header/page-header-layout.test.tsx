import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PageHeaderLayout } from './page-header-layout';

describe('PageHeaderLayout', () => {
  it('B-LAYOUT-03 shows title, logo, avatar, description, link list, search box and tabs; search and tabs report back', async () => {
    const onSearch = vi.fn();
    const onTabChange = vi.fn();
    renderWithProviders(
      <PageHeaderLayout
        title="项目详情"
        logo="/logo.png"
        avatar="/avatar.png"
        description="项目的说明"
        links={[
          { title: '快速开始', href: '#start' },
          { title: '产品文档', href: '#docs' },
        ]}
        onSearch={onSearch}
        tabs={[
          { key: 'info', label: '基本信息' },
          { key: 'members', label: '成员' },
        ]}
        activeTab="info"
        onTabChange={onTabChange}
      >
        页面内容
      </PageHeaderLayout>,
    );
    expect(screen.getByRole('heading', { name: '项目详情' })).toBeInTheDocument();
    expect(screen.getByAltText('logo')).toHaveAttribute('src', '/logo.png');
    expect(screen.getByAltText('头像')).toHaveAttribute('src', '/avatar.png');
    expect(screen.getByText('项目的说明')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((link) => link.textContent?.trim())).toEqual(['快速开始', '产品文档']);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), '合同{Enter}');
    expect(onSearch).toHaveBeenCalledWith('合同', expect.anything(), expect.anything());
    await userEvent.click(screen.getByRole('tab', { name: '成员' }));
    expect(onTabChange).toHaveBeenCalledWith('members');
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('B-LAYOUT-03 a part not given is not shown', () => {
    renderWithProviders(<PageHeaderLayout title="项目详情">页面内容</PageHeaderLayout>);
    expect(screen.getByRole('heading', { name: '项目详情' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
