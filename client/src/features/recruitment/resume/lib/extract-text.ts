// A resume's text, read by maintained libraries (mammoth for .docx, pdf.js for .pdf), with a Chinese message for
// every file it cannot read. No text is ever made up: a PDF without a text layer gives its message and no text.
import { browserEngines, type ResumeEngines } from './engines';
import { contentMatches, RESUME_MAX_BYTES, resumeKindOf, ResumeText, type ResumeKind } from './resume-file';

export type ResumeExtraction =
  | { ok: true; kind: ResumeKind; text: string; /** The .docx as HTML, for the preview (not yet sanitised). */ html?: string }
  | { ok: false; message: string };

interface ReadableFile {
  name: string;
  size: number;
  arrayBuffer: () => Promise<ArrayBuffer>;
}

const refuse = (message: string): ResumeExtraction => ({ ok: false, message });

/** Normalises line ends and blank runs so the proposal reads lines the same way from both formats. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0\u3000]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

async function readDocx(buffer: ArrayBuffer, engines: ResumeEngines): Promise<ResumeExtraction> {
  const mammoth = await engines.docx();
  try {
    // Each call unzips its own copy: mammoth's zip reader may hold on to the buffer it was given.
    const [raw, html] = await Promise.all([mammoth.extractRawText({ arrayBuffer: buffer.slice(0) }), mammoth.convertToHtml({ arrayBuffer: buffer.slice(0) })]);
    const text = tidy(raw.value);
    return text ? { ok: true, kind: 'docx', text, html: html.value } : refuse(ResumeText.noText);
  } catch {
    return refuse(ResumeText.corrupt);
  }
}

async function readPdf(buffer: ArrayBuffer, engines: ResumeEngines): Promise<ResumeExtraction> {
  const pdfjs = await engines.pdf();
  // pdf.js transfers the bytes to its worker, so it gets a copy and the caller keeps the original.
  const task = pdfjs.getDocument({
    data: new Uint8Array(buffer.slice(0)),
    cMapUrl: engines.cMapUrl(),
    cMapPacked: true,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    const text = tidy(pages.join('\n'));
    return text ? { ok: true, kind: 'pdf', text } : refuse(ResumeText.scanned);
  } catch (error) {
    return refuse(error instanceof Error && error.name === 'PasswordException' ? ResumeText.encrypted : ResumeText.corrupt);
  } finally {
    await task.destroy();
  }
}

/** Reads a chosen resume; `engines` are the browser's unless a test gives Node's. */
export async function extractResumeText(file: ReadableFile, engines: ResumeEngines = browserEngines): Promise<ResumeExtraction> {
  const kind = resumeKindOf(file.name);
  if (typeof kind !== 'string') return refuse(kind.problem);
  if (file.size === 0) return refuse(ResumeText.empty);
  if (file.size > RESUME_MAX_BYTES) return refuse(ResumeText.tooLarge);
  const buffer = await file.arrayBuffer();
  if (!contentMatches(kind, new Uint8Array(buffer))) return refuse(ResumeText.corrupt);
  return kind === 'docx' ? readDocx(buffer, engines) : readPdf(buffer, engines);
}
