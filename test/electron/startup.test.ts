/**
 * The start-up sequence never locks the user out: a folder is saved as the choice only once the
 * services have opened it, and a folder that cannot be opened (missing, not a folder, held by another
 * process) leads to the recovery question, whose answer the app goes on with. Run against the real
 * services where the failure is real.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLockedError, LOCK_FILE } from '../../src/main/catalogue/folderLock';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { openingProblem } from '../../src/main/services/knownErrors';
import type { Lang } from '../../src/shared/lang';
import { say } from '../../src/shared/words/say';
import { FolderMissingError, type Recovery, type StartupSteps, openTablesFolder } from '../../src/main/electron/startup';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';

const startupWords = (error: unknown, dir: string, lang: Lang) => say(openingProblem(error, dir), lang);

const made: string[] = [];
const opened: Services[] = [];
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-startup-'));
  made.push(dir);
  return dir;
}

/** The real services, and a record of every question, save and recovery. */
function steps(over: Partial<StartupSteps<Services>> & { answers?: Recovery[] }) {
  const record = { saved: [] as string[], asked: [] as { dir: string; error: unknown }[], opens: [] as string[] };
  const answers = [...(over.answers ?? [])];
  const all: StartupSteps<Services> = {
    commandLineDir: null,
    savedDir: null,
    chooseFirstFolder: async () => {
      throw new Error('not a first run');
    },
    open: async (dir) => {
      record.opens.push(dir);
      const services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
      opened.push(services);
      return services;
    },
    recover: async (dir, error) => {
      record.asked.push({ dir, error });
      const answer = answers.shift();
      if (!answer) throw new Error(`no answer left for ${dir}`);
      return answer;
    },
    save: (dir) => void record.saved.push(dir),
    log: () => undefined,
    ...over,
  };
  return { all, record };
}

describe('opening the tables folder at start-up', () => {
  it('saves the first run\'s choice only once it opens; a choice that cannot be opened is asked about, never saved', async () => {
    const root = scratch();
    const notAFolder = join(root, 'file');
    writeFileSync(notAFolder, 'x');
    const fallback = join(root, 'default');
    const { all, record } = steps({ chooseFirstFolder: async () => notAFolder, answers: [{ kind: 'use', dir: fallback }] });
    const result = await openTablesFolder(all);
    expect(result?.dir).toBe(fallback);
    expect(record.asked.map((a) => a.dir)).toEqual([notAFolder]);
    expect(startupWords(record.asked[0].error, notAFolder, 'en')).toMatch(/^The tables folder .* cannot be used: /);
    expect(record.saved).toEqual([fallback]);
  });

  it('does not make a saved folder that is missing again; tries again once the drive is there', async () => {
    const root = scratch();
    const onDrive = join(root, 'drive', 'tables');
    let plugIn = () => undefined as void;
    const { all, record } = steps({
      savedDir: onDrive,
      recover: async (dir, error) => {
        record.asked.push({ dir, error });
        if (record.asked.length === 2) plugIn();
        return { kind: 'retry' };
      },
    });
    plugIn = () => void mkdirSync(onDrive, { recursive: true });
    const result = await openTablesFolder(all);
    expect(result?.dir).toBe(onDrive);
    expect(record.asked).toHaveLength(2);
    expect(record.asked[0].error).toBeInstanceOf(FolderMissingError);
    expect(startupWords(record.asked[0].error, onDrive, 'zh')).toMatch(/^无法使用残局库目录 .*：文件或目录不存在（ENOENT）$/);
    // Opened only once the folder was there: nothing was created in its place before.
    expect(record.opens).toEqual([onDrive]);
    expect(record.saved).toEqual([]);
  });

  it('goes on with the default folder, and remembers it, when the saved one is held by another process', async () => {
    const root = scratch();
    const held = join(root, 'held');
    mkdirSync(held);
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(held, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: (await import('node:os')).hostname(), owner: 'npm run serve', since: new Date().toISOString() }));
    const fallback = join(root, 'default');
    const { all, record } = steps({ savedDir: held, answers: [{ kind: 'use', dir: fallback }] });
    expect((await openTablesFolder(all))?.dir).toBe(fallback);
    expect(record.asked[0].error).toBeInstanceOf(FolderLockedError);
    expect((record.asked[0].error as Error).message).toContain(`delete ${join(held, LOCK_FILE)}`);
    expect(record.saved).toEqual([fallback]);
  });

  it('ends the start-up when the user quits, with nothing saved', async () => {
    const root = scratch();
    const { all, record } = steps({ savedDir: join(root, 'gone'), answers: [{ kind: 'quit' }] });
    expect(await openTablesFolder(all)).toBeNull();
    expect(record.saved).toEqual([]);
    expect(record.opens).toEqual([]);
  });

  it('never saves --tables-dir, nor a folder chosen instead of it, and creates it when missing', async () => {
    const root = scratch();
    const portable = join(root, 'portable', 'tables');
    const { all, record } = steps({ commandLineDir: portable, savedDir: join(root, 'saved') });
    expect((await openTablesFolder(all))?.dir).toBe(portable);
    expect(record.saved).toEqual([]);
    const notAFolder = join(root, 'file');
    writeFileSync(notAFolder, 'x');
    const second = steps({ commandLineDir: notAFolder, answers: [{ kind: 'use', dir: join(root, 'other') }] });
    expect((await openTablesFolder(second.all))?.dir).toBe(join(root, 'other'));
    expect(second.record.saved).toEqual([]);
  });
});
