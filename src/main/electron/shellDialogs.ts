/**
 * The shell's native questions and messages in the desktop's UI language (shellWords.ts; they come
 * before any page): where to keep tables on the first run (with the free space there),
 * what to do when the tables folder cannot be opened, where to move it, whether to stop long work to
 * quit, and why the app cannot go on.
 */
import { type BrowserWindow, type MessageBoxOptions, dialog } from 'electron';
import type { Lang } from '../../shared/lang';
import { say } from '../../shared/words/say';
import { openingProblem } from '../services/knownErrors';
import { freeBytes } from '../settings/tablesFolder';
import type { ShellDialogs } from './shell';
import { SHELL_WORDS } from './shellWords';
import type { Recovery } from './startup';

const startupWords = (error: unknown, dir: string, lang: Lang) => say(openingProblem(error, dir), lang);

function gigabytes(bytes: number): string {
  return `${(bytes / 1e9).toFixed(1)} GB`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `uiLang`: the desktop's UI language (`app.getLocale()`, the one the page opens in), asked when a
 * dialog shows: on Windows the locale is known only once the app is ready.
 */
export function createDialogs(parent: () => BrowserWindow | null, logFile: string, uiLang: () => Lang): ShellDialogs {
  const words = () => SHELL_WORDS[uiLang()];
  const freeLine = (dir: string): string => {
    try {
      return words().freeSpace(gigabytes(freeBytes(dir)));
    } catch {
      return words().freeUnknown;
    }
  };
  const ask = async (options: MessageBoxOptions): Promise<number> => {
    const window = parent();
    const box = { title: words().title, noLink: true, ...options };
    return (window ? await dialog.showMessageBox(window, box) : await dialog.showMessageBox(box)).response;
  };

  const pickFolder = async (title: string, start: string): Promise<string | null> => {
    const options = { title, defaultPath: start, properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[] };
    const window = parent();
    const picked = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
    return picked.canceled || picked.filePaths.length === 0 ? null : picked.filePaths[0];
  };

  const tell = async (type: 'info' | 'warning' | 'error', message: string, detail?: string) => {
    await ask({ type, message, detail, buttons: [words().ok] });
  };

  return {
    /** First run: the default folder with its free space, or one the user picks; tables an earlier version kept elsewhere are named. */
    async chooseFirstFolder(defaultDir, legacyDir) {
      for (;;) {
        const legacy = legacyDir ? `\n\n${words().firstRun.legacy(legacyDir)}` : '';
        const response = await ask({
          type: 'question', message: words().firstRun.message,
          detail: `${words().firstRun.size}\n\n${defaultDir}\n${freeLine(defaultDir)}${legacy}`,
          buttons: [words().firstRun.use, words().firstRun.choose], defaultId: 0, cancelId: 0,
        });
        if (response === 0) return defaultDir;
        const picked = await pickFolder(words().tablesFolder, defaultDir);
        if (picked) return picked;
      }
    },

    async recover(dir, error, defaultDir): Promise<Recovery> {
      const lockFile = (error as { lockFile?: unknown }).lockFile;
      const lockHint = typeof lockFile === 'string' ? `\n${words().recover.lockHint(lockFile)}` : '';
      const choices: { label: string; recovery: () => Promise<Recovery | null> }[] = [
        { label: words().recover.retry, recovery: async () => ({ kind: 'retry' }) },
        { label: words().recover.choose, recovery: async () => {
          const picked = await pickFolder(words().tablesFolder, defaultDir);
          return picked ? { kind: 'use', dir: picked } : null;
        } },
        ...(dir === defaultDir ? [] : [{ label: words().recover.useDefault, recovery: async (): Promise<Recovery> => ({ kind: 'use', dir: defaultDir }) }]),
        { label: words().recover.quit, recovery: async () => ({ kind: 'quit' }) },
      ];
      for (;;) {
        const response = await ask({
          type: 'warning', message: words().recover.message,
          detail: `${startupWords(error, dir, uiLang())}${lockHint}\n\n${words().recover.how}\n\n${words().recover.defaultFolder(defaultDir)}`,
          buttons: choices.map((c) => c.label), defaultId: 0, cancelId: choices.length - 1,
        });
        const recovery = await choices[response].recovery();
        if (recovery) return recovery;
      }
    },

    async legacyNotMoved(legacyDir, error) {
      await tell('warning', words().legacyNotMoved.message, `${words().legacyNotMoved.detail(legacyDir)}\n\n${reasonOf(error)}`);
    },

    /** Where to move the tables folder, or null when the user keeps it where it is. */
    async chooseMoveTarget(currentDir) {
      const base = { type: 'question' as const, defaultId: 1, cancelId: 1 };
      const first = await ask({
        ...base, message: words().move.message, buttons: [words().move.move, words().move.cancel],
        detail: `${currentDir}\n${freeLine(currentDir)}\n\n${words().move.detail}`,
      });
      if (first !== 0) return null;
      const picked = await pickFolder(words().move.moveTo, currentDir);
      if (!picked) return null;
      const sure = await ask({
        ...base, message: words().move.sure, buttons: [words().move.move, words().move.cancel],
        detail: `${currentDir}\n→ ${picked}\n${freeLine(picked)}\n\n${words().move.sureDetail}`,
      });
      return sure === 0 ? picked : null;
    },

    async moveRefused(problem) {
      await tell('error', words().move.refused, words().moveRefused[problem.code](problem.dir));
    },

    async generationRunning() {
      await tell('info', words().move.running);
    },

    async confirmStopWork(work) {
      const { message, detail, buttons } = words().stopWork[work];
      return (await ask({ type: 'warning', message, detail, buttons: [...buttons], defaultId: 0, cancelId: 0 })) === 1;
    },

    async crashedRepeatedly(file) {
      await tell('error', words().crashed.message, words().crashed.detail(file));
    },

    async startupFailed(error, dir) {
      dialog.showErrorBox(words().title, `${startupWords(error, dir, uiLang())}\n\n${words().log(logFile)}`);
    },
  };
}
