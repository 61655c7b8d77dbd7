// Brotli and gzip copies of every text file of the build (name.br, name.gz beside name), so the servers send the
// best encoding the browser accepts without compressing per request: @fastify/static's preCompressed in the
// one-process server, gzip_static and the .br lookup in docker/nginx. Brotli at its best level cuts the login
// page's bytes by about a fifth against gzip; doing it once at build time costs a few seconds, never a request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

/**
 * Files left as they are: config.js is replaced per deployment after the build (README), so a compressed copy
 * would go on serving the build's default; the manifest is the build's own record, not served to browsers.
 */
const LEFT_PLAIN = new Set(['config.js', '.vite/manifest.json']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface Precompressed {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes name.br and name.gz beside each text file under `dir` that compresses to fewer bytes. */
export async function precompressDirectory(dir: string): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file) && !LEFT_PLAIN.has(relative(dir, file).split('\\').join('/')));
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file is not worth a lookup; the server then sends the file itself.
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      return { file: relative(dir, file), bytes: content.length, brotli: br.length, gzip: gz.length };
    }),
  );
}

/** The Vite plugin: compresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mis:precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, after every file is written (the prerendered login page too).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written = await precompressDirectory(outDir);
        const total = (key: 'bytes' | 'brotli' | 'gzip') => Math.round(written.reduce((sum, entry) => sum + entry[key], 0) / 1024);
        this.info(`precompressed ${written.length} files: ${total('bytes')} kB → brotli ${total('brotli')} kB, gzip ${total('gzip')} kB`);
      },
    },
  };
}
