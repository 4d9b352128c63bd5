/**
 * The desktop app's questions about the tables folder, asked with native dialogs in Chinese and
 * English: where to keep tables on the first run (with the free space there), and where to move them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { type BrowserWindow, dialog } from 'electron';
import { freeBytes } from '../settings/tablesFolder';

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

async function pickFolder(window: BrowserWindow | null, title: string, start: string): Promise<string | null> {
  const options = { title, defaultPath: start, properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[] };
  const picked = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  return picked.canceled || picked.filePaths.length === 0 ? null : picked.filePaths[0];
}

/** Whether a folder holds tables or a catalogue of an earlier version. */
export function holdsTables(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.cjtb') || name === 'catalogue.sqlite');
}

/**
 * First run: the default folder with its free space, or one the user picks. Tables an earlier version
 * kept elsewhere (`legacyDir`) are named, so the caller can bring them along.
 */
export async function chooseFirstFolder(defaultDir: string, legacyDir: string | null): Promise<string> {
  for (;;) {
    const legacy = legacyDir ? `\n\n已有的残局库将移到所选目录：${legacyDir}\nExisting tables will be moved there from ${legacyDir}` : '';
    const { response } = await dialog.showMessageBox({
      type: 'question', title: '残局 Canju',
      message: '残局库存放在哪里？ Where should Canju keep its tables?',
      detail: `残局库可能占用数 GB 空间。Tables can take several GB.\n\n${defaultDir}\n${freeLine(defaultDir)}${legacy}`,
      buttons: ['使用此目录 Use this folder', '选择其他目录… Choose another…'], defaultId: 0, cancelId: 0, noLink: true,
    });
    if (response === 0) return defaultDir;
    const picked = await pickFolder(null, '残局库目录 Tables folder', defaultDir);
    if (picked) return picked;
  }
}

/** Where to move the tables folder, or null when the user keeps it where it is. */
export async function chooseMoveTarget(window: BrowserWindow | null, currentDir: string): Promise<string | null> {
  const options = {
    type: 'question' as const, title: '残局 Canju', message: '残局库目录 Tables folder',
    detail: `${currentDir}\n${freeLine(currentDir)}\n\n移动后，残局库与目录数据库一同迁移。The tables move with their catalogue.`,
    buttons: ['移动… Move…', '取消 Cancel'], defaultId: 1, cancelId: 1, noLink: true,
  };
  const { response } = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
  if (response !== 0) return null;
  const picked = await pickFolder(window, '移动到 Move to', currentDir);
  if (!picked) return null;
  const confirm = { ...options, message: '移动残局库？ Move the tables?', detail: `${currentDir}\n→ ${picked}\n${freeLine(picked)}`, buttons: ['移动 Move', '取消 Cancel'] };
  const { response: sure } = window ? await dialog.showMessageBox(window, confirm) : await dialog.showMessageBox(confirm);
  return sure === 0 ? picked : null;
}
