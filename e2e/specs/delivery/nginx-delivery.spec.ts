// The nginx image of docker-compose.yml delivers the client with the one-process server's policy (issue 15): the
// precompressed copies by what the browser accepts, hashed assets cached a year, the pages and config.js
// revalidated, /v1 proxied to the API. Docker is not available here, so Debian's nginx (scripts/ensure-browser.sh
// installs it) runs docker/nginx/default.conf.template as the image would render it, with the container's paths
// pointed at this checkout and the API upstream at this worker's mock server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../../fixtures';
import { baseURL } from '../../context-options';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const dist = join(repo, 'client/dist');
const configDir = join(repo, 'docker');

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is returned as it came over the wire (no decoding), to see what nginx really sent. */
function fetchRaw(port: number, path: string, acceptEncoding: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The template as the image renders it (envsubst of API_UPSTREAM), with the container's paths made local. */
function renderServerBlock(port: number): string {
  const template = readFileSync(join(repo, 'docker/nginx/default.conf.template'), 'utf8');
  const replacements: [string, string][] = [
    ['${API_UPSTREAM}', `${baseURL}/v1`],
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['listen [::]:8080;', ''],
    ['root /usr/share/nginx/html;', `root ${dist};`],
    ['root /etc/mis-client;', `root ${configDir};`],
  ];
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the nginx template no longer contains "${from}": update this spec`);
    return text.replaceAll(from, to);
  }, template);
}

let nginx: ChildProcess | null = null;
let port = 0;

test.beforeAll(async () => {
  port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'mis-nginx-'));
  // The official image's nginx.conf around the server block; one process, in the foreground, files in a temp folder.
  const conf = `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${renderServerBlock(port)}
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  nginx = spawn(NGINX, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx stopped (${nginx?.exitCode}): ${stderr}${readFileSync(`${prefix}/error.log`, 'utf8')}`);
        return fetchRaw(port, '/config.js', null).then((response) => response.status, () => 0);
      },
      { timeout: 15_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill();
});

const builtAsset = (extension: string) => {
  // The largest one: certainly large enough to have been precompressed.
  const files = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith(extension));
  const largest = files.sort((a, b) => readFileSync(join(dist, 'assets', b)).length - readFileSync(join(dist, 'assets', a)).length)[0];
  if (!largest) throw new Error(`no ${extension} in client/dist/assets`);
  return largest;
};

test('hashed scripts and styles: brotli, gzip or plain by what the browser accepts, each the built file, cached a year', async () => {
  for (const file of [builtAsset('.js'), builtAsset('.css')]) {
    const onDisk = readFileSync(join(dist, 'assets', file));
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [null, undefined],
    ] as const) {
      const response = await fetchRaw(port, `/assets/${file}`, accepts);
      expect(response.status, `${file} with ${accepts}`).toBe(200);
      expect(response.headers['content-encoding'], `${file} with ${accepts}`).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(file.endsWith('.js') ? /^application\/javascript/ : /^text\/css/);
      expect(decoded(response).equals(onDisk), `${file} with ${accepts} decodes to the built file`).toBe(true);
    }
  }
});

test('the prerendered login page and the app page are compressed and revalidated on every load', async () => {
  const login = await fetchRaw(port, '/user/login', 'br, gzip');
  expect(login.headers['content-encoding']).toBe('br');
  expect(login.headers['cache-control']).toBe('no-cache');
  expect(login.headers['content-type']).toMatch(/^text\/html/);
  expect(decoded(login).equals(readFileSync(join(dist, 'login.html')))).toBe(true);

  // Any other path of the single-page app gets index.html.
  const page = await fetchRaw(port, '/system/user', 'gzip');
  expect(page.status).toBe(200);
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(decoded(page).equals(readFileSync(join(dist, 'index.html')))).toBe(true);
});

test('config.js is the mounted file, revalidated; /v1 reaches the API', async () => {
  const config = await fetchRaw(port, '/config.js', 'br, gzip');
  expect(config.headers['cache-control']).toBe('no-cache');
  expect(config.headers['content-encoding']).toBeUndefined();
  expect(config.body.equals(readFileSync(join(configDir, 'config.js')))).toBe(true);

  const api = await fetchRaw(port, '/v1/sys/randomImage/nginx-check', null);
  expect(api.status).toBe(200);
  expect(JSON.parse(decoded(api).toString()) as { success: boolean }).toMatchObject({ success: true });
});
