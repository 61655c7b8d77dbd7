// The signed-in user's own record: saved through PUT /sys/user/edit with the user's id, keeping roles and departments.
import { putAction, uploadAction } from '@/api/http';
import type { UserInfo } from '@/api/types';

export interface OwnProfileChange {
  realname?: string;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
}

export async function requestSaveOwnProfile(user: UserInfo, change: OwnProfileChange): Promise<UserInfo> {
  await putAction('/sys/user/edit', {
    body: { id: user.id, username: user.username, realname: change.realname ?? user.realname, ...change },
  });
  return { ...user, ...change };
}

/** Uploads an image to the file service; answers its stored path (the envelope's message). */
export async function requestUploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', 'avatar');
  const answer = await uploadAction<{ success: boolean; message: string }>('/sys/common/upload', form);
  return answer.message;
}
