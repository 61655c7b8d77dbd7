import { Avatar, Card, Flex, Input, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderLink {
  title: string;
  href: string;
  icon?: ReactNode;
}

export interface PageHeaderTab {
  key: string;
  label: string;
}

export interface PageHeaderLayoutProps {
  title: ReactNode;
  /** Image URL shown before the title. */
  logo?: string;
  /** Image URL of a person or entity, shown large beside the description. */
  avatar?: string;
  description?: ReactNode;
  links?: PageHeaderLink[];
  /** A search box in the header; called with the text on enter or the search button. */
  onSearch?: (text: string) => void;
  searchPlaceholder?: string;
  tabs?: PageHeaderTab[];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  /** Content on the right of the header (figures, actions). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** The page header layout of 001 §2: title, logo, avatar, description, link list, search box and tabs above the page. */
export function PageHeaderLayout({
  title,
  logo,
  avatar,
  description,
  links,
  onSearch,
  searchPlaceholder = '请输入',
  tabs,
  activeTab,
  onTabChange,
  extra,
  children,
}: PageHeaderLayoutProps) {
  return (
    <Flex vertical gap={16}>
      <Card styles={{ body: { paddingBottom: tabs?.length ? 0 : undefined } }} data-testid="page-header">
        <Flex align="center" gap={8} wrap>
          {logo && <img src={logo} alt="logo" style={{ width: 28, height: 28 }} />}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </Flex>
        <Flex gap={16} wrap style={{ marginTop: 12 }} align="flex-start">
          {avatar && <Avatar size={72} src={avatar} alt="头像" />}
          <Flex vertical gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
            {description && <div>{description}</div>}
            {links?.length ? (
              <Flex gap={16} wrap role="list" aria-label="链接">
                {links.map((link) => (
                  <a key={link.href + link.title} href={link.href} role="listitem">
                    {link.icon} {link.title}
                  </a>
                ))}
              </Flex>
            ) : null}
            {onSearch && <Input.Search placeholder={searchPlaceholder} enterButton="搜索" onSearch={onSearch} style={{ maxWidth: 520 }} aria-label="搜索" />}
          </Flex>
          {extra && <div style={{ flex: '0 1 auto' }}>{extra}</div>}
        </Flex>
        {tabs?.length ? <Tabs activeKey={activeTab} onChange={onTabChange} items={tabs} style={{ marginTop: 8, marginBottom: 0 }} /> : null}
      </Card>
      {children}
    </Flex>
  );
}
