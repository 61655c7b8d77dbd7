import { putAction } from '@/api/http';
import type { UpdatePasswordRequest } from '@/api/types';

/** Changes the signed-in user's own password (decisions #14: PUT); answers the server's message. */
export async function requestUpdatePassword(change: UpdatePasswordRequest): Promise<string> {
  const answer = await putAction('/sys/user/updatePassword', { body: change });
  return answer.message;
}
