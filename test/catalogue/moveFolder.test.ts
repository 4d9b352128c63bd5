/**
 * Moving a tables folder with its catalogue, within a volume and (simulated) across volumes; a move
 * that cannot be made, fails part-way or is cancelled changes nothing in either folder; the move keeps
 * the thread free and reports its progress. Also the default folder per platform and the free-space
 * figure the first run shows.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { type MoveProgress, MoveFolderError, checkMoveTarget, moveTablesFolder } from '../../src/main/catalogue/moveFolder';
import { defaultTablesDir, freeBytes } from '../../src/main/settings/tablesFolder';
import { readSettings, writeSettings } from '../../src/main/settings/appSettings';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { Position } from '../../src/shared/rules/position';
import { counts } from '../support/tables';

let root: string, original: string;
const TABLES = ['KR-K'];

function snapshot(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((n) => n !== 'canju.lock').sort() : [];
}

/** Every rename refuses as it does between two volumes, so each file is copied. */
const exdev = async () => {
  throw Object.assign(new Error('cross-device link not permitted'), { code: 'EXDEV' });
};

function probeIn(dir: string): string {
  const set = new TableSet(dir, 1 << 20);
  try {
    return JSON.stringify(new Prober(set).value(Position.fromFen('3k5/9/9/9/9/9/9/9/4R4/4K4 w')));
  } finally {
    set.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'canju-move-'));
  original = join(root, 'original');
  mkdirSync(original);
  const catalogue = Catalogue.open(original, 'test');
  try {
    await generateWithSubTables(counts('KR', 'K'), { dir: original, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, catalogue });
  } finally {
    catalogue.close();
  }
  writeFileSync(join(original, 'notes.txt'), 'mine');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('moving the tables folder', () => {
  it('moves every table and the catalogue, rewrites the paths, and leaves other files', async () => {
    const before = probeIn(original);
    expect(before).toMatch(/win/);
    const target = join(root, '残局 tables moved');
    // A DTM table moves with the tables (its content is not read here).
    writeFileSync(join(original, `${TABLES[0]}.cjdtm`), 'a DTM table');
    const { moved, leftBehind } = await moveTablesFolder(original, target);
    expect(moved.filter((n) => n.endsWith('.cjtb')).sort()).toEqual(TABLES.map((t) => `${t}.cjtb`).sort());
    expect(moved).toContain(`${TABLES[0]}.cjdtm`);
    expect(moved.at(-1)).toBe('catalogue.sqlite');
    expect(leftBehind).toEqual([]);
    expect(snapshot(original)).toEqual(['notes.txt']);
    const catalogue = Catalogue.open(target, 'test');
    try {
      expect(catalogue.reconcile()).toMatchObject({ missing: [], corrupt: [], registered: [] });
      expect(catalogue.tables.list().map((r) => r.path).sort()).toEqual(TABLES.map((t) => join(target, `${t}.cjtb`)).sort());
      expect(catalogue.tables.list().every((r) => r.status === 'complete')).toBe(true);
    } finally {
      catalogue.close();
    }
    expect(probeIn(target)).toBe(before);
    // And back, across "volumes": each file is copied, then the originals removed; the progress only grows, to the whole.
    const progress: MoveProgress[] = [];
    await moveTablesFolder(target, original, { rename: exdev, onProgress: (p) => progress.push(p) });
    expect(snapshot(target)).toEqual([]);
    expect(probeIn(original)).toBe(before);
    const total = progress[0].totalBytes;
    expect(total).toBeGreaterThan(0);
    expect(progress.every((p, i) => p.totalBytes === total && (i === 0 || p.doneBytes >= progress[i - 1].doneBytes))).toBe(true);
    expect(progress.at(-1)!.doneBytes).toBe(total);
  });

  it('refuses a target that cannot receive the tables, before touching anything', async () => {
    const before = snapshot(original);
    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'catalogue.sqlite'), '');
    await expect(moveTablesFolder(original, occupied)).rejects.toThrow(MoveFolderError);
    expect(checkMoveTarget(original, occupied)).toEqual({ code: 'target-holds-tables', dir: occupied });
    expect(checkMoveTarget(original, original)).toMatchObject({ code: 'same-folder' });
    expect(checkMoveTarget(original, join(original, 'sub'))).toMatchObject({ code: 'inside-source' });
    expect(checkMoveTarget(original, join(root, 'free'))).toBeNull();
    await expect(moveTablesFolder(original, original)).rejects.toThrow(/is the folder the tables are in/);
    await expect(moveTablesFolder(original, join(original, 'sub'))).rejects.toThrow(/is inside/);
    expect(snapshot(original)).toEqual(before);
    expect(existsSync(join(original, 'sub'))).toBe(false);
  });

  it('puts back what was renamed when a later rename fails, and removes the target folder it made', async () => {
    const before = snapshot(original);
    // The catalogue (moved last) fails to move: the tables moved before it come back.
    const failing = async (from: string, to: string) => {
      if (from.endsWith('catalogue.sqlite')) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      await rename(from, to);
    };
    const target = join(root, 'half');
    await expect(moveTablesFolder(original, target, { rename: failing })).rejects.toThrow(/no space left/);
    expect(snapshot(original)).toEqual(before);
    expect(existsSync(target)).toBe(false);
    expect(probeIn(original)).toMatch(/win/);
  });

  it('leaves no partial copy when a copy across volumes fails part-way, nor when it is cancelled part-way', async () => {
    // A table large enough to be copied in many chunks.
    const big = join(original, 'KR-KN.cjdtm');
    writeFileSync(big, Buffer.alloc(4 << 20, 7));
    const before = snapshot(original);
    try {
      for (const how of ['fails', 'cancelled'] as const) {
        const target = join(root, `partial-${how}`);
        mkdirSync(target);
        writeFileSync(join(target, 'readme.txt'), 'the user\'s own file');
        const controller = new AbortController();
        let chunks = 0;
        const onProgress = ({ doneBytes, totalBytes }: MoveProgress) => {
          if (doneBytes === 0 || doneBytes === totalBytes || ++chunks < 3) return;
          if (how === 'cancelled') controller.abort();
          else throw Object.assign(new Error('no space left on device, write'), { code: 'ENOSPC' });
        };
        const moving = moveTablesFolder(original, target, { rename: exdev, onProgress, signal: controller.signal });
        await expect(moving).rejects.toThrow(how === 'cancelled' ? /abort/i : /no space left/);
        expect(snapshot(target)).toEqual(['readme.txt']);
        expect(snapshot(original)).toEqual(before);
        expect(checkMoveTarget(original, target)).toBeNull();
      }
    } finally {
      rmSync(big);
    }
    expect(probeIn(original)).toMatch(/win/);
  });

  it('keeps the thread free while it copies: other work runs between its chunks', async () => {
    const big = join(original, 'KR-KN.cjdtm');
    writeFileSync(big, Buffer.alloc(8 << 20, 7));
    const target = join(root, 'free-thread');
    let turns = 0, spinning = true;
    const spin = () => {
      turns++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const progress: number[] = [];
    try {
      await moveTablesFolder(original, target, { rename: exdev, onProgress: () => progress.push(turns) });
    } finally {
      spinning = false;
    }
    // Between the first and the last chunk of the copy, the event loop turned many times.
    expect(progress.at(-1)! - progress[1]).toBeGreaterThan(20);
    await moveTablesFolder(target, original);
    rmSync(join(original, 'KR-KN.cjdtm'));
  });
});

