// Why a monitoring call failed, in words for the screen (the calls are quiet: the screen shows this in place).
import axios from 'axios';
import { BusinessError } from '@/api/errors';

export function failureText(error: unknown): string {
  if (error instanceof BusinessError) return error.message || '服务器返回了错误';
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    if (status === undefined) return '无法连接服务器，请检查网络或服务器是否在运行';
    if (status === 401) return '登录已失效，请重新登录';
    if (status === 403) return '没有查看的权限';
    if (status === 404) return '服务器未提供该接口';
    return `服务器出错（HTTP ${status}）`;
  }
  return error instanceof Error && error.message ? error.message : '未知错误';
}
