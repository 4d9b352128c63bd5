/**
 * Moving a tables folder with its catalogue, within a volume and (simulated) across volumes; a move
 * that cannot be made changes nothing. Also the default folder per platform and the free-space figure
 * the first run shows.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { MoveFolderError, moveTablesFolder } from '../../src/main/catalogue/moveFolder';
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
  it('moves every table and the catalogue, rewrites the paths, and leaves other files', () => {
    const before = probeIn(original);
    expect(before).toMatch(/win/);
    const target = join(root, '残局 tables moved');
    // A DTM table moves with the tables (its content is not read here).
    writeFileSync(join(original, `${TABLES[0]}.cjdtm`), 'a DTM table');
    const moved = moveTablesFolder(original, target);
    expect(moved.filter((n) => n.endsWith('.cjtb')).sort()).toEqual(TABLES.map((t) => `${t}.cjtb`).sort());
    expect(moved).toContain(`${TABLES[0]}.cjdtm`);
    expect(moved).toContain('catalogue.sqlite');
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
    // And back, across "volumes": every rename refuses with EXDEV, so each file is copied, then the originals removed.
    const exdev = () => {
      throw Object.assign(new Error('cross-device link not permitted'), { code: 'EXDEV' });
    };
    moveTablesFolder(target, original, { rename: exdev });
    expect(snapshot(target)).toEqual([]);
    expect(probeIn(original)).toBe(before);
  });

  it('changes nothing when the move cannot be made', () => {
    const before = snapshot(original);
    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'catalogue.sqlite'), '');
    expect(() => moveTablesFolder(original, occupied)).toThrow(MoveFolderError);
    expect(() => moveTablesFolder(original, original)).toThrow(/is the folder the tables are in/);
    expect(() => moveTablesFolder(original, join(original, 'sub'))).toThrow(/is inside/);
    // The catalogue (moved last) fails to move: the table moved before it comes back.
    let calls = 0;
    const failing = (from: string, to: string) => {
      if (++calls === 2) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      renameSync(from, to);
    };
    const target = join(root, 'half');
    expect(() => moveTablesFolder(original, target, { rename: failing })).toThrow(/no space left/);
    expect(snapshot(original)).toEqual(before);
    expect(snapshot(target)).toEqual([]);
    expect(probeIn(original)).toMatch(/win/);
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
