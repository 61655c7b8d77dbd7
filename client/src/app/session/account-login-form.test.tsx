import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { AccountLoginForm } from './account-login-form';

const form = <AccountLoginForm onSigningIn={() => {}} onLoggedIn={() => {}} />;
const inputs = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>('input')];

describe('the prerendered account login form', () => {
  let container: HTMLElement | null = null;
  afterEach(() => container?.remove());

  it('takes no typing before hydration, so nothing typed is replaced by the hydrated empty form', async () => {
    installFakeBackend({ 'GET /sys/randomImage/{key}': () => ({ data: envelope(0, 'data:image/png;base64,AA==') }) });
    container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(inputs(container).map((input) => input.readOnly)).toEqual([true, true, true]);

    await act(async () => {
      hydrateRoot(container as HTMLElement, form);
    });
    expect(inputs(container).map((input) => input.readOnly)).toEqual([false, false, false]);
  });
});
