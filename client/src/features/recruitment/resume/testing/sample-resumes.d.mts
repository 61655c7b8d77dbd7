// Types of sample-resumes.mjs, written out so the client's type check does not take in Node's types through pdfkit's.
export declare const CJK_FONT: string;
export declare function hasCjkFont(): boolean;
export declare function docxResume(content: { title?: string; paragraphs?: string[]; table?: string[][] }): Promise<Uint8Array>;
export declare function pdfResume(pages: string[][], options?: { userPassword?: string; ownerPassword?: string }): Promise<Uint8Array>;
export declare function scannedPagePng(width?: number, height?: number): Uint8Array;
export declare function scannedPdf(pageCount?: number): Promise<Uint8Array>;
export declare const PDFJS_CMAPS_DIR: string;
export declare function nonEmbeddedCjkPdf(lines: string[]): Uint8Array;
