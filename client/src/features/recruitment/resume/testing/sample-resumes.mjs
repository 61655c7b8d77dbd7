// Real resume files for the extraction tests, made here with the `docx` and `pdfkit` packages (nothing copied in).
// Plain JavaScript on purpose: pdfkit's types pull Node's into the client's type check (see sample-resumes.d.mts).
import { deflateSync, crc32 } from 'node:zlib';
import { existsSync } from 'node:fs';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, HeadingLevel } from 'docx';
import PDFDocument from 'pdfkit';

/** Debian's fonts-wqy-zenhei: a CJK font pdfkit can embed, so the PDF's text layer holds the Chinese text. */
export const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
export const hasCjkFont = () => existsSync(CJK_FONT);

const bytesOf = (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** A .docx: a title, paragraphs, and optionally a two-column table of label / value rows (as resume templates lay out). */
export async function docxResume({ title, paragraphs = [], table = [] }) {
  const children = [];
  if (title) children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }));
  if (table.length) {
    children.push(new Table({ rows: table.map((cells) => new TableRow({ children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) })) }));
  }
  for (const text of paragraphs) children.push(new Paragraph({ children: [new TextRun(text)] }));
  return bytesOf(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

function pdfBytes(build, options = {}) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(bytesOf(Buffer.concat(chunks))));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

/** A text PDF, one array of lines per page, in the CJK font. */
export function pdfResume(pages, options = {}) {
  return pdfBytes((doc) => {
    doc.font(CJK_FONT, 'WenQuanYiZenHei').fontSize(12);
    pages.forEach((lines, index) => {
      if (index > 0) doc.addPage();
      for (const line of lines) doc.text(line);
    });
  }, options);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey-scale PNG with dark bars where lines of text would be: what a scanner makes of a page. */
export function scannedPagePng(width = 200, height = 280) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey scale
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1); // filter byte 0, then the pixels
    const inLine = y % 14 < 6 && y > 20 && y < height - 20;
    for (let x = 1; x <= width; x++) row[x] = inLine && x > 20 && x < width - 20 - (y % 50) ? 40 : 245;
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PDF whose pages are only images, with no text layer at all. */
export function scannedPdf(pageCount = 2) {
  return pdfBytes((doc) => {
    for (let page = 0; page < pageCount; page++) {
      if (page > 0) doc.addPage();
      doc.image(scannedPagePng(), 50, 50, { width: 495 });
    }
  });
}
