/**
 * The system's and SQLite's error codes as a user reads them, in each language: the code a failure
 * carries (ENOENT, SQLITE_NOTADB …) is worded here, so a Chinese line never ends in the system's
 * English message. A code not listed is shown as it is. `not-regular` and `too-large` are Canju's own
 * refusals of a file named to be read (main/fs/regularFile.ts); the limit is the import's.
 */
import { MAX_IMPORT_BYTES } from '../api/contract';
import type { Lang } from '../lang';

const MB = MAX_IMPORT_BYTES / 2 ** 20;

const PHRASES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    ENOENT: 'no such file or folder', EACCES: 'permission denied', EPERM: 'not permitted', EISDIR: 'a folder, not a file',
    ENOTDIR: 'a file stands where a folder should be', EEXIST: 'already exists', EROFS: 'the disk is read-only', ENOSPC: 'the disk is full',
    ENAMETOOLONG: 'the path is too long for the system', EBUSY: 'in use by another program', ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files', EIO: 'input/output error', 'not-regular': 'not a regular file (a folder, device or pipe)',
    'too-large': `larger than the ${MB} MB a study file may be`,
    SQLITE_NOTADB: 'not a database', SQLITE_CORRUPT: 'the database is damaged', SQLITE_CANTOPEN: 'the database cannot be opened',
    SQLITE_READONLY: 'the database is read-only', SQLITE_BUSY: 'the database is in use', SQLITE_FULL: 'the disk is full',
    SQLITE_IOERR: 'input/output error', SQLITE_PERM: 'permission denied',
  },
  zh: {
    ENOENT: '文件或目录不存在', EACCES: '没有权限', EPERM: '操作不允许', EISDIR: '是目录，不是文件',
    ENOTDIR: '路径中应为目录处是一个文件', EEXIST: '已存在', EROFS: '磁盘只读', ENOSPC: '磁盘已满',
    ENAMETOOLONG: '路径太长，系统无法处理', EBUSY: '正被其他程序使用', ELOOP: '符号链接层数过多',
    EMFILE: '打开的文件过多', EIO: '输入输出错误', 'not-regular': '不是普通文件（是目录、设备或管道）',
    'too-large': `超过排局文件上限 ${MB} MB`,
    SQLITE_NOTADB: '不是数据库', SQLITE_CORRUPT: '数据库已损坏', SQLITE_CANTOPEN: '无法打开数据库',
    SQLITE_READONLY: '数据库只读', SQLITE_BUSY: '数据库正被使用', SQLITE_FULL: '磁盘已满',
    SQLITE_IOERR: '输入输出错误', SQLITE_PERM: '没有权限',
  },
};

/**
 * A system error code in words, the system's code after it (`没有权限（EACCES）`); undefined for a code
 * not listed, which the caller shows with the system's own message.
 */
export function sayErrno(code: string, lang: Lang): string | undefined {
  if (!Object.hasOwn(PHRASES[lang], code)) return undefined;
  const phrase = PHRASES[lang][code];
  if (!/^[A-Z]/.test(code)) return phrase;
  return lang === 'zh' ? `${phrase}（${code}）` : `${phrase} (${code})`;
}
