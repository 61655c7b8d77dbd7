import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { announcementSocketUrl } from './socket-url';
import { sanitizeHtml } from './sanitize-html';

// happy-dom's DOM traversal defeats DOMPurify (it returns scripts untouched there), so what the sanitiser removes
// is proven in real Chromium: e2e/specs/announcements/announcement-xss.spec.ts. Here: that it is the one used.
vi.mock('dompurify', () => ({ default: { sanitize: vi.fn((html: string) => `clean:${html}`) } }));

describe('sanitizeHtml', () => {
  it('hands announcement HTML to DOMPurify with the HTML profile', () => {
    expect(sanitizeHtml('<p>a</p><script>x</script>')).toBe('clean:<p>a</p><script>x</script>');
    expect(DOMPurify.sanitize).toHaveBeenCalledWith('<p>a</p><script>x</script>', { USE_PROFILES: { html: true } });
  });
  it('gives an empty string for no content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('announcementSocketUrl', () => {
  it('builds a ws URL under a relative API base', () => {
    expect(announcementSocketUrl('/v1', 'u1', 'http://127.0.0.1:18080/dashboard/analysis')).toBe('ws://127.0.0.1:18080/v1/websocket/u1');
  });
  it('builds a wss URL under an absolute https API base', () => {
    expect(announcementSocketUrl('https://real.example/jeecg-boot/', 'u1', 'http://x/')).toBe('wss://real.example/jeecg-boot/websocket/u1');
  });
});
