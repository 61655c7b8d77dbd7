import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import type { AnnouncementEditForm, AnnouncementForm } from './announcement-types';

/** Marks the caller's send record of an announcement read (spec 000 §4, §7). */
export async function markAnnouncementRead(anntId: string): Promise<void> {
  await putAction('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { body: { anntId } });
}

export async function markAllAnnouncementsRead(): Promise<string> {
  // readAll takes no body; putAction's type still asks for the (absent, so `never`) body field.
  return (await putAction('/sys/sysAnnouncementSend/readAll', { body: undefined as never })).message;
}

export async function releaseAnnouncement(id: string): Promise<string> {
  return (await getAction('/sys/annountCement/doReleaseData', { query: { id } })).message;
}

/** Revokes, then (as upstream's list does) asks the server to push to the bells, which reload without it. */
export async function revokeAnnouncement(id: string): Promise<string> {
  const { message } = await getAction('/sys/annountCement/doReovkeData', { query: { id } });
  await getAction('/sys/annountCement/syncNotic', { query: { anntId: id } }).catch(() => undefined);
  return message;
}

export async function addAnnouncement(form: AnnouncementForm): Promise<string> {
  return (await postAction('/sys/annountCement/add', { body: form })).message;
}

export async function editAnnouncement(form: AnnouncementEditForm): Promise<string> {
  return (await putAction('/sys/annountCement/edit', { body: form })).message;
}

export async function deleteAnnouncement(id: string): Promise<string> {
  return (await deleteAction('/sys/annountCement/delete', { query: { id } })).message;
}
