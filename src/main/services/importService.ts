/**
 * Imports study files into the library. Each file is read whole and each of its games turned into
 * a study (a legal position, its lines as edits) before anything is written; then the file's
 * studies go into the catalogue in one transaction. So a file with a fault anywhere (a bad move, a
 * truncated block, an illegal position) adds nothing and is reported in one line naming the file,
 * the place and the fault; a study already in the library (the same position, title and lines:
 * catalogue/fingerprint.ts) is reported with its id instead of added again.
 */
import type { ImportSummary } from '../../shared/api/contract';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { detectStudyFormat, readStudyFile } from '../../shared/formats/studyFile';
import { readErrorLine } from '../../shared/words/say';
import { Position } from '../../shared/rules/position';
import { studyOfGame } from '../../shared/study/pgnStudy';
import { formatStipulation } from '../../shared/study/stipulation';
import type { Catalogue, StudyInput } from '../catalogue/catalogue';
import { decodeText } from '../import/decodeText';
import type { FileToImport, SkipReason } from '../import/studyFiles';
import { problem } from './messages';
import { validatePosition } from './positionService';
import type { Lang } from '../../shared/lang';

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

type FileOutcome = { ok: true; studies: StudyInput[] } | { ok: false; message: string } | { ok: 'skip'; message: string };

/** A file's studies, or the one line that says why it cannot be imported. */
function readFileStudies(file: FileToImport, lang: Lang, stipulation: string | undefined): FileOutcome {
  const format = detectStudyFormat(file.name, file.bytes);
  if (!format) return { ok: 'skip', message: problem('not-study-file', lang, file.name).message };
  const games = readStudyFile(format, file.bytes, (bytes) => decodeText(bytes).text);
  if (!games.ok) return { ok: false, message: readErrorLine(file.name, games.error, lang) };
  const studies: StudyInput[] = [];
  for (const [i, game] of games.value.entries()) {
    const where = games.value.length > 1 ? problem('game-number', lang, String(i + 1)).message : '';
    const checked = validatePosition(game.fen, lang);
    if (!checked.ok) return { ok: false, message: `${file.name}: ${where}${checked.errors.map((e) => e.message).join('; ')}` };
    let study;
    try {
      study = studyOfGame(game, stem(file.name));
    } catch (error) {
      return { ok: false, message: `${file.name}: ${where}${error instanceof Error ? error.message : String(error)}` };
    }
    studies.push({
      title: study.title.trim() || stem(file.name), composer: study.composer, source: study.source, notes: study.notes,
      stipulation: stipulation ?? (study.stipulation ? formatStipulation(study.stipulation, 'zh') : ''),
      fen: checked.fen, material: formatSignature(materialOfBoard(Position.fromFen(checked.fen).board)), edits: study.edits,
      sourceFile: baseName(file.name),
    });
  }
  return { ok: true, studies };
}

export function importStudyFiles(catalogue: Catalogue, files: readonly FileToImport[], lang: Lang, options: ImportOptions = {}): ImportSummary {
  const summary: ImportSummary = {
    imported: [], duplicates: [], failed: [],
    skipped: (options.skipped ?? []).map(({ file, reason }) => ({
      file, message: reason.kind === 'unreadable' ? problem('unreadable-file', lang, `${file} (${reason.detail})`).message : problem('not-study-file', lang, file).message,
    })),
  };
  for (const file of files) {
    const outcome = readFileStudies(file, lang, options.stipulation);
    if (outcome.ok === 'skip') summary.skipped.push({ file: file.name, message: outcome.message });
    else if (!outcome.ok) summary.failed.push({ file: file.name, message: outcome.message });
    else {
      const rows = catalogue.importStudies(outcome.studies);
      rows.forEach((row, i) => (row.duplicate ? summary.duplicates : summary.imported).push({ id: row.id, title: outcome.studies[i].title, file: file.name }));
    }
  }
  return summary;
}
