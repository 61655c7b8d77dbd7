// What an upload, file or image cell shows when not edited (the grid's light path): a paperclip and the shortened
// names (001 §4, §9), or the pictures' thumbnails. The upload widget itself loads only when the cell is edited.
import { PaperClipOutlined } from '@ant-design/icons';
import { staticFileUrl } from '@/api/static-url';
import { NO_PICTURE_ALT, fileNameOfPath, shortFileName } from '@/widgets/upload/model/upload-file';
import type { EditableColumn } from '../model/column';
import { splitValues } from '../model/multi-value';
import styles from './editable-table.module.css';

/** Thumbnails fit inside the 32px input look of a cell. */
const THUMB_HEIGHT = 26;
const THUMBS_SHOWN = 3;

export function FileCellView({ column, value }: { column: EditableColumn; value: unknown }) {
  const paths = splitValues(value);
  // an empty cell says what a click on it offers
  if (paths.length === 0) return <span className={styles.placeholder}>{column.placeholder ?? (column.type === 'image' ? '上传图片' : '上传文件')}</span>;
  const names = paths.map(fileNameOfPath);
  if (column.type === 'image') {
    return (
      <span className={styles.thumbs} title={names.join(',')}>
        {paths.slice(0, THUMBS_SHOWN).map((path) => (
          <img key={path} src={staticFileUrl(path)} alt={NO_PICTURE_ALT} loading="lazy" style={{ height: THUMB_HEIGHT }} />
        ))}
        {paths.length > THUMBS_SHOWN ? <span>+{paths.length - THUMBS_SHOWN}</span> : null}
      </span>
    );
  }
  return (
    <span className={styles.text} title={names.join(',')}>
      <PaperClipOutlined aria-label="附件" /> {names.map((name) => shortFileName(name)).join(',')}
    </span>
  );
}
