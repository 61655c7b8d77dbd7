// Every error leaves in the envelope. Malformed requests answer 4xx naming the problem; an unexpected failure
// inside a handler answers as upstream's global handler does (HTTP 200, code 500, 操作失败，<reason>), never a bare 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '../envelope.js';
import { validationMessage } from '../openapi/validation-message.js';
import { API_PREFIX } from '../openapi/register-routes.js';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '参数错误：body 不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '参数错误：body 不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '参数错误：不支持的 Content-Type',
  FST_ERR_CTP_BODY_TOO_LARGE: '参数错误：body 过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '参数错误：Content-Length 不正确',
};

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
