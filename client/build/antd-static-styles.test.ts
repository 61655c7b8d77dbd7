import { describe, expect, it } from 'vitest';
import { ANTD_STYLESHEET_ATTRIBUTE, antdComponentsImported, antdStylesheet, withAntdStylesheet } from './antd-static-styles';

describe('antd static styles', () => {
  it('reads the components a file imports by value, not its types or aliases', () => {
    const source = [
      "import { Button, type FormProps, Table as AntTable } from 'antd';",
      "import {\n  Input,\n  InputNumber,\n} from 'antd';",
      "import type { TableProps } from 'antd';",
      "import zhCN from 'antd/locale/zh_CN';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(antdComponentsImported(source)).toEqual(['Button', 'Table', 'Input', 'InputNumber']);
  });

  it('links the stylesheet ahead of the stylesheets and scripts of the build, after the meta tags', () => {
    const index = [
      '<!doctype html>',
      '<html lang="zh-CN">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <script defer src="/config.js"></script>',
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n');
    const linked = withAntdStylesheet(index, '/assets/antd-c3.css');
    const order = ['charset', `href="/assets/antd-c3.css" ${ANTD_STYLESHEET_ATTRIBUTE}`, 'config.js', 'index-a1.js', 'index-b2.css'].map((part) => linked.indexOf(part));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(linked).toContain('    <link rel="stylesheet" href="/assets/antd-c3.css" data-antd-static>\n    <script defer');
  });

  it('names the stylesheet by a disabled link when asked (login.html: not fetched until the sign-in enables it)', () => {
    const page = '<html><head>\n    <script defer src="/config.js"></script>\n  </head></html>';
    expect(withAntdStylesheet(page, '/assets/antd-c3.css', { disabled: true })).toContain(
      `    <link rel="stylesheet" href="/assets/antd-c3.css" ${ANTD_STYLESHEET_ATTRIBUTE} disabled>\n    <script defer`,
    );
  });

  it('refuses a page without a stylesheet or script in its head', () => {
    expect(() => withAntdStylesheet('<html><head><title>x</title></head></html>', '/a.css')).toThrow(/no stylesheet or script/);
  });

  it('holds the components asked for and the cache-path rule that names each of them', () => {
    const css = antdStylesheet(['Button', 'Tag']);
    const paths = /data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
    expect(paths).toMatch(/\|Button-Button\|ant-btn\|/);
    expect(paths).toMatch(/\|Tag-Tag\|ant-tag\|/);
    expect(paths).not.toMatch(/Table-Table/);
    expect(css).toContain('.ant-btn');
  });
});
