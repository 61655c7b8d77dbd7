// The text fields of a multipart/form-data body the proxy has already forwarded (a copy it kept), to validate them as
// the mock does (the files themselves are not validated). Null when the body is not a well-formed multipart body.
const HEADER_END = Buffer.from('\r\n\r\n');

export interface MultipartContent {
  fields: Array<[string, string]>;
  /** The names of the file parts. */
  files: string[];
}

export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

export function multipartContentOf(body: Buffer, boundary: string): MultipartContent | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const content: MultipartContent = { fields: [], files: [] };
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    at += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body.subarray(at, at + 2).toString() === '--') return content;
    const headerEnd = body.indexOf(HEADER_END, at);
    if (headerEnd < 0) return null;
    const headers = body.subarray(at, headerEnd).toString('utf8');
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd);
    if (next < 0) return null;
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name !== undefined) {
      if (/\bfilename\*?=/i.test(disposition)) content.files.push(name);
      else content.fields.push([name, body.subarray(headerEnd + HEADER_END.length, next).toString('utf8')]);
    }
    at = next + 2;
  }
}
