import type { PageProps } from './page-props';

/** layouts/IframePageView: shows the menu's url inside the content area. */
export function IframePage({ route }: PageProps) {
  return (
    <iframe
      src={route.url}
      title={route.title}
      style={{ width: '100%', height: 'calc(100vh - 190px)', border: 0, background: '#fff' }}
    />
  );
}
