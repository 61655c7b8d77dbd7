// What is refused before a file is sent, and the messages of 001 §5 and §8.

export type UploadKind = 'file' | 'image';

export const NOT_AN_IMAGE_MESSAGE = '请上传图片';
export const NOTHING_UPLOADED_MESSAGE = '未上传任何文件';
export const UNKNOWN_ERROR_MESSAGE = '未知错误';

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|bmp|webp|svg|ico|tiff?)$/i;

/** Image mode takes only images: by MIME type, else by the name's extension (001 §5). */
export function isImageFile(file: { type?: string; name?: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name ?? '');
}

/** The business folder: images go to `images`, other files to `temp` unless the caller names one (001 §7). */
export function uploadBiz(kind: UploadKind, biz?: string): string {
  const named = biz?.trim();
  if (named) return named;
  return kind === 'image' ? 'images' : 'temp';
}

/** A file the request could not deliver (network, HTTP error): `{file} 上传失败` (001 §8). */
export function deliveryFailedNotice(fileName: string): string {
  return `${fileName} 上传失败`;
}

/** A `success: false` answer: the server's message, else 未知错误 (001 §8). */
export function refusedNotice(serverMessage?: string): string {
  return serverMessage?.trim() ? serverMessage : UNKNOWN_ERROR_MESSAGE;
}
