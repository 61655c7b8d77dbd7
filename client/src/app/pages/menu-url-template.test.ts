import { describe, expect, it } from 'vitest';
import { fillMenuUrl, resolvePropertyPath } from './menu-url-template';

const scope = {
  window: {
    _CONFIG: { domianURL: 'https://api.example/jeecg-boot', port: 8080 },
    location: { origin: 'https://app.example' },
    list: ['zero', 'one'],
  },
  token: 'abc',
};

describe('fillMenuUrl', () => {
  it.each([
    ["{{ window._CONFIG['domianURL'] }}/doc.html", 'https://api.example/jeecg-boot/doc.html'],
    ['{{window._CONFIG["domianURL"]}}/jmreport/list', 'https://api.example/jeecg-boot/jmreport/list'],
    ['{{ window._CONFIG.domianURL }}/a?x={{ window._CONFIG.port }}', 'https://api.example/jeecg-boot/a?x=8080'],
    ['{{ window.location.origin }}/x', 'https://app.example/x'],
    ['{{ window.list[1] }}', 'one'],
    ['/report?token={{ token }}', '/report?token=abc'],
    ['https://plain.example/no/placeholders', 'https://plain.example/no/placeholders'],
  ])('A-GUARD-15 %s → %s', (template, expected) => {
    expect(fillMenuUrl(template, scope)).toBe(expected);
  });

  it.each([
    "{{ alert('x') }}",
    '{{ window._CONFIG.domianURL + 1 }}',
    '{{ (() => 1)() }}',
    '{{ window.constructor }}',
    "{{ window['__proto__'] }}",
    '{{ missing.deep.path }}',
    '{{ window._CONFIG }}',
  ])('A-GUARD-15 never executes or leaks %s (becomes empty)', (template) => {
    expect(fillMenuUrl(template, scope)).toBe('');
  });

  it('resolves nested paths and stops at missing steps', () => {
    expect(resolvePropertyPath("window._CONFIG['port']", scope)).toBe(8080);
    expect(resolvePropertyPath('window.nothing.more', scope)).toBeUndefined();
  });
});
