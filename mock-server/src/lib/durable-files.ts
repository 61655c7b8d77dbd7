// Writing a file so that it is complete on disk before anyone is told it exists: a temporary name in the same
// folder, fsync, rename, then fsync of the folder (a rename or a new entry is durable only then). Nobody ever sees a
// half-written file under the final name, even after kill -9 or a power cut.
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Writes `data` to `path` through a temporary name; with `sync`, fsync'd (file and folder) before it settles. */
export async function writeFileAtomically(path: string, data: Buffer, { sync }: { sync: boolean }): Promise<void> {
  const folder = dirname(path);
  const created = await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      if (sync) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  if (!sync) return;
  await syncDirectory(folder);
  // Folders mkdir made are entries of their parents: each parent up to the first that existed is synced too.
  for (let dir = folder; created && dir.length >= created.length && dir !== dirname(dir); dir = dirname(dir)) await syncDirectory(dirname(dir));
}

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function syncDirectoryNow(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
