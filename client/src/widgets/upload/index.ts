export { Upload, type UploadProps } from './components/upload';
export { FilePopup, type FilePopupProps } from './components/file-popup';
export type { UploadValue } from './components/use-upload-list';
export { answerWithPath, DEFAULT_RESPONSE_NAME, uploadFile, uploadForm, UPLOAD_URL, type UploadTarget } from './api/upload-request';
export { shortFileName, fileNameOfPath, errorTooltip, type UploadFile, type UploadedObject, type UploadStatus } from './model/upload-file';
export { NOT_AN_IMAGE_MESSAGE, NOTHING_UPLOADED_MESSAGE, UNKNOWN_ERROR_MESSAGE, isImageFile, uploadBiz } from './model/upload-checks';
export { UploadCell, type UploadCellProps } from './components/upload-cell';
