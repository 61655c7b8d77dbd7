// Every error leaves in the envelope. Malformed requests answer 4xx naming the problem; an unexpected failure
// inside a handler answers as upstream's global handler does (HTTP 200, code 500, 操作失败，<reason>), never a bare 500.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../envelope.js';
import { validationMessage } from '../openapi/validation-message.js';
import { API_PREFIX } from '../openapi/register-routes.js';
import { BODY_LIMIT_BYTES, HEADER_LIMIT_BYTES, sizeText, UPLOAD_FIELDS_LIMIT, UPLOAD_FILE_LIMIT_BYTES, UPLOAD_FILES_LIMIT } from './request-limits.js';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '参数错误：body 不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '参数错误：body 不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '参数错误：不支持的 Content-Type',
  FST_ERR_CTP_BODY_TOO_LARGE: `参数错误：body 大小超出${sizeText(BODY_LIMIT_BYTES)}限制`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '参数错误：Content-Length 不正确',
  // @fastify/multipart's limits (app.ts); the file's wording is upstream's (JeecgBootExceptionHandler).
  FST_REQ_FILE_TOO_LARGE: `文件大小超出${sizeText(UPLOAD_FILE_LIMIT_BYTES)}限制, 请压缩或降低文件质量!`,
  FST_FILES_LIMIT: `参数错误：上传文件数超出${UPLOAD_FILES_LIMIT}个限制`,
  FST_FIELDS_LIMIT: `参数错误：表单字段数超出${UPLOAD_FIELDS_LIMIT}个限制`,
  FST_PARTS_LIMIT: `参数错误：表单字段数超出${UPLOAD_FIELDS_LIMIT}个限制`,
  // A form field named after a property of Object.prototype (__proto__, constructor, toString…).
  FST_PROTO_VIOLATION: '参数错误：body 的字段名不能是 __proto__、constructor 等原型属性名',
};

/** Errors Fastify meets before routing, chiefly a URL that does not decode (a path with %FF). */
export function answerBadUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? '参数错误：path 不是合法的 UTF-8 编码' : `参数错误：${error.message}`;
  void reply.code(400).send(fail(message, 400));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request, answered in the envelope as well: a request line
 * and headers larger than HEADER_LIMIT_BYTES (431), anything else malformed (400). Fastify's own answer was JSON
 * of another shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(fail(tooLarge ? `参数错误：请求头超出${sizeText(HEADER_LIMIT_BYTES)}限制` : '参数错误：请求格式不正确', status));
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const wildcard = request.routeOptions.config?.wildcard;
      const rename: Record<string, string> = wildcard ? { '*': wildcard } : {};
      return reply.code(400).send(fail(validationMessage(error.validation as never, error.validationContext ?? 'request', rename), 400));
    }
    // A body of a type the operation does not take (multipart to a JSON operation, text/plain) is a malformed
    // request like any other: 400, which the document declares for every operation with a body (Fastify says 415).
    const status = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERRORS[error.code] ?? `参数错误：${error.message}`;
      return reply.code(status).send(fail(message, status));
    }
    request.log.error({ err: error }, 'handler failed');
    return reply.code(200).send(fail(`操作失败，${error.message}`));
  });
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith('/__mock/');
}

export const NOT_FOUND_MESSAGE = '路径不存在，请检查路径是否正确';
