import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreData } from '../data.js';
import { Store } from '../store.js';
import type { PositionRecord } from '../records/positions.js';
import { Journal as JournalClass, journalSegments, type JournalOptions } from './journal.js';
import { SNAPSHOT_FILE } from './snapshot-file.js';

/** A small seed (the fixtures' full one takes seconds to make and to write): positions, departments, users. */
const smallSeed = (): StoreData =>
  ({
    positions: [position('seed1'), position('seed2')],
    departs: [{ id: 'd1', orgCode: 'A01', departName: '总部', parentId: null }],
    users: Array.from({ length: 50 }, (_, i) => ({ id: `u${i}`, username: `user${i}`, roleCodes: ['staff'] })),
    payrollHistoryPending: null,
  }) as unknown as StoreData;

const newStore = () => new Store({ tokenTtlMs: 3_600_000, now: Date.now, seed: smallSeed });
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mis-journal-'));
  dirs.push(dir);
  return dir;
};

/** Journals opened by a test, closed after it (a test's "crash" leaves the first one open until then). */
const opened: JournalClass[] = [];
const Journal = {
  async open(store: Store, dir: string, options?: JournalOptions) {
    const journal = await JournalClass.open(store, dir, options);
    opened.push(journal);
    return journal;
  },
};
afterEach(async () => {
  for (const journal of opened.splice(0)) await journal.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
type Journal = JournalClass;

const position = (code: string): PositionRecord => ({
  id: `id-${code}`,
  code,
  name: `职务${code}`,
  rank: '1',
  companyId: null,
  sysOrgCode: null,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
});

/** Adds positions one commit (one journal line) each. */
async function addPositions(store: Store, journal: Journal, codes: string[]) {
  for (const code of codes) {
    store.data.positions.unshift(position(code));
    await journal.commit();
  }
}

const codesIn = (store: Store) => new Set(store.data.positions.map((p) => p.code));
const lastSegment = (dir: string) => join(dir, journalSegments(dir).at(-1)!.name);

describe('the journal (--data-dir)', () => {
  it('appends one line per commit and replays them on the next start, over the snapshot', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    expect(existsSync(join(dir, SNAPSHOT_FILE))).toBe(true);
    await addPositions(store, journal, ['j1', 'j2']);
    store.data.positions.find((p) => p.code === 'j1')!.name = '改名';
    await journal.commit();
    expect(readFileSync(lastSegment(dir), 'utf8').trim().split('\n')).toHaveLength(3);
    // No close: as after kill -9, the next start reads what the commits made durable.
    const again = newStore();
    await Journal.open(again, dir);
    expect(again.data.positions.find((p) => p.code === 'j1')?.name).toBe('改名');
    expect(codesIn(again).has('j2')).toBe(true);
    expect(again.data.positions.slice(0, 2).map((p) => p.code)).toEqual(['j2', 'j1']);
  });

  it('a commit with nothing changed writes no line', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    void store.data.users.length;
    await journal.commit();
    expect(journalSegments(dir).map((s) => s.bytes)).toEqual([0]);
  });

  it('a torn last line is dropped, never half-applied, and cut off the file', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    await addPositions(store, journal, ['t1', 't2']);
    const file = lastSegment(dir);
    const whole = readFileSync(file);
    const firstLine = whole.indexOf(0x0a) + 1;
    truncateSync(file, whole.length - 7);
    const again = newStore();
    await Journal.open(again, dir);
    expect(codesIn(again).has('t1')).toBe(true);
    expect(codesIn(again).has('t2')).toBe(false);
    expect(readFileSync(file).length).toBe(firstLine);
  });

  it('a damaged line before the last refuses the start, naming the journal file', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    await addPositions(store, journal, ['d1', 'd2']);
    const file = lastSegment(dir);
    const bytes = readFileSync(file);
    bytes[20] = bytes[20] === 0x41 ? 0x42 : 0x41;
    writeFileSync(file, bytes);
    await expect(JournalClass.open(newStore(), dir)).rejects.toThrow(`the journal ${file} is damaged at line 1`);
  });

  it('a damaged snapshot refuses the start, naming the file, and is left as it was', async () => {
    const dir = newDir();
    await Journal.open(newStore(), dir);
    const file = join(dir, SNAPSHOT_FILE);
    const bytes = readFileSync(file);
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 100] = flipped[bytes.length - 100] === 0x61 ? 0x62 : 0x61;
    writeFileSync(file, flipped);
    await expect(JournalClass.open(newStore(), dir)).rejects.toThrow(`The snapshot ${file} is damaged: its data does not match the checksum`);
    expect(readFileSync(file).equals(flipped)).toBe(true);
    truncateSync(file, bytes.length - 100);
    await expect(JournalClass.open(newStore(), dir)).rejects.toThrow(`The snapshot ${file} is damaged: it holds`);
    writeFileSync(file, 'not a snapshot');
    await expect(JournalClass.open(newStore(), dir)).rejects.toThrow(`The snapshot ${file} is damaged: its header line is missing or unreadable`);
  });

  it('a data dir of the old format (store.json) is read, then kept as a snapshot; a damaged one is refused', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'store.json'), JSON.stringify({ ...smallSeed(), positions: [position('legacy')] }));
    const store = newStore();
    await Journal.open(store, dir);
    expect([...codesIn(store)]).toEqual(['legacy']);
    expect(existsSync(join(dir, 'store.json'))).toBe(false);
    const again = newStore();
    await Journal.open(again, dir);
    expect([...codesIn(again)]).toEqual(['legacy']);

    const broken = newDir();
    writeFileSync(join(broken, 'store.json'), '{"users": [');
    await expect(JournalClass.open(newStore(), broken)).rejects.toThrow(`The snapshot ${join(broken, 'store.json')} is damaged: it is not valid JSON`);
  });

  it('compaction writes a snapshot holding every write and deletes the segments it covers', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir, { compactAfterBytes: 2000 });
    const codes = Array.from({ length: 30 }, (_, i) => `k${i}`);
    await addPositions(store, journal, codes);
    await journal.close();
    expect(journal.stats.seq).toBe(30);
    // Each line is some 300 bytes: compacted every few lines, only the segments since the last snapshot are left.
    expect(journalSegments(dir).length).toBeLessThanOrEqual(2);
    const header = JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8').split('\n')[0]!) as { seq: number };
    expect(header.seq).toBeGreaterThan(0);
    const again = newStore();
    await Journal.open(again, dir);
    for (const code of codes) expect(codesIn(again).has(code)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a table replaced whole (a reset, a filtered reassignment) is journaled', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    await addPositions(store, journal, ['r1', 'r2']);
    store.data.positions = store.data.positions.filter((p) => p.code !== 'r1');
    await journal.commit();
    store.reset();
    store.data.positions.unshift(position('after-reset'));
    await journal.commit();
    const again = newStore();
    await Journal.open(again, dir);
    expect(codesIn(again).has('r2')).toBe(false);
    expect(codesIn(again).has('after-reset')).toBe(true);
    expect(again.data.positions.length).toBe(store.data.positions.length);
  });

  it('a row changed through a memo computed before the write is journaled', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    const code = store.data.departs[0]!.orgCode;
    store.departByCode(code);
    await journal.commit();
    // The memo's map holds the row; this write does not read the departments table itself.
    store.departByCode(code)!.departName = '经由缓存修改';
    await journal.commit();
    const again = newStore();
    await Journal.open(again, dir);
    expect(again.data.departs.find((d) => d.orgCode === code)?.departName).toBe('经由缓存修改');
  });

  it('a journal after a torn line keeps appending whole lines', async () => {
    const dir = newDir();
    const store = newStore();
    const journal = await Journal.open(store, dir);
    await addPositions(store, journal, ['a1']);
    appendFileSync(lastSegment(dir), '0badc0de {"seq":');
    const again = newStore();
    const reopened = await Journal.open(again, dir);
    await addPositions(again, reopened, ['a2']);
    const third = newStore();
    await Journal.open(third, dir);
    expect(codesIn(third).has('a1') && codesIn(third).has('a2')).toBe(true);
  });
});
