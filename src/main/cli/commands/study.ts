/**
 * `study`: the study library from the command line, through the same services as the app. `import`
 * takes files and folders (importService.ts: each file whole or not at all, duplicates named),
 * `list` reads a page with the app's filters, `export` writes a study in any format, `delete` removes
 * one (for good: the next command's catalogue purges it, so there is no `restore` here), and `check`
 * reports soundness from the tables.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import type { ImportSummary, StudyExportFormat, StudySoundness } from '../../../shared/api/contract';
import type { SoundnessReport } from '../../../shared/study/soundness';
import { parseStipulation, stipulationName } from '../../../shared/study/stipulation';
import { failure } from '../../../shared/api/problem';
import { reportText } from '../../../shared/words/reportText';
import { say } from '../../../shared/words/say';
import type { Catalogue } from '../../catalogue/catalogue';
import { collectStudyFiles } from '../../import/studyFiles';
import { importStudyFiles } from '../../services/importService';
import { exportStudy } from '../../services/studyExportService';
import { StudyService } from '../../services/studyService';
import { TreeService } from '../../services/treeService';
import { studyProving } from '../../services/studyProving';
import { type ParsedArgs, choice, numberArg } from '../args';
import type { Command } from '../command';
import { BadArgument, CliFailure, EXIT, UsageError } from '../failure';
import type { CliIo } from '../io';
import { text } from '../messages';
import { answered } from '../serviceAnswer';
import { tablesDir, withFolder } from '../tablesFolder';
import type { Lang } from '../../../shared/lang';
import { PIECE_STYLES } from '../../../shared/formats/diagram/diagram';

function withCatalogue(args: ParsedArgs, fn: (catalogue: Catalogue) => number): Promise<number> {
  return withFolder(tablesDir(args, false), ({ catalogue }) => fn(catalogue));
}

function studyId(args: ParsedArgs): number {
  const typed = args.positionals[1];
  if (typed === undefined) throw new UsageError(text('missing-study'));
  if (!/^[1-9][0-9]{0,15}$/.test(typed) || !Number.isSafeInteger(Number(typed))) throw new BadArgument(text('bad-study-id', typed));
  return Number(typed);
}

/** The summary's lines after the ids: each duplicate, failure and skipped file, then the tally. */
function summaryLines(summary: ImportSummary, lang: Lang): string[] {
  return [
    ...summary.duplicates.map((d) => text('import-duplicate', d.file, d.id, d.title)(lang)),
    ...summary.failed.map((f) => say(f.problem, lang)),
    ...summary.skipped.map((s) => say(s.problem, lang)),
    text('import-tally', summary.imported.length, summary.duplicates.length, summary.failed.length, summary.skipped.length)(lang),
  ];
}

/**
 * Prints each new study's id (with --json, the whole summary instead), then the summary lines on
 * stderr. Exit 1 when any file failed; files skipped and studies already there are no failure.
 */
function importStudies(args: ParsedArgs, io: CliIo, lang: Lang): number | Promise<number> {
  const paths = args.positionals.slice(1);
  if (paths.length === 0) throw new UsageError(text('missing-file'));
  for (const path of paths) if (!existsSync(path)) throw new BadArgument(text('no-file', path));
  const given = args.options.get('stipulation');
  let stipulation: string | undefined;
  if (typeof given === 'string') {
    const parsed = parseStipulation(given);
    if (!parsed) return answered(failure('bad-stipulation', { text: given }));
    stipulation = stipulationName(parsed);
  }
  return withCatalogue(args, (catalogue) => {
    const { files, skipped } = collectStudyFiles(paths);
    const summary = importStudyFiles(catalogue, files, { skipped, stipulation });
    // The summary as the README shows it: each failed or skipped file with its line in the chosen language.
    const worded = (entries: ImportSummary['failed']) => entries.map(({ file, problem }) => ({ file, message: say(problem, lang) }));
    if (args.options.has('json')) io.out(JSON.stringify({ ...summary, failed: worded(summary.failed), skipped: worded(summary.skipped) }));
    else for (const study of summary.imported) io.out(String(study.id));
    const unstated = summary.imported.filter((s) => catalogue.studies.get(s.id)?.stipulation === '').length;
    if (unstated > 0) io.err(text('no-stipulation-found')(lang));
    for (const line of summaryLines(summary, lang)) io.err(line);
    return summary.failed.length > 0 ? EXIT.no : EXIT.ok;
  });
}

