// The contract test kit: the file's mock server, signing in, calls validated against the document, the answer
// shapes checked most, X-Sign headers, multipart bodies and Excel files.
export { mockPerFile, startMock, type FileMock } from './mock';
export { captchaFor, loginAs, tryLogin } from './login';
export { call, callRaw, resultOf, type Answer, type CallOptions, type OperationId, type RawAnswer, type ResultOf } from './call';
export { doc, operations, parameterOf, responseProblems, schemaOf, type Schema } from './document';
export { expect400, expectFail, expectOk } from './expect';
export { multipart, readSheet, readSheets, workbook, XLSX } from './files';
export { signedHeaders } from './sign';
export { flatTree, permissionsOf, restrictedUser, titles } from './permissions';
export { buttonId, departId, menuId, ROLE, userId } from './seed';
export { REQUEST_LOOP_TIMEOUT_MS } from './timeouts';
