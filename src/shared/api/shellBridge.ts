/**
 * What the desktop shell tells its window beside the API: a tables folder being moved (the services
 * are closed meanwhile, so the services' events cannot carry it) and a renderer that crashed and was
 * reloaded. The preload exposes it as `window.canjuShell`; in the browser mode there is none. Codes and
 * figures only: the renderer words them.
 */

export interface FolderMoveRoute {
  readonly from: string;
  readonly to: string;
}

export type FolderMoveNotice =
  | (FolderMoveRoute & { readonly type: 'folder-move'; readonly state: 'moving'; readonly doneBytes: number; readonly totalBytes: number; readonly cancelling: boolean })
  | (FolderMoveRoute & { readonly type: 'folder-move'; readonly state: 'moved' })
  | (FolderMoveRoute & { readonly type: 'folder-move'; readonly state: 'cancelled' })
  /** `reason`: the system's own words (for example `ENOSPC: no space left on device, write`). */
  | (FolderMoveRoute & { readonly type: 'folder-move'; readonly state: 'failed'; readonly reason: string });

/** The page stopped (`reason` as Electron names it: `crashed`, `oom`, `killed`…) and was loaded again. */
export interface RendererCrashNotice {
  readonly type: 'renderer-crashed';
  readonly reason: string;
  /** The log file that holds the details. */
  readonly logFile: string;
}

export type ShellNotice = FolderMoveNotice | RendererCrashNotice;

export interface ShellBridge {
  /** The desktop's UI language, as Electron's `app.getLocale()` gives it (`zh-CN`, `en-US`): the interface's language until the user picks one. */
  readonly locale: string;
  onNotice(listener: (notice: ShellNotice) => void): () => void;
  /** Cancels the folder move under way; what was moved goes back. */
  cancelFolderMove(): Promise<void>;
}

/** How the main process hands the window its locale: an argument of the renderer's process, read by the preload. */
export const LOCALE_ARGUMENT = '--canju-locale=';

export function localeFromArgv(argv: readonly string[]): string {
  return argv.find((a) => a.startsWith(LOCALE_ARGUMENT))?.slice(LOCALE_ARGUMENT.length) ?? '';
}

export const SHELL_NOTICE_CHANNEL = 'canju-shell:notice';
export const SHELL_CANCEL_MOVE_CHANNEL = 'canju-shell:cancel-folder-move';
