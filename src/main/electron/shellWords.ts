/**
 * Every word of the desktop shell's native dialogs, in each language in full: the dialogs come before
 * any page, so they speak the desktop's UI language (`app.getLocale()`), the one the page opens in too.
 */
import type { MoveProblem } from '../catalogue/moveFolder';
import type { Lang } from '../../shared/lang';

export interface ShellWords {
  readonly title: string;
  readonly ok: string;
  readonly freeSpace: (size: string) => string;
  readonly freeUnknown: string;
  readonly tablesFolder: string;
  readonly firstRun: { readonly message: string; readonly size: string; readonly legacy: (dir: string) => string; readonly use: string; readonly choose: string };
  readonly recover: {
    readonly message: string; readonly lockHint: (file: string) => string; readonly how: string; readonly defaultFolder: (dir: string) => string;
    readonly retry: string; readonly choose: string; readonly useDefault: string; readonly quit: string;
  };
  readonly legacyNotMoved: { readonly message: string; readonly detail: (dir: string) => string };
  readonly move: {
    readonly message: string; readonly detail: string; readonly move: string; readonly cancel: string; readonly moveTo: string;
    readonly sure: string; readonly sureDetail: string; readonly refused: string; readonly running: string;
  };
  readonly moveRefused: Record<MoveProblem['code'], (dir: string) => string>;
  readonly stopWork: Record<'generation' | 'move', { readonly message: string; readonly detail: string; readonly buttons: readonly [string, string] }>;
  readonly crashed: { readonly message: string; readonly detail: (file: string) => string };
  readonly log: (file: string) => string;
}

const zh: ShellWords = {
  title: '残局',
  ok: '确定',
  freeSpace: (size) => `可用空间：${size}`,
  freeUnknown: '可用空间未知',
  tablesFolder: '残局库目录',
  firstRun: {
    message: '残局库存放在哪里？',
    size: '残局库可能占用数 GB 空间。',
    legacy: (dir) => `已有的残局库将移到所选目录：${dir}`,
    use: '使用此目录',
    choose: '选择其他目录…',
  },
  recover: {
    message: '无法打开残局库目录',
    lockHint: (file) => `若那个程序已不在运行（已崩溃，或那台电脑已关机），删除 ${file} 后重试。`,
    how: '可以重试（例如接上外接硬盘后）、选择其他目录或使用默认目录；所选目录会被记住。',
    defaultFolder: (dir) => `默认目录：${dir}`,
    retry: '重试',
    choose: '选择其他目录…',
    useDefault: '使用默认目录',
    quit: '退出',
  },
  legacyNotMoved: { message: '已有的残局库没有移动', detail: (dir) => `残局将继续在原目录使用它们：${dir}` },
  move: {
    message: '残局库目录',
    detail: '移动后，残局库与目录数据库一同迁移。',
    move: '移动…',
    cancel: '取消',
    moveTo: '移动到',
    sure: '移动残局库？',
    sureDetail: '移动时可以取消，已移动的文件会放回原处。',
    refused: '残局库没有移动',
    running: '正在生成残局库，请先等待完成或取消。',
  },
  moveRefused: {
    'same-folder': () => '所选目录就是残局库现在的目录。',
    'inside-source': (dir) => `残局库不能移到它自己目录里的子目录：${dir}`,
    'target-holds-tables': (dir) => `${dir} 里已有残局库或目录数据库，请选择一个空目录。`,
  },
  stopWork: {
    generation: {
      message: '正在生成残局库。要停止生成并退出吗？',
      detail: '已经生成完的残局库会保留；正在生成的那一个会停止，以后需要重新生成。',
      buttons: ['继续生成', '停止并退出'],
    },
    move: {
      message: '正在移动残局库目录。要取消移动并退出吗？',
      detail: '已移动的文件会放回原目录，两个目录都保持原样。',
      buttons: ['继续移动', '取消移动并退出'],
    },
  },
  crashed: { message: '窗口多次意外停止，残局将退出。', detail: (file) => `请把日志文件发给我们：\n${file}` },
  log: (file) => `日志：${file}`,
};

const en: ShellWords = {
  title: 'Canju',
  ok: 'OK',
  freeSpace: (size) => `Free space: ${size}`,
  freeUnknown: 'Free space unknown',
  tablesFolder: 'Tables folder',
  firstRun: {
    message: 'Where should Canju keep its tables?',
    size: 'Tables can take several GB.',
    legacy: (dir) => `Existing tables will be moved there from ${dir}`,
    use: 'Use this folder',
    choose: 'Choose another…',
  },
  recover: {
    message: 'The tables folder cannot be opened',
    lockHint: (file) => `If that program is no longer running (it crashed, or that computer is off), delete ${file} and try again.`,
    how: 'Try again (after plugging the drive in, say), choose another folder or use the default one; the folder chosen is remembered.',
    defaultFolder: (dir) => `Default folder: ${dir}`,
    retry: 'Try again',
    choose: 'Choose another…',
    useDefault: 'Use the default folder',
    quit: 'Quit',
  },
  legacyNotMoved: { message: 'The existing tables were not moved', detail: (dir) => `Canju goes on using them where they are: ${dir}` },
  move: {
    message: 'Tables folder',
    detail: 'The tables move with their catalogue.',
    move: 'Move…',
    cancel: 'Cancel',
    moveTo: 'Move to',
    sure: 'Move the tables?',
    sureDetail: 'The move can be cancelled; what was moved goes back.',
    refused: 'The tables were not moved',
    running: 'A generation is running: let it finish or cancel it first.',
  },
  moveRefused: {
    'same-folder': () => 'The chosen folder is the one the tables are in.',
    'inside-source': (dir) => `The tables cannot move into a folder inside their own folder: ${dir}`,
    'target-holds-tables': (dir) => `${dir} already holds tables or a catalogue; choose an empty folder.`,
  },
  stopWork: {
    generation: {
      message: 'Tables are being generated. Stop and quit?',
      detail: 'The tables already finished are kept; the one being generated stops and is generated again another time.',
      buttons: ['Keep generating', 'Stop and quit'],
    },
    move: {
      message: 'The tables folder is being moved. Cancel the move and quit?',
      detail: 'The files moved so far go back; both folders stay as they were.',
      buttons: ['Keep moving', 'Cancel the move and quit'],
    },
  },
  crashed: { message: 'The window stopped unexpectedly several times; Canju will quit.', detail: (file) => `Please send us the log file:\n${file}` },
  log: (file) => `Log: ${file}`,
};

export const SHELL_WORDS: Readonly<Record<Lang, ShellWords>> = { zh, en };
