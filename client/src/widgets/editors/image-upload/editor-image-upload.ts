// Editor image upload (spec 001 §7): POST /sys/common/upload?biz=editor with file, biz and jeditor. The answer's
// message 'local' asks the editor to embed the image itself as base64; any other message is the stored path.
import { uploadAction } from '@/api/http';
import { staticFileUrl } from '@/api/static-url';

export const EDITOR_UPLOAD_URL = '/sys/common/upload?biz=editor';

/** The message that tells the editor to embed the picked file itself (upstream's jeditor branch). */
const EMBED_LOCALLY = 'local';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** What an editor puts in the image's src for an upload answer: a base64 data URL, or the stored file's URL. */
export async function editorImageSource(message: string, file: Blob): Promise<string> {
  return message === EMBED_LOCALLY ? readAsDataUrl(file) : staticFileUrl(message);
}

/** Uploads an image picked in an editor and answers the src to insert. */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', 'editor');
  form.append('jeditor', '1');
  const answer = await uploadAction<{ success: boolean; message: string }>(EDITOR_UPLOAD_URL, form);
  return editorImageSource(answer.message, file);
}
