// The one HTTP client of the app (spec 000 §7): base URL, token / tenant / app-id headers, the `_t` cache-buster,
// X-Sign on GET and POST, the error catalogue on failures, and envelope checks on every JSON answer.
import axios, { AxiosHeaders, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '@/shared/config/env';
import { isEnterpriseMessagingApp } from '@/shared/lib/user-agent';
import { readStoredTenantId, readStoredToken } from '@/shared/storage/session-cache';
import { presentErrorDecision } from './error-presenter';
import {
  BusinessError,
  classifyBusinessFailure,
  classifyHttpFailure,
  emptyDownloadDecision,
  isSuccessCode,
} from './errors';
import { failureFactsFrom } from './failure-facts';
import { getSign } from './sign';
import type {
  OperationAt,
  PathParamsOf,
  PathWith,
  QueryParamsOf,
  RequestBodyOf,
  SuccessBody,
} from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller reports business errors itself (e.g. the login form), so no notification is shown for them. */
    quietBusinessErrors?: boolean;
    /** Sent without the access token (an upload cell whose column does not ask for it, spec 001 §6). */
    withoutToken?: boolean;
    /** The caller shows every failure itself (an upload marks its file), so neither kind is presented globally. */
    quietFailures?: boolean;
  }
}

/** Upstream's request timeout. */
export const REQUEST_TIMEOUT_MS = 9000;

export const http = axios.create({
  baseURL: appConfig.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  // The backend authenticates by X-Access-Token and reads no XSRF cookie or header. Left on, axios reads the
  // XSRF-TOKEN cookie before sending each same-origin request, through the asynchronous cookieStore where the
  // browser has one: every call then left a round trip to the browser process late (80 ms behind a busy page,
  // the login call's case).
  withXSRFToken: false,
});

let lowAppId: string | null = null;

// How many callers are starting requests whose business failures they present themselves (decision 34).
let callersReportingBusinessErrors = 0;

/**
 * Runs `start`; every request it starts synchronously (before its first await) leaves a business failure (a body
 * code other than 0 or 200) to the caller instead of the error notification of A-ERR-14. The list helper wraps its
 * list, delete, recover and row-action calls in it and shows the server's message as one warning (B-LIST-14,
 * decision 34). HTTP-status failures are still presented here.
 */
export function reportingBusinessErrors<T>(start: () => T): T {
  callersReportingBusinessErrors += 1;
  try {
    return start();
  } finally {
    callersReportingBusinessErrors -= 1;
  }
}

/** A request's quietness: what the caller asked for, else whether a caller reporting business errors started it. */
function quietBusinessErrorsFor(requested: boolean | undefined): boolean | undefined {
  return requested ?? (callersReportingBusinessErrors > 0 || undefined);
}

// The failures this layer has shown to the user, so a caller that also reports failures does not show them twice.
const presentedFailures = new WeakSet<object>();

/** Whether the HTTP layer has already shown this failure (a notification, the expired-session modal, …). */
export function isPresentedFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && presentedFailures.has(error);
}

/** The router reports the `appId` param of routes whose name starts with `low-app` (null elsewhere). */
export function setLowAppId(appId: string | null): void {
  lowAppId = appId;
}

/** Epoch seconds, as upstream's `Date.parse(new Date()) / 1000`. */
export function cacheBusterNow(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}

function isDictItemsUrl(url: string | undefined): boolean {
  return (url ?? '').includes('sys/dict/getDictItems');
}

function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  const token = readStoredToken();
  // An explicit header wins: logout sends the token it is ending after the stored one is already cleared.
  if (token && !headers.has('X-Access-Token') && !config.withoutToken) headers.set('X-Access-Token', token);
  headers.set('tenant-id', String(readStoredTenantId() ?? 0));
  if (lowAppId) headers.set('X-Low-App-ID', lowAppId);
  config.headers = headers;
  if ((config.method ?? 'get').toLowerCase() === 'get' && !isDictItemsUrl(config.url)) {
    // Added after signing on purpose: `_t` is never part of the signed set.
    config.params = { _t: cacheBusterNow(), ...(config.params as Record<string, unknown> | undefined) };
  }
  return config;
}

function isEnvelope(body: unknown): body is { success?: boolean; code: number; message: string } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function checkEnvelope(response: AxiosResponse): AxiosResponse {
  const body: unknown = response.data;
  if (isEnvelope(body) && !isSuccessCode(body.code)) {
    const failure = new BusinessError(body);
    if (!response.config.quietBusinessErrors && !response.config.quietFailures) {
      presentErrorDecision(classifyBusinessFailure(body));
      presentedFailures.add(failure);
    }
    throw failure;
  }
  return response;
}

