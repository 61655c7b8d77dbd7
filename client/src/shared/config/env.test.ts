import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_PREVIEW_URL, DEFAULT_SIGNATURE_SECRET, resolveAppConfig, subAppsOf } from './env';

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
    expect(resolveAppConfig({ apiBaseUrl: '/api' }, {}).oauth2LoginEnabled).toBe(false);
  });

  it('switches the OAuth2 login on only when the run-time config says exactly true', () => {
    expect(resolveAppConfig({ oauth2LoginEnabled: true }, {}).oauth2LoginEnabled).toBe(true);
    expect(resolveAppConfig({ oauth2LoginEnabled: 'true' as unknown as boolean }, {}).oauth2LoginEnabled).toBe(false);
  });

  it('A-ENV-03 configures the file preview host: the upstream one by default, overridable at build and at run time', () => {
    expect(resolveAppConfig(undefined, {}).filePreviewURL).toBe(DEFAULT_FILE_PREVIEW_URL);
    expect(DEFAULT_FILE_PREVIEW_URL).toBe('http://fileview.jeecg.com/onlinePreview');
    expect(resolveAppConfig(undefined, { VITE_FILE_PREVIEW_URL: 'http://preview.local/onlinePreview/' }).filePreviewURL).toBe('http://preview.local/onlinePreview');
    expect(resolveAppConfig({ filePreviewURL: 'https://view.example' }, { VITE_FILE_PREVIEW_URL: 'http://x' }).filePreviewURL).toBe('https://view.example');
  });

  it('A-ENV-04 configures the object-storage host, defaulting to the static domain', () => {
    expect(resolveAppConfig(undefined, {}).ossDomainURL).toBe('/v1/sys/common/static');
    expect(resolveAppConfig(undefined, { VITE_OSS_DOMAIN_URL: 'https://oss.example/bucket/' }).ossDomainURL).toBe('https://oss.example/bucket');
    expect(resolveAppConfig({ ossDomainURL: 'https://cdn.example' }, {}).ossDomainURL).toBe('https://cdn.example');
  });

  it('A-ENV-06 registers sub-applications from the VUE_APP_SUB_ variables, by name', () => {
    const build = { VITE_API_BASE_URL: '/v1', VUE_APP_SUB_report: ' //host/report ', VUE_APP_SUB_erp: '//host/erp', VUE_APP_SUB_: '//nameless', VUE_APP_SUB_blank: ' ' };
    expect(subAppsOf(build)).toEqual([
      { name: 'erp', entry: '//host/erp' },
      { name: 'report', entry: '//host/report' },
    ]);
    expect(resolveAppConfig(undefined, build).subApps.map((app) => app.name)).toEqual(['erp', 'report']);
    expect(resolveAppConfig(undefined, {}).subApps).toEqual([]);
  });

  it('A-ENV-07 error reporting samples every trace', () => {
    expect(resolveAppConfig(undefined, {}).errorTracesSampleRate).toBe(1);
  });
});

describe('the map provider choice in the run-time config', () => {
  it.each([
    ['nothing configured: the offline map', undefined, null],
    ['a key without a security code: the offline map', { amapKey: 'k-123' }, null],
    ['a security code without a key: the offline map', { amapSecurityCode: 's-456' }, null],
    ['blank values: the offline map', { amapKey: '  ', amapSecurityCode: ' ' }, null],
    ['both given: AMap, trimmed', { amapKey: ' k-123 ', amapSecurityCode: 's-456 ' }, { key: 'k-123', securityCode: 's-456' }],
  ])('%s', (_case, runtime, expected) => {
    expect(resolveAppConfig(runtime, {}).amap).toEqual(expected);
  });
});
