/**
 * The shell's native questions and messages, in Chinese and then English (they come before any page
 * that knows the user's language): where to keep tables on the first run (with the free space there),
 * what to do when the tables folder cannot be opened, where to move it, whether to stop long work to
 * quit, and why the app cannot go on.
 */
import { type BrowserWindow, type MessageBoxOptions, dialog } from 'electron';
import type { MoveProblem } from '../catalogue/moveFolder';
import type { Lang } from '../../shared/lang';
import { say } from '../../shared/words/say';
import { openingProblem } from '../services/knownErrors';
import { freeBytes } from '../settings/tablesFolder';
import type { ShellDialogs } from './shell';
import type { Recovery } from './startup';

const TITLE = '残局 Canju';

const startupWords = (error: unknown, dir: string, lang: Lang) => say(openingProblem(error, dir), lang);

function gigabytes(bytes: number): string {
  return `${(bytes / 1e9).toFixed(1)} GB`;
}

function freeLine(dir: string): string {
  try {
    return `可用空间 Free space: ${gigabytes(freeBytes(dir))}`;
  } catch {
    return '可用空间未知 Free space unknown';
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const MOVE_REFUSED: Record<MoveProblem['code'], (dir: string) => string> = {
  'same-folder': () => '所选目录就是残局库现在的目录。\nThe chosen folder is the one the tables are in.',
  'inside-source': (dir) => `残局库不能移到它自己目录里的子目录：${dir}\nThe tables cannot move into a folder inside their own folder: ${dir}`,
  'target-holds-tables': (dir) => `${dir} 里已有残局库或目录数据库，请选择一个空目录。\n${dir} already holds tables or a catalogue; choose an empty folder.`,
};

const STOP_WORK = {
  generation: {
    message: '正在生成残局库。要停止生成并退出吗？\nTables are being generated. Stop and quit?',
    detail: '已经生成完的残局库会保留；正在生成的那一个会停止，以后需要重新生成。\n'
      + 'The tables already finished are kept; the one being generated stops and is generated again another time.',
    buttons: ['继续生成 Keep generating', '停止并退出 Stop and quit'],
  },
  move: {
    message: '正在移动残局库目录。要取消移动并退出吗？\nThe tables folder is being moved. Cancel the move and quit?',
    detail: '已移动的文件会放回原目录，两个目录都保持原样。\nThe files moved so far go back; both folders stay as they were.',
    buttons: ['继续移动 Keep moving', '取消移动并退出 Cancel the move and quit'],
  },
};

export function createDialogs(parent: () => BrowserWindow | null, logFile: string): ShellDialogs {
  const ask = async (options: MessageBoxOptions): Promise<number> => {
    const window = parent();
    const box = { title: TITLE, noLink: true, ...options };
    return (window ? await dialog.showMessageBox(window, box) : await dialog.showMessageBox(box)).response;
  };

  const pickFolder = async (title: string, start: string): Promise<string | null> => {
    const options = { title, defaultPath: start, properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[] };
    const window = parent();
    const picked = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
    return picked.canceled || picked.filePaths.length === 0 ? null : picked.filePaths[0];
  };

  const tell = async (type: 'info' | 'warning' | 'error', message: string, detail?: string) => {
    await ask({ type, message, detail, buttons: ['确定 OK'] });
  };

  return {
    /** First run: the default folder with its free space, or one the user picks; tables an earlier version kept elsewhere are named. */
    async chooseFirstFolder(defaultDir, legacyDir) {
      for (;;) {
        const legacy = legacyDir ? `\n\n已有的残局库将移到所选目录：${legacyDir}\nExisting tables will be moved there from ${legacyDir}` : '';
        const response = await ask({
          type: 'question', message: '残局库存放在哪里？\nWhere should Canju keep its tables?',
          detail: `残局库可能占用数 GB 空间。Tables can take several GB.\n\n${defaultDir}\n${freeLine(defaultDir)}${legacy}`,
          buttons: ['使用此目录 Use this folder', '选择其他目录… Choose another…'], defaultId: 0, cancelId: 0,
        });
        if (response === 0) return defaultDir;
        const picked = await pickFolder('残局库目录 Tables folder', defaultDir);
        if (picked) return picked;
      }
    },

    async recover(dir, error, defaultDir): Promise<Recovery> {
      const lockFile = (error as { lockFile?: unknown }).lockFile;
      const lockHint = typeof lockFile === 'string' ? `\n若那个程序已不在运行（已崩溃，或那台电脑已关机），删除 ${lockFile} 后重试。` : '';
      const choices: { label: string; recovery: () => Promise<Recovery | null> }[] = [
        { label: '重试 Try again', recovery: async () => ({ kind: 'retry' }) },
        { label: '选择其他目录… Choose another…', recovery: async () => {
          const picked = await pickFolder('残局库目录 Tables folder', defaultDir);
          return picked ? { kind: 'use', dir: picked } : null;
        } },
        ...(dir === defaultDir ? [] : [{ label: '使用默认目录 Use the default folder', recovery: async (): Promise<Recovery> => ({ kind: 'use', dir: defaultDir }) }]),
        { label: '退出 Quit', recovery: async () => ({ kind: 'quit' }) },
      ];
      for (;;) {
        const response = await ask({
          type: 'warning', message: '无法打开残局库目录\nThe tables folder cannot be opened',
          detail: `${startupWords(error, dir, 'zh')}${lockHint}\n\n${startupWords(error, dir, 'en')}\n\n`
            + `可以重试（例如接上外接硬盘后）、选择其他目录或使用默认目录；所选目录会被记住。\n`
            + `Try again (after plugging the drive in, say), choose another folder or use the default one; the folder chosen is remembered.\n\n`
            + `默认目录 Default folder: ${defaultDir}`,
          buttons: choices.map((c) => c.label), defaultId: 0, cancelId: choices.length - 1,
        });
        const recovery = await choices[response].recovery();
        if (recovery) return recovery;
      }
    },

    async legacyNotMoved(legacyDir, error) {
      await tell('warning', '已有的残局库没有移动\nThe existing tables were not moved',
        `残局将继续在原目录使用它们：${legacyDir}\nCanju goes on using them where they are: ${legacyDir}\n\n${reasonOf(error)}`);
    },

    /** Where to move the tables folder, or null when the user keeps it where it is. */
    async chooseMoveTarget(currentDir) {
      const base = { type: 'question' as const, defaultId: 1, cancelId: 1 };
      const first = await ask({
        ...base, message: '残局库目录\nTables folder', buttons: ['移动… Move…', '取消 Cancel'],
        detail: `${currentDir}\n${freeLine(currentDir)}\n\n移动后，残局库与目录数据库一同迁移。The tables move with their catalogue.`,
      });
      if (first !== 0) return null;
      const picked = await pickFolder('移动到 Move to', currentDir);
      if (!picked) return null;
      const sure = await ask({
        ...base, message: '移动残局库？\nMove the tables?', buttons: ['移动 Move', '取消 Cancel'],
        detail: `${currentDir}\n→ ${picked}\n${freeLine(picked)}\n\n移动时可以取消，已移动的文件会放回原处。The move can be cancelled; what was moved goes back.`,
      });
      return sure === 0 ? picked : null;
    },

    async moveRefused(problem) {
      await tell('error', '残局库没有移动\nThe tables were not moved', MOVE_REFUSED[problem.code](problem.dir));
    },

    async generationRunning() {
      await tell('info', '正在生成残局库，请先等待完成或取消。\nA generation is running: let it finish or cancel it first.');
    },

    async confirmStopWork(work) {
      const text = STOP_WORK[work];
      return (await ask({ type: 'warning', ...text, defaultId: 0, cancelId: 0 })) === 1;
    },

    async crashedRepeatedly(file) {
      await tell('error', '窗口多次意外停止，残局将退出。\nThe window stopped unexpectedly several times; Canju will quit.',
        `请把日志文件发给我们。Please send us the log file:\n${file}`);
    },

    async startupFailed(error, dir) {
      dialog.showErrorBox(TITLE, `${startupWords(error, dir, 'zh')}\n\n${startupWords(error, dir, 'en')}\n\n`
        + `日志 Log: ${logFile}`);
    },
  };
}
