/**
 * Files on their way to `importStudies`: picked (a folder's files named by their path in it) or
 * dropped (folders walked), read in the renderer into base64, and sent in batches small enough for
 * one request each; the batches' summaries add up to one.
 */
import { type ImportFile, type ImportSummary, MAX_IMPORT_BYTES, MAX_IMPORT_FILES } from '../../../shared/api/contract';
import type { Problem } from '../../../shared/api/problem';
import type { Strings } from '../i18n/zh';

/** A file and the name it is imported under: its path in a picked or dropped folder, else its name. */
export interface PickedFile {
  readonly name: string;
  readonly file: File;
}

/**
 * File bytes per `importStudies` call: far below the contract's limit, so that a large folder shows
 * its progress batch by batch (a larger file goes alone).
 */
export const IMPORT_BATCH_BYTES = 160 * 1024;
/** Files per call. */
export const IMPORT_BATCH_FILES = 500;
/** A study file is a few kilobytes; a file above this is not read at all, and said so. */
export const MAX_STUDY_FILE_BYTES = 10 * 1024 * 1024;

/** A file an import did not take, and why: a problem of the services, or the screen's own words (a file too large to send, one the browser could not read). */
export type ShownProblem = { readonly file: string; readonly problem: Problem } | { readonly file: string; readonly words: (t: Strings) => string };

/** What the screen shows of an import: the services' summaries, and the files refused here. */
export interface ShownSummary extends Omit<ImportSummary, 'failed' | 'skipped'> {
  readonly failed: readonly ShownProblem[];
  readonly skipped: readonly ShownProblem[];
}

export const EMPTY_SUMMARY: ShownSummary = { imported: [], duplicates: [], failed: [], skipped: [] };

/** The files of a file input: a folder input names each by its path inside the folder. */
export function pickedFiles(files: FileList | readonly File[]): PickedFile[] {
  return [...files].map((file) => ({ name: file.webkitRelativePath || file.name, file }));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every entry of a directory: a reader answers them a batch at a time until an empty batch. */
async function entriesOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, out: PickedFile[]): Promise<void> {
  if (entry.isFile) out.push({ name: entry.fullPath.replace(/^\//, ''), file: await fileOf(entry as FileSystemFileEntry) });
  else if (entry.isDirectory) for (const child of await entriesOf(entry as FileSystemDirectoryEntry)) await walk(child, out);
}

/**
 * The files of a drop, dropped folders walked to their files. The entries are taken at once: a
 * drop's item list is emptied once its event handler returns.
 */
export async function droppedFiles(data: DataTransfer): Promise<PickedFile[]> {
  const entries = [...data.items].map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() ?? null : null));
  if (entries.length === 0 || entries.some((e) => e === null)) return pickedFiles(data.files);
  const out: PickedFile[] = [];
  for (const entry of entries) await walk(entry!, out);
  return out;
}

/** Base64 of bytes, a slice at a time (a spread of a whole file would overflow the call stack). */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Files grouped for one call each: at most `maxBytes` of base64 and `maxFiles` files a batch, a larger file alone. */
export function batches(files: readonly ImportFile[], maxBytes = IMPORT_BATCH_BYTES, maxFiles = IMPORT_BATCH_FILES): ImportFile[][] {
  const out: ImportFile[][] = [];
  let batch: ImportFile[] = [];
  let size = 0;
  for (const file of files) {
    const bytes = (file.base64.length / 4) * 3;
    if (batch.length > 0 && (size + bytes > maxBytes || batch.length >= Math.min(maxFiles, MAX_IMPORT_FILES))) {
      out.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(file);
    size += bytes;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

export function addSummaries(a: ShownSummary, b: ShownSummary): ShownSummary {
  return {
    imported: [...a.imported, ...b.imported], duplicates: [...a.duplicates, ...b.duplicates],
    failed: [...a.failed, ...b.failed], skipped: [...a.skipped, ...b.skipped],
  };
}

/** The largest file read at all: a study file's limit, and never more than one call can take. */
export const LARGEST_FILE = Math.min(MAX_STUDY_FILE_BYTES, MAX_IMPORT_BYTES);
