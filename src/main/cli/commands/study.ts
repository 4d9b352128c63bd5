import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Lang } from '../../../shared/api/contract';
import { readPgn } from '../../../shared/formats/pgn/read';
import { editedMainLine } from '../../../shared/study/edits';
import { studyOfGame } from '../../../shared/study/pgnStudy';
import type { SoundnessReport } from '../../../shared/study/soundness';
import { formatStipulation } from '../../../shared/study/stipulation';
import { decodeText } from '../../import/decodeText';
import { StudyService } from '../../services/studyService';
import type { ParsedArgs } from '../args';
import type { Command } from '../command';
import { BadArgument, EXIT, UsageError } from '../failure';
import type { CliIo } from '../io';
import { text } from '../messages';
import { withProber } from '../probing';
import { answered } from '../serviceAnswer';
import { tablesDir } from '../tablesFolder';

function readFile(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch {
    throw new BadArgument(text('no-file', path));
  }
}

function importStudy(studies: StudyService, args: ParsedArgs, io: CliIo, lang: Lang): number {
  const path = args.positionals[1];
  if (path === undefined) throw new UsageError(text('missing-file'));
  const game = readPgn(decodeText(readFile(path)).text);
  if (!game.ok) throw new BadArgument(text('bad-pgn', path, game.error));
  const study = studyOfGame(game.value, basename(path, extname(path)));
  const given = args.options.get('stipulation');
  const stipulation = typeof given === 'string' ? given : study.stipulation ? formatStipulation(study.stipulation, 'zh') : '';
  if (!stipulation) io.err(text('no-stipulation-found')(lang));
  const { study: saved } = answered(studies.save({ ...study, stipulation, fen: game.value.fen }, null, lang));
  io.out(args.options.has('json')
    ? JSON.stringify({ id: saved.id, title: saved.title, stipulation: saved.stipulation, mainLine: editedMainLine(saved.edits) })
    : String(saved.id));
  return EXIT.ok;
}

function listStudies(studies: StudyService, args: ParsedArgs, io: CliIo, lang: Lang): number {
  const list = answered(studies.list({ offset: 0, limit: 500 }, lang)).studies;
  if (args.options.has('json')) io.out(JSON.stringify({ studies: list }));
  else for (const s of list) io.out(`${String(s.id).padStart(4)}  ${(s.stipulation || '—').padEnd(4)}  ${s.material.padEnd(14)} ${s.title}`);
  return EXIT.ok;
}

/** The JSON: the solver's moves of the main line, each an only move or with its duals. */
function reportJson(report: SoundnessReport): unknown {
  return {
    stipulation: formatStipulation(report.stipulation, 'zh'),
    tableResult: report.table.wdl,
    sound: report.sound,
    mainLine: report.mainLine.filter((p) => p.side === 'solver').map((p) => ({
      ply: p.ply, iccs: p.iccs, only: p.only, duals: p.duals.map((d) => ({ iccs: d.iccs, dtc: d.dtc, dtm: d.dtm })),
    })),
  };
}

function checkStudy(studies: StudyService, args: ParsedArgs, io: CliIo, lang: Lang): number {
  const typed = args.positionals[1];
  if (typed === undefined) throw new UsageError(text('missing-study'));
  if (!/^[1-9][0-9]{0,15}$/.test(typed)) throw new BadArgument(text('bad-study-id', typed));
  const { report, text: words } = answered(studies.report(Number(typed), lang));
  if (args.options.has('json')) io.out(JSON.stringify(reportJson(report)));
  else for (const line of words.trimEnd().split('\n')) io.out(line);
  return report.sound ? EXIT.ok : EXIT.no;
}

export const studyCommand: Command = {
  name: 'study',
  usage: {
    en: 'study import <file.pgn> [--stipulation S] | list | check <id>  --dir <tables> [--json]',
    zh: 'study import <文件.pgn> [--stipulation 要求] | list | check <编号>  --dir <残局库目录> [--json]',
  },
  summary: {
    en: 'studies: import a PGN, list them, check one\'s soundness (exit 1 when unsound)',
    zh: '排局：导入 PGN、列出排局、检验排局是否完整（不完整时退出码为 1）',
  },
  positionals: 2,
  options: ['dir', 'stipulation'],
  flags: ['json'],
  run(args, io, lang) {
    const action = args.positionals[0];
    const run = { import: importStudy, list: listStudies, check: checkStudy }[action ?? ''];
    if (!run) throw new UsageError(text('study-action', action ?? ''));
    return withProber(tablesDir(args, false), (prober, catalogue) => run(new StudyService(catalogue, prober), args, io, lang));
  },
};
