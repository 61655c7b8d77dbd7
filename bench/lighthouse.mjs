// npm run bench:lighthouse — the login page as a new user meets it, measured by Lighthouse (the npm package,
// driving Debian's Chromium through chrome-launcher; nothing leaves the machine) against the one-process server
// of `npm start` serving client/dist: desktop and mobile (Lighthouse's default: a mid-range phone on a slow
// 4G link, simulated), three runs each, the medians of LCP, FCP, TBT, CLS and the bytes transferred, printed
// beside the targets of issue 15 and the figures of the peers' login pages measured the same way.
//
// BENCH_RUNS (default 3) sets the runs per form factor; BENCH_PORT_BASE a fixed port; BENCH_SERVER_ROOT another
// checkout whose built server and client to measure (e.g. the commit before a change, for a before/after).
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, startServer, table } from './lib.mjs';

const root = process.env.BENCH_SERVER_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** Issue 15's targets for our login page. */
const TARGETS = {
  desktop: { lcp: 600, tbt: 10, cls: 0.02, kb: 170 },
  mobile: { lcp: 1500, tbt: 200, cls: 0.02, kb: 170 },
};

/** The peers' login pages (issue 15: built from their public sources, served with gzip, same Lighthouse runs). */
const PEERS = [
  { name: 'ant-design-pro v6', desktop: [1050, 1050], mobile: [5300, 5300] },
  { name: 'vue-vben-admin v5', desktop: [1500, 1500], mobile: [1500, 1700] },
  { name: 'jeecgboot-vue3', desktop: [3000, 3000], mobile: [3300, 3300] },
];

const AUDITS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
};

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer('node', ['mock-server/dist/server.js'], {
  cwd: root,
  env: { PORT: String(port), HOST: '127.0.0.1' },
  probe: `${base}/v1/sys/randomImage/bench-probe`,
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One Lighthouse run of the login page: the five figures, in ms, unitless (CLS) and bytes. */
async function measure(config) {
  const result = await lighthouse(`${base}/user/login`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
  const { audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return Object.fromEntries(Object.entries(AUDITS).map(([key, audit]) => [key, audits[audit].numericValue]));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const medians = {};
  const samples = { desktop: [], mobile: [] };
  // Interleaved, so a burst of load from elsewhere on the machine falls on both form factors alike.
  for (let run = 0; run < runs; run++) {
    samples.desktop.push(await measure(desktopConfig));
    samples.mobile.push(await measure(undefined));
  }
  for (const [formFactor, list] of Object.entries(samples)) {
    medians[formFactor] = Object.fromEntries(Object.keys(AUDITS).map((key) => [key, median(list.map((sample) => sample[key]))]));
    console.log(`\n${formFactor}, ${runs} runs:`);
    table(list.map((sample, i) => ({ run: i + 1, 'LCP ms': Math.round(sample.lcp), 'FCP ms': Math.round(sample.fcp), 'TBT ms': Math.round(sample.tbt), CLS: sample.cls.toFixed(3), KB: (sample.bytes / 1024).toFixed(1) })));
  }

  console.log('\nMedians against the targets of issue 15:');
  const rows = [];
  for (const formFactor of ['desktop', 'mobile']) {
    const ours = medians[formFactor];
    const target = TARGETS[formFactor];
    const kb = ours.bytes / 1024;
    rows.push(
      { figure: `${formFactor} LCP`, median: `${Math.round(ours.lcp)} ms`, target: `≤ ${target.lcp} ms`, met: ours.lcp <= target.lcp ? 'yes' : 'NO' },
      { figure: `${formFactor} FCP`, median: `${Math.round(ours.fcp)} ms`, target: '', met: '' },
      { figure: `${formFactor} TBT`, median: `${Math.round(ours.tbt)} ms`, target: `≤ ${target.tbt} ms`, met: ours.tbt <= target.tbt ? 'yes' : 'NO' },
      { figure: `${formFactor} CLS`, median: ours.cls.toFixed(3), target: `≤ ${target.cls}`, met: ours.cls <= target.cls ? 'yes' : 'NO' },
      { figure: `${formFactor} bytes`, median: `${kb.toFixed(1)} KB`, target: `≤ ${target.kb} KB`, met: kb <= target.kb ? 'yes' : 'NO' },
    );
  }
  table(rows);

  console.log('\nLCP beside the peers (ours ÷ theirs; below 1 is faster than them):');
  const ratio = (ours, [low, high]) => (low === high ? (ours / low).toFixed(2) : `${(ours / high).toFixed(2)}–${(ours / low).toFixed(2)}`);
  const seconds = ([low, high]) => (low === high ? `${low / 1000} s` : `${low / 1000}–${high / 1000} s`);
  table(
    PEERS.map((peer) => ({
      peer: peer.name,
      'desktop LCP': seconds(peer.desktop),
      'ours ÷ theirs (desktop)': ratio(medians.desktop.lcp, peer.desktop),
      'mobile LCP': seconds(peer.mobile),
      'ours ÷ theirs (mobile)': ratio(medians.mobile.lcp, peer.mobile),
    })),
  );
} finally {
  await chrome.kill();
  server.stop();
}
