import { Card, Empty, Flex, Grid, Menu, Select, Spin, Typography } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { galleryEntries } from '../model/gallery-entries';

const entries = galleryEntries();
/** Made once per entry: React.lazy loads each page's chunk only when it is first shown. */
const pageElements = new Map<string, ReactElement>(
  entries.map((entry) => {
    const Page = lazy(entry.load);
    return [entry.key, <Page key={entry.key} />];
  }),
);

function groupedItems() {
  const groups = [...new Set(entries.map((entry) => entry.group))];
  return groups.map((group) => ({
    type: 'group' as const,
    key: `group:${group}`,
    label: group,
    children: entries.filter((entry) => entry.group === group).map((entry) => ({ key: entry.key, label: entry.title })),
  }));
}

const items = groupedItems();

/** 组件示例 (/examples/widgets, menu component examples/WidgetGallery): one page per widget, chosen by ?widget=. */
export function WidgetGalleryPage() {
  const [params, setParams] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const chosenKey = params.get('widget') ?? entries[0]?.key;
  const chosen = entries.find((entry) => entry.key === chosenKey);

  const choose = (key: string) => setParams({ widget: key });
  const page = chosen ? pageElements.get(chosen.key) : undefined;
  const narrow = !screens.md;

  return (
    <Flex gap={16} vertical={narrow} data-testid="widget-gallery" align="flex-start">
      {narrow ? (
        <Select
          aria-label="选择组件"
          style={{ width: '100%' }}
          value={chosen?.key}
          onChange={choose}
          options={items.map((group) => ({ label: group.label, options: group.children.map((item) => ({ value: item.key, label: item.label })) }))}
        />
      ) : (
        <Card size="small" styles={{ body: { padding: 4 } }} style={{ width: 200, flex: 'none', position: 'sticky', top: 0 }}>
          <Menu mode="inline" items={items} selectedKeys={chosen ? [chosen.key] : []} onClick={({ key }) => choose(key)} style={{ borderInlineEnd: 'none' }} />
        </Card>
      )}
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0, width: narrow ? '100%' : undefined }}>
        {chosen && page ? (
          <>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {chosen.title}
            </Typography.Title>
            <Suspense fallback={<Spin />}>
              {page}
            </Suspense>
          </>
        ) : (
          <Card>
            <Empty description={`没有名为 ${chosenKey ?? ''} 的组件示例`} />
          </Card>
        )}
      </Flex>
    </Flex>
  );
}
