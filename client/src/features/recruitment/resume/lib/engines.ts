// The two libraries the extraction uses, loaded only when a resume is read (never in the main bundle).
// mammoth's browser build reads an ArrayBuffer; pdfjs-dist's legacy build is the one that runs on the product's
// oldest supported browsers (A-GEN-18: Chrome 90) and in Node (the unit tests).
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfjsModule = typeof Pdfjs;

export interface DocxEngine {
  extractRawText: (input: { arrayBuffer: ArrayBuffer }) => Promise<{ value: string }>;
  convertToHtml: (input: { arrayBuffer: ArrayBuffer }) => Promise<{ value: string }>;
}

export interface ResumeEngines {
  docx: () => Promise<DocxEngine>;
  pdf: () => Promise<PdfjsModule>;
  /** Where pdf.js reads the predefined CMaps of fonts a PDF does not embed (a URL, or a folder in Node). */
  cMapUrl: () => string;
}

let pdfjs: Promise<PdfjsModule> | undefined;

/** pdf.js with its worker: Vite emits the worker file and gives its URL (`?url`), pdf.js starts it from there. */
function browserPdfjs(): Promise<PdfjsModule> {
  pdfjs ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')]).then(([module, worker]) => {
    module.GlobalWorkerOptions.workerSrc = worker.default;
    return module;
  });
  return pdfjs;
}

export const browserEngines: ResumeEngines = {
  docx: () => import('mammoth/mammoth.browser.js').then((module) => (module.default ?? module) as DocxEngine),
  pdf: browserPdfjs,
  // Copied into the build by client/build/pdfjs-cmaps.ts; absolute, since pdf.js' worker fetches them.
  cMapUrl: () => new URL(`${import.meta.env.BASE_URL}pdfjs/cmaps/`, window.location.href).href,
};