async function reportFailure(error: unknown): Promise<never> {
  if (!axios.isCancel(error) && !(axios.isAxiosError(error) && error.config?.quietFailures)) {
    const facts = await failureFactsFrom(error, {
      hasToken: Boolean(readStoredToken()),
      inEnterpriseMessagingApp: isEnterpriseMessagingApp(navigator.userAgent),
    });
    presentErrorDecision(classifyHttpFailure(facts));
    if (typeof error === 'object' && error !== null) presentedFailures.add(error);
  }
  throw error;
}

// Synchronous (it awaits nothing): axios then sends the request within the call instead of a few promise hops
// later, so a list call started at the top of a render leaves at once, not after the render's first slice.
http.interceptors.request.use(addSessionHeaders, undefined, { synchronous: true });
http.interceptors.response.use(checkEnvelope, reportFailure);

/** Fills `{name}` placeholders; commas stay literal because the X-Sign path variable is read from them. */
export function fillPath(template: string, pathParams: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = pathParams?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
  });
}

function signatureHeaders(url: string, params: object | undefined): Record<string, string> {
  return {
    'X-Sign': getSign(url, params as Record<string, unknown> | undefined, appConfig.signatureSecret),
    'X-TIMESTAMP': String(Date.now()),
  };
}

type PathPart<Op> = [PathParamsOf<Op>] extends [never] ? { path?: undefined } : { path: PathParamsOf<Op> };
type QueryPart<Op> = keyof QueryParamsOf<Op> extends never ? { query?: undefined } : { query?: QueryParamsOf<Op> };
type HeaderPart = {
  headers?: Record<string, string>;
  /** The caller shows the business error itself (pickers warn with the server's message). */
  quietBusinessErrors?: boolean;
  /** Neither kind of failure is presented: a prefetch whose screen asks again, and reports, if it failed. */
  quietFailures?: boolean;
};

export type GetRequest<Op> = PathPart<Op> & QueryPart<Op> & HeaderPart;
export type BodyRequest<Op> = PathPart<Op> & QueryPart<Op> & HeaderPart & { body: RequestBodyOf<Op> };
export type BodylessRequest<Op> = PathPart<Op> & QueryPart<Op> & HeaderPart;

type OptionalIfEmpty<R> = Record<string, never> extends R ? [request?: R] : [request: R];

/** Signed GET of a documented path. Resolves with the envelope, rejects on HTTP or business failure. */
export async function getAction<P extends PathWith<'get'>>(
  path: P,
  ...[request]: OptionalIfEmpty<GetRequest<OperationAt<P, 'get'>>>
): Promise<SuccessBody<OperationAt<P, 'get'>>> {
  const url = fillPath(path, request?.path);
  const response = await http.get<SuccessBody<OperationAt<P, 'get'>>>(url, {
    params: request?.query,
    headers: { ...signatureHeaders(url, request?.query), ...request?.headers },
    quietBusinessErrors: quietBusinessErrorsFor(request?.quietBusinessErrors),
    quietFailures: request?.quietFailures,
  });
  return response.data;
}

/** Documented GET paths whose answer is a page (`result.records`): what a configurable picker may list from. */
export type PageListPath = {
  [P in PathWith<'get'>]: SuccessBody<OperationAt<P, 'get'>> extends { result?: infer R }
    ? NonNullable<R> extends { records?: unknown }
      ? P
      : never
    : never;
}[PathWith<'get'>];

/**
 * Signed GET of a list whose path a widget's configuration names (the business-entity picker's listUrl, 001 §3);
 * the answer is checked by the caller, as the configured columns are.
 */
export async function getPageAction(
  path: PageListPath,
  query: Record<string, string | number | undefined>,
  options: { quietBusinessErrors?: boolean } = {},
): Promise<unknown> {
  const response = await http.get<unknown>(path, {
    params: query,
    headers: signatureHeaders(path, query),
    quietBusinessErrors: quietBusinessErrorsFor(options.quietBusinessErrors),
  });
  return response.data;
}

/**
 * A GET whose business failure is an answer rather than an error (the uniqueness checks a form's validators ask):
 * resolves with the envelope, success or not, and shows no notification for a failed one.
 */
