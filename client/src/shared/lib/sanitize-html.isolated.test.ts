import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// happy-dom's DOM traversal defeats DOMPurify (it returns scripts untouched there), so what the sanitiser removes
// is proven in real Chromium against the XSS corpus: e2e/specs/security/xss-corpus.spec.ts. Here: how it is called.
const sanitize = vi.fn((html: string) => `clean:${html}`);
const addHook = vi.fn();
vi.mock('dompurify', () => ({ default: () => ({ sanitize, addHook }) }));

describe('sanitizeHtml', () => {
  it('hands HTML to DOMPurify with the HTML profile, style sheets, media and forms forbidden', () => {
    expect(sanitizeHtml('<p>a</p><script>x</script>')).toBe('clean:<p>a</p><script>x</script>');
    const [html, config] = sanitize.mock.calls[0] as unknown as [string, { USE_PROFILES: unknown; FORBID_TAGS: string[]; FORBID_ATTR: string[] }];
    expect(html).toBe('<p>a</p><script>x</script>');
    expect(config.USE_PROFILES).toEqual({ html: true });
    expect(config.FORBID_TAGS).toEqual(expect.arrayContaining(['style', 'form', 'video', 'audio']));
    expect(config.FORBID_ATTR).toEqual(expect.arrayContaining(['srcset', 'background']));
  });
  it('drops a style attribute that loads a resource and keeps a colour', () => {
    sanitizeHtml('<p>x</p>');
    const hook = addHook.mock.calls[0]?.[1] as (node: unknown, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void;
    const loading = { attrName: 'style', attrValue: 'background: URL(http://evil.example/a.png)', keepAttr: true };
    const colour = { attrName: 'style', attrValue: 'color: rgb(230, 0, 0)', keepAttr: true };
    hook(null, loading);
    hook(null, colour);
    expect(loading.keepAttr).toBe(false);
    expect(colour.keepAttr).toBe(true);
  });
  it('gives an empty string for no content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
