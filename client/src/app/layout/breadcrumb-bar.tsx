import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { Crumb } from '../pages/build-routes';
import { breadcrumbEntries } from '../pages/page-title';

export function BreadcrumbBar({ trail }: { trail: readonly Crumb[] }) {
  const items = breadcrumbEntries(trail).map((entry) => ({
    title: entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title,
  }));
  return <Breadcrumb items={items} style={{ marginBottom: 16 }} />;
}
