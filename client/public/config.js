// Run-time settings read by the client before it starts (client/src/shared/config/env.ts).
// A deployment replaces this file, e.g.:
//   window.__MIS_CONFIG__ = { apiBaseUrl: 'https://real.example/jeecg-boot' };
// Keys: apiBaseUrl, staticDomainURL, signatureSecret. Empty means the build-time defaults.
// oauth2LoginEnabled: true switches the OAuth2 login (企业微信 / 钉钉 → /oauth2-app/login) on; it is off by default.
// amapKey and amapSecurityCode (both) switch the map picker to the online AMap; without them it uses the offline map.
window.__MIS_CONFIG__ = {};
