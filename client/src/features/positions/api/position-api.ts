// The positions domain's types and the code check of its form; the list's calls are the resource's (position-resource.ts).
import { BusinessError } from '@/api/errors';
import { http } from '@/api/http';
import type { Schema } from '@/api/types';

export type Position = Schema<'SysPosition'>;
export type PositionForm = Schema<'SysPositionForm'>;

/** Whether a code is free (sys_position.code, the record being edited excepted): null, else the server's message. */
export async function checkPositionCode(code: string, id?: string): Promise<string | null> {
  try {
    // Quiet: the form shows the answer under the field instead of a notification.
    await http.get('/sys/duplicate/check', {
      params: { tableName: 'sys_position', fieldName: 'code', fieldVal: code, ...(id ? { dataId: id } : {}) },
      quietBusinessErrors: true,
    });
    return null;
  } catch (error) {
    if (error instanceof BusinessError) return error.body.message || '该值不可用，系统中已存在！';
    throw error;
  }
}
