/**
 * Why the services could not start over a tables folder, in words a user can act on: the folder is
 * held by another Canju process, cannot be created or written, its catalogue is not a database, or the
 * database's native module does not load. The Electron shell shows this in a dialog and quits; the
 * browser host prints it.
 */
import { FolderLockedError } from '../catalogue/folderLock';
import type { Lang } from '../../shared/lang';

type Kind = 'locked' | 'folder' | 'catalogue' | 'native' | 'other';

const TEXT: Record<Kind, Record<Lang, (dir: string, reason: string) => string>> = {
  locked: {
    zh: (dir, reason) => `残局库目录 ${dir} 正被另一个残局程序使用，请先关闭它。（${reason}）`,
    en: (dir, reason) => `The tables folder ${dir} is in use by another Canju process; close it first. (${reason})`,
  },
  folder: {
    zh: (dir, reason) => `无法使用残局库目录 ${dir}：${reason}`,
    en: (dir, reason) => `The tables folder ${dir} cannot be used: ${reason}`,
  },
  catalogue: {
    zh: (dir, reason) => `无法打开残局库目录 ${dir} 中的目录数据库 catalogue.sqlite：${reason}`,
    en: (dir, reason) => `The catalogue catalogue.sqlite in ${dir} cannot be opened: ${reason}`,
  },
  native: {
    zh: (_dir, reason) => `数据库模块（better-sqlite3）无法加载，请重新安装残局：${reason}`,
    en: (_dir, reason) => `The database module (better-sqlite3) cannot be loaded; reinstall Canju: ${reason}`,
  },
  other: {
    zh: (dir, reason) => `残局服务无法在 ${dir} 启动：${reason}`,
    en: (dir, reason) => `Canju's services cannot start over ${dir}: ${reason}`,
  },
};

function kindOf(error: unknown): Kind {
  if (error instanceof FolderLockedError) return 'locked';
  const { code = '', message = '' } = error as { code?: string; message?: string };
  if (/better_sqlite3\.node|NODE_MODULE_VERSION|ERR_DLOPEN_FAILED|Could not locate the bindings file/.test(`${code} ${message}`)) return 'native';
  if (code.startsWith('SQLITE_')) return 'catalogue';
  if (['EACCES', 'EPERM', 'ENOTDIR', 'EEXIST', 'EROFS', 'ENOSPC', 'ENOENT'].includes(code)) return 'folder';
  return 'other';
}

export function describeStartupFailure(error: unknown, dir: string, lang: Lang): string {
  const reason = error instanceof Error ? error.message : String(error);
  return TEXT[kindOf(error)][lang](dir, reason);
}
