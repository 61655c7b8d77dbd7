// Real resume files for the extraction tests, made here with the `docx` and `pdfkit` packages (nothing copied in).
// Plain JavaScript on purpose: pdfkit's types pull Node's into the client's type check (see sample-resumes.d.mts).
import { deflateSync, crc32 } from 'node:zlib';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** pdf.js' predefined CMaps in node_modules, the folder the browser build serves at /pdfjs/cmaps/. */
export const PDFJS_CMAPS_DIR = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps') + '/';

/**
 * A PDF whose Chinese font is not embedded: Adobe's STSong-Light named with the UniGB-UCS2-H encoding, the text as
 * UCS-2 codes (what iText writes for Chinese without a font file). Readable only through the predefined CMaps.
 */
export function nonEmbeddedCjkPdf(lines) {
  const hex = (text) => [...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
  const content = lines.map((line, index) => `BT /F1 12 Tf 50 ${790 - index * 20} Td <${hex(line)}> Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytesOf(Buffer.from(body, 'latin1'));
}