const SOUNDNESS: Readonly<Record<string, StudySoundness>> = { sound: 'sound', unsound: 'unsound', unchecked: '' };
const DEFAULT_PAGE = 100;

function listStudies(args: ParsedArgs, io: CliIo, lang: Lang): Promise<number> {
  const option = (name: string) => {
    const value = args.options.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const soundness = args.options.has('soundness') ? SOUNDNESS[choice(args, 'soundness', ['sound', 'unsound', 'unchecked'], 'unchecked')] : undefined;
  const offset = numberArg(args, 'offset', 0, 0, Number.MAX_SAFE_INTEGER, true);
  const limit = numberArg(args, 'limit', DEFAULT_PAGE, 1, 500, true);
  return withCatalogue(args, (catalogue) => {
    const { studies, total } = answered(library(catalogue).list({
      text: option('search'), material: option('material'), stipulation: option('stipulation'), sourceFile: option('source'),
      ...(soundness === undefined ? {} : { soundness }), offset, limit,
    }));
    if (args.options.has('json')) io.out(JSON.stringify({ studies, total }));
    else {
      for (const s of studies) io.out(`${String(s.id).padStart(4)}  ${(s.stipulation || '—').padEnd(4)}  ${s.material.padEnd(14)} ${s.meta.title}`);
      if (total > studies.length) io.err(text('list-page', offset + 1, offset + studies.length, total)(lang));
    }
    return EXIT.ok;
  });
}

/** The library's commands that do not probe never call it. */
const NO_PROBE = {
  value: () => { throw new Error('no tables opened'); },
  moves: () => { throw new Error('no tables opened'); },
};

/** The library without tables: for the commands that list and delete. */
const library = (catalogue: Catalogue) => new StudyService(catalogue, new TreeService(NO_PROBE, () => undefined), NO_PROBE);

const FORMATS: readonly StudyExportFormat[] = ['pgn', 'dhtmlxq', 'xqf', 'svg', 'png', 'text'];
const BINARY: readonly StudyExportFormat[] = ['xqf', 'png'];

/**
 * Writes the study to --out; without it, a text format's text goes to stdout (UTF-8, whatever
 * --encoding says) and a binary one (xqf, png) to its default name (the title) in the current
 * folder, never over a file that exists there.
 */
function exportOne(args: ParsedArgs, io: CliIo, lang: Lang): Promise<number> {
  const id = studyId(args);
  if (!args.options.has('format')) throw new UsageError(text('missing-format'));
  const format = choice(args, 'format', FORMATS, 'pgn');
  const encoding = choice(args, 'encoding', ['utf-8', 'utf-8-bom', 'gbk'] as const, 'utf-8');
  const notation = choice(args, 'notation', ['chinese', 'wxf', 'iccs'] as const, 'chinese');
  const lineEnding = choice(args, 'line-ending', ['lf', 'crlf'] as const, 'lf');
  const pieceStyle = choice(args, 'piece-style', PIECE_STYLES, 'board');
  const out = args.options.get('out');
  return withCatalogue(args, (catalogue) => {
    const file = answered(exportStudy(catalogue, id, { format, encoding, notation, lineEnding, arrows: args.options.has('arrows'), pieceStyle, lang }));
    if (typeof out !== 'string' && !BINARY.includes(format)) {
      for (const line of file.text.replace(/\n$/, '').split('\n')) io.out(line);
      return EXIT.ok;
    }
    const path = typeof out === 'string' ? out : file.fileName;
    if (typeof out !== 'string' && existsSync(path)) throw new CliFailure(EXIT.no, text('file-exists', path));
    if (existsSync(path) && statSync(path).isDirectory()) throw new BadArgument(text('out-is-folder', path));
    try {
      writeFileSync(path, Buffer.from(file.base64, 'base64'));
    } catch (error) {
      throw new CliFailure(EXIT.no, text('cannot-write', path, (error as NodeJS.ErrnoException).code ?? String(error)));
    }
    io.out(path);
    return EXIT.ok;
  });
}

function deleteOne(args: ParsedArgs, io: CliIo): Promise<number> {
  const id = studyId(args);
  return withCatalogue(args, (catalogue) => {
    io.out(String(answered(library(catalogue).delete(id)).deleted));
    return EXIT.ok;
  });
}

/** The JSON: the solver's moves of the main line, each an only move or with its duals. */
function reportJson(report: SoundnessReport): unknown {
  return {
    stipulation: stipulationName(report.stipulation),
    tableResult: report.table.wdl,
    sound: report.sound,
    mainLine: report.mainLine.filter((p) => p.side === 'solver').map((p) => ({
      ply: p.ply, iccs: p.iccs, only: p.only, duals: p.duals.map((d) => ({ iccs: d.iccs, dtc: d.dtc, dtm: d.dtm })),
    })),
  };
}

function checkStudy(args: ParsedArgs, io: CliIo, lang: Lang): Promise<number> {
  const id = studyId(args), dir = tablesDir(args, false);
  return withFolder(dir, async (folder) => {
    // Beyond the tables, the prover in the search worker settles what the tables cannot.
    const { tables, proving } = studyProving(folder.prober, dir);
    const { report } = answered(await new StudyService(folder.catalogue, new TreeService(tables, () => undefined), tables, proving).report(id));
    if (args.options.has('json')) io.out(JSON.stringify(reportJson(report)));
    else for (const line of reportText(report, lang).trimEnd().split('\n')) io.out(line);
    return report.sound ? EXIT.ok : EXIT.no;
  }, { io, lang });
}

/** Which actions take which positionals (beyond the action). */
const ACTIONS: Readonly<Record<string, { run: (args: ParsedArgs, io: CliIo, lang: Lang) => number | Promise<number>; positionals: number }>> = {
  import: { run: importStudies, positionals: Infinity },
  list: { run: listStudies, positionals: 0 },
  export: { run: exportOne, positionals: 1 },
  delete: { run: deleteOne, positionals: 1 },
  check: { run: checkStudy, positionals: 1 },
};

export const studyCommand: Command = {
  name: 'study',
  usage: {
    en: 'study import <files or folders…> [--stipulation S] | list [--search T] [--material M] [--stipulation S] [--soundness sound|unsound|unchecked] '
      + '[--source F] [--offset N] [--limit N] | export <id> --format pgn|dhtmlxq|xqf|svg|png|text [--encoding utf-8|utf-8-bom|gbk] '
      + '[--notation chinese|wxf|iccs] [--line-ending lf|crlf] [--arrows] [--piece-style board|printed] [--out F] | delete <id> | check <id>  --dir <tables> [--json]',
    zh: 'study import <文件或目录…> [--stipulation 要求] | list [--search 文字] [--material 子力] [--stipulation 要求] [--soundness sound|unsound|unchecked] '
      + '[--source 文件名] [--offset N] [--limit N] | export <编号> --format pgn|dhtmlxq|xqf|svg|png|text [--encoding utf-8|utf-8-bom|gbk] '
      + '[--notation chinese|wxf|iccs] [--line-ending lf|crlf] [--arrows] [--piece-style board|printed] [--out 文件] | delete <编号> | check <编号>  --dir <残局库目录> [--json]',
  },
  summary: {
    en: 'the study library: import PGN, DhtmlXQ and XQF files or folders, list and search, export, delete, check soundness (exit 1 when unsound)',
    zh: '排局库：导入 PGN、DhtmlXQ、XQF 文件或目录，列出与搜索，导出，删除，检验排局是否完整（不完整时退出码为 1）',
  },
  positionals: 100_000,
  options: ['dir', 'stipulation', 'search', 'material', 'soundness', 'source', 'offset', 'limit', 'format', 'encoding', 'notation', 'line-ending', 'piece-style', 'out'],
  flags: ['json', 'arrows'],
  run(args, io, lang) {
    const action = args.positionals[0];
    const chosen = ACTIONS[action ?? ''];
    if (!chosen) throw new UsageError(text('study-action', action ?? ''));
    const extra = args.positionals[1 + chosen.positionals];
    if (extra !== undefined) throw new UsageError(text('extra-argument', extra));
    return chosen.run(args, io, lang);
  },
};
