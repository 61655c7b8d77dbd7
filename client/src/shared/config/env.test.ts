import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNATURE_SECRET, resolveAppConfig } from './env';

describe('resolveAppConfig', () => {
  it('A-HTTP-02 A-ENV-01 falls back to /v1 when nothing is configured', () => {
    const config = resolveAppConfig(undefined, {});
    expect(config.apiBaseUrl).toBe('/v1');
    expect(config.apiBaseUrl.endsWith('/v1')).toBe(true);
  });

  it('A-HTTP-01 takes the build-time base URL', () => {
    expect(resolveAppConfig(undefined, { VITE_API_BASE_URL: '/api/v1' }).apiBaseUrl).toBe('/api/v1');
  });

  it('A-HTTP-01 lets window.__MIS_CONFIG__ override the build at run time', () => {
    const config = resolveAppConfig({ apiBaseUrl: 'https://real.example/jeecg-boot/' }, { VITE_API_BASE_URL: '/v1' });
    expect(config.apiBaseUrl).toBe('https://real.example/jeecg-boot');
  });

  it('treats blank run-time values as unset', () => {
    expect(resolveAppConfig({ apiBaseUrl: '  ' }, { VITE_API_BASE_URL: '/x' }).apiBaseUrl).toBe('/x');
  });

  it('derives the static domain from the base URL unless configured', () => {
    expect(resolveAppConfig(undefined, {}).staticDomainURL).toBe('/v1/sys/common/static');
    expect(resolveAppConfig({ staticDomainURL: 'https://cdn.example/files/' }, {}).staticDomainURL).toBe(
      'https://cdn.example/files',
    );
  });

  it('uses the upstream signature secret by default and accepts an override', () => {
    expect(resolveAppConfig(undefined, {}).signatureSecret).toBe('dd05f1c54d63749eda95f9fa6d49v442a');
    expect(DEFAULT_SIGNATURE_SECRET).toBe('dd05f1c54d63749eda95f9fa6d49v442a');
    expect(resolveAppConfig({ signatureSecret: 'other' }, {}).signatureSecret).toBe('other');
  });

  it('A-ENV-02 A-ENV-05 keeps single sign-on and OAuth2 login off', () => {
    const config = resolveAppConfig(undefined, {});
    expect(config.ssoEnabled).toBe(false);
    expect(config.oauth2LoginEnabled).toBe(false);
  });
});
