// Run-time client configuration, served by the `web` service at /config.js (see docker-compose.yml).
// Edit and reload the page; no rebuild needed. apiBaseUrl defaults to the build-time VITE_API_BASE_URL (/v1),
// which nginx proxies to API_UPSTREAM. To call a backend directly instead, for example:
//   window.__MIS_CONFIG__ = { apiBaseUrl: 'https://backend.example/jeecg-boot' };
window.__MIS_CONFIG__ = {};
