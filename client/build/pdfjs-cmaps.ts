// pdf.js' predefined Adobe CMaps served at /pdfjs/cmaps/ (build: copied into dist; dev: read from pdfjs-dist). A PDF
// whose Chinese font is not embedded (STSong-Light with UniGB-UCS2-H, as iText writes them) is read through these;
// without them pdf.js finds no text in it. The files are fetched one by one, only for such a PDF.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export const CMAPS_PATH = 'pdfjs/cmaps/';

const cmapsDir = () => join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');

export function pdfjsCmaps(): Plugin {
  return {
    name: 'mis:pdfjs-cmaps',
    configureServer(server) {
      server.middlewares.use(`/${CMAPS_PATH}`, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\/+/, '').split('?')[0] ?? '';
        if (!/^[\w.-]+\.bcmap$/.test(name)) return next();
        try {
          response.setHeader('content-type', 'application/octet-stream');
          response.end(readFileSync(join(cmapsDir(), name)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const name of readdirSync(cmapsDir()).filter((file) => file.endsWith('.bcmap'))) {
        this.emitFile({ type: 'asset', fileName: `${CMAPS_PATH}${name}`, source: readFileSync(join(cmapsDir(), name)) });
      }
    },
  };
}
