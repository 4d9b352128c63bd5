/**
 * Which tables folder a run opens, and what happens when it cannot be opened. The folder comes from
 * `--tables-dir` (this run only), else the settings, else the first run's question. A folder is saved
 * as the choice only once the services have opened it, so a folder that cannot be opened is never
 * the one every later start reads. When opening fails (a drive not plugged in, an offline share, no
 * write access, another Canju process holding it) the user is asked what to do instead: try again,
 * choose another folder, use the default one, or quit; and the app goes on with the answer.
 *
 * A saved folder that is not there is not created again: it is most likely on a drive that is not
 * connected, and making an empty folder in its place (or at the root of another volume) would hide the
 * real one. Free of `electron` imports: the shell passes its dialogs in.
 */
import { existsSync } from 'node:fs';

export type Recovery =
  | { readonly kind: 'retry' }
  | { readonly kind: 'use'; readonly dir: string }
  | { readonly kind: 'quit' };

export interface FolderSteps<S> {
  /** Opens the services over a folder; throws why it cannot. */
  open(dir: string): Promise<S>;
  /** After a failure: what to do instead (the dialog with its choices). */
  recover(dir: string, error: unknown): Promise<Recovery>;
  /** Remembers the folder for the next start. */
  save(dir: string): void;
  log(message: string, error?: unknown): void;
}

export interface StartupSteps<S> extends FolderSteps<S> {
  readonly commandLineDir: string | null;
  readonly savedDir: string | null;
  /** The first run's question (bringing an earlier version's tables along). */
  chooseFirstFolder(): Promise<string>;
}

export interface Opened<S> {
  readonly dir: string;
  readonly services: S;
}

/** A saved folder that is missing: the code tells openingProblem it is the folder's fault. */
export class FolderMissingError extends Error {
  readonly code = 'ENOENT';

  constructor(readonly dir: string) {
    super(`${dir} is not there (on a drive that is not connected, or a network folder that is offline?)`);
    this.name = 'FolderMissingError';
  }
}

/**
 * Opens `dir`, asking what to do instead for as long as opening fails. `remember`: whether a folder
 * that opens becomes the saved choice (not for `--tables-dir`); `mustExist`: the folder as saved,
 * which is not created again. Resolves to null when the user quits.
 */
export async function openWithRecovery<S>(dir: string, steps: FolderSteps<S>, remember: boolean, mustExist: string | null): Promise<Opened<S> | null> {
  for (let at = dir; ;) {
    try {
      if (at === mustExist && !existsSync(at)) throw new FolderMissingError(at);
      const services = await steps.open(at);
      steps.log(`tables folder opened: ${at}`);
      if (remember && at !== mustExist) steps.save(at);
      return { dir: at, services };
    } catch (error) {
      steps.log(`the tables folder ${at} cannot be opened`, error);
      const next = await steps.recover(at, error);
      steps.log(`the user chose to ${next.kind === 'use' ? `use ${next.dir}` : next.kind}`);
      if (next.kind === 'quit') return null;
      if (next.kind === 'use') at = next.dir;
    }
  }
}

/** The start-up sequence: the folder of this run, opened, or null when the user quits. */
export async function openTablesFolder<S>(steps: StartupSteps<S>): Promise<Opened<S> | null> {
  if (steps.commandLineDir) return openWithRecovery(steps.commandLineDir, steps, false, null);
  if (steps.savedDir) return openWithRecovery(steps.savedDir, steps, true, steps.savedDir);
  steps.log('first run: asking where the tables go');
  return openWithRecovery(await steps.chooseFirstFolder(), steps, true, null);
}