export async function getVerdict<P extends PathWith<'get'>>(
  path: P,
  request: GetRequest<OperationAt<P, 'get'>>,
): Promise<{ success: boolean; message: string }> {
  const url = fillPath(path, request.path);
  try {
    const response = await http.get<{ success?: boolean; message: string }>(url, {
      params: request.query,
      headers: { ...signatureHeaders(url, request.query), ...request.headers },
      quietBusinessErrors: true,
    });
    return { success: response.data.success !== false, message: response.data.message };
  } catch (error) {
    if (error instanceof BusinessError) return { success: false, message: error.body.message };
    throw error;
  }
}

/** Signed POST of a JSON body. */
export async function postAction<P extends PathWith<'post'>>(
  path: P,
  request: BodyRequest<OperationAt<P, 'post'>> | BodylessRequest<OperationAt<P, 'post'>>,
  options: { quietBusinessErrors?: boolean } = {},
): Promise<SuccessBody<OperationAt<P, 'post'>>> {
  const url = fillPath(path, request.path);
  const body = 'body' in request ? (request.body as object) : undefined;
  const response = await http.post<SuccessBody<OperationAt<P, 'post'>>>(url, body, {
    params: request.query,
    // The backend signs the query and the body's fields together (a body field wins a clash).
    headers: { ...signatureHeaders(url, { ...request.query, ...body }), ...request.headers },
    quietBusinessErrors: quietBusinessErrorsFor(request.quietBusinessErrors ?? options.quietBusinessErrors),
  });
  return response.data;
}

/** Unsigned PUT of a JSON body. */
export async function putAction<P extends PathWith<'put'>>(
  path: P,
  request: BodyRequest<OperationAt<P, 'put'>>,
): Promise<SuccessBody<OperationAt<P, 'put'>>> {
  const url = fillPath(path, request.path);
  const response = await http.put<SuccessBody<OperationAt<P, 'put'>>>(url, request.body, {
    params: request.query,
    headers: request.headers,
    quietBusinessErrors: quietBusinessErrorsFor(request.quietBusinessErrors),
  });
  return response.data;
}

/** Unsigned DELETE; parameters travel in the query, as upstream. */
export async function deleteAction<P extends PathWith<'delete'>>(
  path: P,
  request: BodylessRequest<OperationAt<P, 'delete'>>,
): Promise<SuccessBody<OperationAt<P, 'delete'>>> {
  const url = fillPath(path, request.path);
  const response = await http.delete<SuccessBody<OperationAt<P, 'delete'>>>(url, {
    params: request.query,
    headers: request.headers,
    quietBusinessErrors: quietBusinessErrorsFor(request.quietBusinessErrors),
  });
  return response.data;
}

/**
 * Fetches a file as a blob (GET or POST). An empty blob warns 文件下载失败 and resolves null.
 * Export URLs are built at run time from list pages, so this takes a plain URL.
 */
export async function downloadFile(
  url: string,
  params: Record<string, unknown> = {},
  method: 'get' | 'post' = 'get',
  onProgress?: (percent: number | null) => void,
): Promise<Blob | null> {
  const response = await http.request<Blob>({
    url,
    method,
    responseType: 'blob',
    timeout: 0,
    // The percent when the server sends a length, else null (the indicator then only spins).
    onDownloadProgress: onProgress ? (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null) : undefined,
    ...(method === 'get' ? { params } : { data: params }),
  });
  const blob = response.data;
  if (!blob || blob.size === 0) {
    presentErrorDecision(emptyDownloadDecision());
    return null;
  }
  return blob;
}

/** Saves a downloaded blob under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Multipart POST (the browser sets the boundary) reporting upload progress in percent. */
export async function uploadAction<T = unknown>(
  url: string,
  form: FormData,
  onProgress?: (percent: number, event: AxiosProgressEvent) => void,
  options: { withToken?: boolean; quietBusinessErrors?: boolean; quietFailures?: boolean } = {},
): Promise<T> {
  const response = await http.post<T>(url, form, {
    timeout: 0,
    withoutToken: options.withToken === false,
    quietBusinessErrors: quietBusinessErrorsFor(options.quietBusinessErrors),
    quietFailures: options.quietFailures,
    onUploadProgress: (event) => {
      if (!onProgress) return;
      const percent = event.total ? Math.round((event.loaded / event.total) * 100) : 0;
      onProgress(percent, event);
    },
  });
  return response.data;
}
