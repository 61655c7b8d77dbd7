import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FieldHrefLink } from './field-href';

describe('FieldHrefLink', () => {
  it('opens an http(s) address in a new window and a path of the app in the app', () => {
    renderWithProviders(
      <>
        <FieldHrefLink href="https://example.com/a?id=1">外部</FieldHrefLink>
        <FieldHrefLink href="/online/cgformList/abc?id=1">内部</FieldHrefLink>
      </>,
    );
    const external = screen.getByRole('link', { name: '外部' });
    expect(external.getAttribute('href')).toBe('https://example.com/a?id=1');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '内部' }).getAttribute('href')).toBe('/online/cgformList/abc?id=1');
  });

  it('shows the text without a link when the stored address is a script or another scheme', () => {
    renderWithProviders(
      <>
        <p>
          <FieldHrefLink href="javascript:alert(1)">甲</FieldHrefLink>
        </p>
        <p>
          <FieldHrefLink href=" data:text/html,<script>alert(1)</script>">乙</FieldHrefLink>
        </p>
        <p>
          <FieldHrefLink href="//evil.example/x">丙</FieldHrefLink>
        </p>
      </>,
    );
    expect(screen.getByText('甲')).toBeTruthy();
    expect(screen.getByText('乙')).toBeTruthy();
    expect(screen.getByText('丙')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(document.querySelector('[href]')).toBeNull();
  });
});