describe('where tables go by default', () => {
  it('keeps them out of the roaming profile on Windows, in Application Support on macOS, in XDG data on Linux', () => {
    expect(defaultTablesDir('win32', { LOCALAPPDATA: 'C:\\Users\\li\\AppData\\Local', APPDATA: 'C:\\Users\\li\\AppData\\Roaming' }, 'C:\\Users\\li'))
      .toBe('C:\\Users\\li\\AppData\\Local\\Canju\\tables');
    expect(defaultTablesDir('win32', {}, 'C:\\Users\\li')).toBe('C:\\Users\\li\\AppData\\Local\\Canju\\tables');
    expect(defaultTablesDir('darwin', {}, '/Users/li')).toBe('/Users/li/Library/Application Support/Canju/tables');
    expect(defaultTablesDir('linux', {}, '/home/li')).toBe('/home/li/.local/share/canju/tables');
    expect(defaultTablesDir('linux', { XDG_DATA_HOME: '/data' }, '/home/li')).toBe('/data/canju/tables');
  });

  it('measures free space on the volume a folder would be made on', () => {
    const free = freeBytes(join(root, 'not', 'made', 'yet'));
    expect(free).toBeGreaterThan(0);
    expect(Math.abs(free - freeBytes(root))).toBeLessThan(1e9);
  });

  it('remembers the chosen folder, and treats a damaged settings file as a first run', () => {
    const file = join(root, 'settings', 'settings.json');
    expect(readSettings(file)).toBeNull();
    writeSettings(file, { tablesDir: 'D:\\残局' });
    expect(readSettings(file)).toEqual({ tablesDir: 'D:\\残局' });
    writeFileSync(file, '{"tablesDir": ');
    expect(readSettings(file)).toBeNull();
  });
});
