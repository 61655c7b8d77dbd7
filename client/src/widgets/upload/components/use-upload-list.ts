// The files of one upload widget: adding (with the number limit), progress, settling, removing, reordering, and the
// echo of a stored value. The value is emitted only when every file is done (001 §4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { staticFileUrl } from '@/api/static-url';
import { uploadFile, type UploadTarget } from '../api/upload-request';
import { movePicture, type MoveDirection, type MoveResult } from '../model/picture-order';
import { emittedObjects, emittedPaths, filesOfValue, keepLast, removeFile, settleUpload, type UploadedObject, type UploadFile } from '../model/upload-file';

export type UploadValue = string | UploadedObject[];

export interface UploadListOptions {
  value: UploadValue | undefined;
  onChange: ((value: UploadValue) => void) | undefined;
  returnObjects: boolean;
  biz: string;
  withToken: boolean;
  limit: number;
  single: boolean;
  /** The column's own upload URL, extra form fields and answer field (001 §3); the defaults when absent. */
  target?: UploadTarget;
  /** Told when a file fails; `answered` is false when the request itself failed. */
  onFailed: (file: UploadFile, answered: boolean) => void;
}

interface ListState {
  files: UploadFile[];
  /** The last value prop seen, to notice a value set from outside. */
  seen: UploadValue | undefined;
  /** The last value the files stood for: received from outside, or emitted. */
  current: UploadValue | undefined;
  /** Whether `current` came from the user's uploads (and is to be emitted) rather than from outside. */
  own: boolean;
}

let sequence = 0;
const nextUid = () => `upload-${Date.now()}-${++sequence}`;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

export function useUploadList(options: UploadListOptions) {
  const { value, returnObjects } = options;
  const [state, setState] = useState<ListState>(() => ({ files: filesOfValue(value, staticFileUrl), seen: value, current: value, own: false }));
  const latest = useRef(options);
  const notified = useRef<UploadValue | undefined>(value);

  useEffect(() => {
    latest.current = options;
  });

  // A value set from outside (a form reset, an echo) replaces the list; the widget's own emission coming back does not.
  if (!sameValue(value, state.seen)) {
    setState((previous) =>
      sameValue(value, previous.current) ? { ...previous, seen: value } : { files: filesOfValue(value, staticFileUrl), seen: value, current: value, own: false },
    );
  }

  useEffect(() => {
    if (state.current === notified.current) return;
    notified.current = state.current;
    if (state.own && state.current !== undefined) latest.current.onChange?.(state.current);
  }, [state]);

  const commit = useCallback(
    (update: (files: UploadFile[]) => UploadFile[]) => {
      setState((previous) => {
        const files = update(previous.files);
        const out = returnObjects ? emittedObjects(files) : emittedPaths(files);
        if (out === undefined || sameValue(out, previous.current)) return { ...previous, files };
        return { ...previous, files, current: out, own: true };
      });
    },
    [returnObjects],
  );

  const add = useCallback(
    (file: File) => {
      const { biz, withToken, limit, single, target } = latest.current;
      const uid = nextUid();
      const entry: UploadFile = { uid, name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0 };
      commit((files) => keepLast([...files, entry], limit, single));
      const patch = (change: (item: UploadFile) => UploadFile) => commit((files) => files.map((item) => (item.uid === uid ? change(item) : item)));
      uploadFile({ ...target, file, fileName: file.name, biz, withToken, onProgress: (percent) => patch((item) => ({ ...item, percent })) })
        .then((answer) => {
          patch((item) => settleUpload(item, answer, staticFileUrl));
          const outcome = settleUpload(entry, answer, staticFileUrl);
          if (outcome.status === 'error') latest.current.onFailed(outcome, true);
        })
        .catch(() => {
          patch((item) => ({ ...item, status: 'error', message: undefined }));
          latest.current.onFailed({ ...entry, status: 'error' }, false);
        });
    },
    [commit],
  );

  const remove = useCallback((uid: string) => commit((files) => removeFile(files, uid)), [commit]);

  const move = useCallback(
    (index: number, direction: MoveDirection): MoveResult<UploadFile> => {
      const result = movePicture(state.files, index, direction);
      if (result.ok) commit(() => result.files);
      return result;
    },
    [commit, state.files],
  );

  return { files: state.files, add, remove, move };
}
