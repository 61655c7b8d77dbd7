// mammoth's prebuilt browser bundle ships no types of its own; lib/engines.ts types what it uses (DocxEngine).
declare module 'mammoth/mammoth.browser.js' {
  const mammoth: unknown;
  export default mammoth;
}
