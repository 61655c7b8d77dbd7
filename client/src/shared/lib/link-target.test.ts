import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('opens http(s) addresses outside the app and paths of the app inside it', () => {
    expect(linkTarget('https://example.com/a?b=1')).toEqual({ kind: 'external', url: 'https://example.com/a?b=1' });
    expect(linkTarget(' HTTP://example.com ')).toEqual({ kind: 'external', url: 'HTTP://example.com' });
    expect(linkTarget('/online/cgreport/1?id=2')).toEqual({ kind: 'app', path: '/online/cgreport/1?id=2' });
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x', '/\\evil.example', 'https:///evil', 'isystem/user', ''])(
    'refuses %j',
    (href) => {
      expect(linkTarget(href)).toEqual({ kind: 'refused' });
    },
  );
});
