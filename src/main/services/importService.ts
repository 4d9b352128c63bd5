/**
 * Imports study files into the library. Each file is read whole and each of its games turned into
 * a study document (a legal position, its moves, metadata and result: gameDocument.ts) before
 * anything is written; then the file's
 * studies go into the catalogue in one transaction. So a file with a fault anywhere (a bad move, a
 * truncated block, an illegal position) adds nothing and is reported in one line naming the file,
 * the place and the fault (a problem the edges word), and so is a failure nobody foresaw, after which
 * the import goes on with the next file; a study already in the library (the same position, title and lines:
 * catalogue/fingerprint.ts) is reported with its id instead of added again.
 */
import type { ImportSummary } from '../../shared/api/contract';
import { type Problem, problem } from '../../shared/api/problem';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { detectStudyFormat, readStudyFile } from '../../shared/formats/studyFile';
import { Position } from '../../shared/rules/position';
import { documentOfGame } from '../../shared/study/gameDocument';
import type { Catalogue } from '../catalogue/catalogue';
import type { StudyInput } from '../catalogue/studyRecords';
import { decodeText } from '../import/decodeText';
import type { FileToImport, SkipReason } from '../import/studyFiles';
import { validatePosition } from './positionService';

/** The last part of a path, `/` or `\` separated: what the library's source-file column holds. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}

function stem(path: string): string {
  const base = baseName(path), dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

export interface ImportOptions {
  /** Files found but not read (a folder's other files, unreadable ones), listed as skipped. */
  readonly skipped?: readonly { readonly file: string; readonly reason: SkipReason }[];
  /** The stipulation of every study imported, over what the files state (the CLI's --stipulation; stored in Chinese). */
  readonly stipulation?: string;
}

type FileOutcome = { ok: true; studies: StudyInput[] } | { ok: false; problem: Problem } | { ok: 'skip'; problem: Problem };

/** A file's studies, or the problem that says why it cannot be imported. */
function readFileStudies(file: FileToImport, stipulation: string | undefined): FileOutcome {
  const format = detectStudyFormat(file.name, file.bytes);
  if (!format) return { ok: 'skip', problem: problem('not-study-file', { file: file.name }) };
  const games = readStudyFile(format, file.bytes, (bytes) => decodeText(bytes).text);
  if (!games.ok) return { ok: false, problem: problem('unreadable-study', { file: file.name, error: games.error }) };
  const studies: StudyInput[] = [];
  for (const [i, game] of games.value.entries()) {
    const checked = validatePosition(game.fen);
    if (!checked.ok) return { ok: false, problem: problem('study-position', { file: file.name, game: games.value.length > 1 ? i + 1 : null, problems: checked.errors }) };
    const doc = documentOfGame(game, stem(file.name));
    studies.push({
      ...doc, meta: { ...doc.meta, title: doc.meta.title.trim() || stem(file.name) }, stipulation: stipulation ?? doc.stipulation,
      fen: checked.fen, material: formatSignature(materialOfBoard(Position.fromFen(checked.fen).board)), sourceFile: baseName(file.name),
    });
  }
  return { ok: true, studies };
}

export function importStudyFiles(catalogue: Catalogue, files: readonly FileToImport[], options: ImportOptions = {}): ImportSummary {
  const summary: ImportSummary = {
    imported: [], duplicates: [], failed: [],
    skipped: (options.skipped ?? []).map(({ file, reason }) => ({
      file, problem: reason.kind === 'unreadable' ? problem('unreadable-file', { file, errno: reason.detail }) : problem('not-study-file', { file }),
    })),
  };
  for (const file of files) {
    // A fault nobody foresaw in one file is that file's failure: its transaction wrote nothing, and the others go on.
    try {
      const outcome = readFileStudies(file, options.stipulation);
      if (outcome.ok === 'skip') summary.skipped.push({ file: file.name, problem: outcome.problem });
      else if (!outcome.ok) summary.failed.push({ file: file.name, problem: outcome.problem });
      else {
        const rows = catalogue.studies.import(outcome.studies);
        rows.forEach((row, i) => (row.duplicate ? summary.duplicates : summary.imported).push({ id: row.id, title: outcome.studies[i].meta.title, file: file.name }));
      }
    } catch (error) {
      summary.failed.push({ file: file.name, problem: problem('import-failed', { file: file.name, detail: error instanceof Error ? error.message : String(error) }) });
    }
  }
  return summary;
}
