/**
 * Exports the best line of a position as PGN (xqbase's Chinese Chess dialect) or plain text, with
 * each move's DTC as a comment and, when asked, the other defences that hold out about as long. The
 * line follows DTC or DTM (mate-shortest, each move's DTM beside its DTC), named in the `Metric` tag.
 */
import type { ExportOptions, ExportResult } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { chineseNameOf } from '../../shared/material/chineseName';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import type { PgnGame, PgnMove, PgnResult } from '../../shared/formats/pgn/game';
import { writePgn, writePlainText } from '../../shared/formats/pgn/write';
import { type Move, moveTo } from '../../shared/rules/move';
import { Position } from '../../shared/rules/position';
import type { Metric, Value } from '../../shared/tablebase/value';
import { encodeText } from '../export/encodeText';
import type { LineEnd, MoveValue, Prober } from '../tablebase/probe/prober';
import { validatePosition } from './positionService';
import { probing } from './probeService';
import type { Lang } from '../../shared/lang';

/** A defence "not clearly worse" than the longest loses at most this many plies sooner. */
const SIDELINE_SLACK = 2;

/** The distances by the line's metric: `DTC 12`, or by DTM `DTM 15, DTC 12`. */
function distances(dtc: number, dtm: number | null, metric: Metric, lang: Lang): string {
  return `${metric === 'dtm' ? `DTM ${dtm}${lang === 'zh' ? '，' : ', '}` : ''}DTC ${dtc}`;
}

/** A value's distances, and the repetition order where the rule decided it. */
function distanceComment(v: Value, dtm: number | null, metric: Metric, lang: Lang): string {
  const order = v.order > 0 ? (lang === 'zh' ? `，长将判负第${v.order}层` : `, perpetual-check order ${v.order}`) : '';
  return `${distances(v.dtc, dtm, metric, lang)}${order}`;
}

/** The start comment's heading: which line this is, by DTM the mate-shortest. */
function lineTitle(metric: Metric, lang: Lang): string {
  if (metric === 'dtc') return lang === 'zh' ? '残局库最佳着法' : 'Tablebase best line';
  return lang === 'zh' ? '残局库最快杀棋着法（按 DTM）' : 'Tablebase best line by DTM (mate-shortest)';
}

function endComment(end: LineEnd, lang: Lang): string {
  const zh: Record<LineEnd, string> = { checkmate: '绝杀', stalemate: '困毙', draw: '和棋', 'perpetual-check': '长将', limit: '（截断）' };
  const en: Record<LineEnd, string> = { checkmate: 'checkmate', stalemate: 'stalemate (no legal move)', draw: 'draw', 'perpetual-check': 'perpetual check', limit: '(cut off)' };
  return (lang === 'zh' ? zh : en)[end];
}

/** What settles a sideline at a capture: the smaller table it enters and the distance left there. */
function conversionComment(prober: Prober, after: Position, metric: Metric, lang: Lang): string {
  const name = chineseNameOf(materialOfBoard(after.board)), left = distances(prober.value(after).dtc, prober.dtm(after), metric, lang);
  return lang === 'zh' ? `吃子转换，进入${name}（${formatSignature(materialOfBoard(after.board))}），${left}，胜负已定`
    : `capture: into ${formatSignature(materialOfBoard(after.board))} (${name}), ${left}, the result is settled`;
}

/**
 * A defence as a variation: the defence, then best play until the conversion that settles it (the
 * first capture, which enters a smaller table) or until mate, with a comment saying which.
 */
function sideline(prober: Prober, pos: Position, defence: MoveValue, metric: Metric, lang: Lang): PgnMove[] {
  const moves: PgnMove[] = [];
  let at = pos;
  for (let step: { move: Move; value: Value; dtm: number | null } | undefined = { move: defence.move, value: defence, dtm: defence.dtm }; step;) {
    const capture = at.pieceAt(moveTo(step.move)) !== 0;
    const after = at.after(step.move);
    const comment = distanceComment(step.value, step.dtm, metric, lang);
    if (capture) return [...moves, { move: step.move, comment: `${comment}; ${conversionComment(prober, after, metric, lang)}` }];
    const next = prober.bestLine(after, 1, metric);
    if (next.moves.length === 0) return [...moves, { move: step.move, comment: `${comment}; ${endComment(next.end, lang)}` }];
    moves.push({ move: step.move, comment });
    at = after;
    step = next.moves[0];
  }
  return moves;
}

/** The distance a defence is ranked by: DTM on a line by DTM. */
const distance = (m: MoveValue, metric: Metric) => (metric === 'dtm' ? m.dtm ?? 0 : m.dtc);

function lineMoves(prober: Prober, start: Position, maxPlies: number, metric: Metric, lang: Lang, sidelines: boolean): { moves: PgnMove[]; end: LineEnd } {
  const line = prober.bestLine(start, maxPlies, metric);
  const pos = start.clone();
  const moves = line.moves.map((step): PgnMove => {
    let variations: PgnMove[][] | undefined;
    if (sidelines && step.value.wdl === 'loss') {
      const ranked = prober.moves(pos, metric);
      const best = ranked.find((m) => m.move === step.move)!;
      variations = ranked
        .filter((m) => m.move !== step.move && m.wdl === 'loss' && m.order === best.order && distance(m, metric) >= distance(best, metric) - SIDELINE_SLACK)
        .map((m) => sideline(prober, pos, m, metric, lang));
    }
    const move: PgnMove = { move: step.move, comment: distanceComment(step.value, step.dtm, metric, lang), ...(variations?.length ? { variations } : {}) };
    pos.play(step.move);
    return move;
  });
  return { moves, end: line.end };
}

export function exportLine(prober: Prober, fen: string, options: ExportOptions): ExportResult {
  const checked = validatePosition(fen);
  if (!checked.ok) return checked;
  const start = Position.fromFen(checked.fen);
  const { lang } = options;
  // A character GBK has no code for (in the title) is a known error: probing answers it.
  return probing((): ExportResult => {
    const value = prober.value(start);
    if (value.wdl === 'draw') return failure('not-won');
    const metric = options.metric ?? 'dtc';
    const { moves, end } = lineMoves(prober, start, 4000, metric, lang, options.sidelines);
    const winner = value.wdl === 'win' ? start.turn : 1 - start.turn;
    const result: PgnResult = end === 'checkmate' || end === 'stalemate' ? (winner === 0 ? '1-0' : '0-1') : '*';
    const name = chineseNameOf(materialOfBoard(start.board));
    const title = options.title.trim() || name;
    const game: PgnGame = {
      tags: [['Event', title], ['Site', 'Canju 残局'], ['Date', new Date().toISOString().slice(0, 10).replaceAll('-', '.')], ['Opening', name], ['Metric', metric.toUpperCase()]],
      fen: checked.fen, moves, result,
      startComment: `${lineTitle(metric, lang)}: ${distanceComment(value, prober.dtm(start), metric, lang)}; ${endComment(end, lang)}`,
    };
    const text = options.format === 'pgn' ? writePgn(game, options.notation) : writePlainText(game, options.notation, lang);
    const bytes = encodeText(text, options.encoding, options.lineEnding);
    const extension = options.format === 'pgn' ? 'pgn' : 'txt';
    return {
      ok: true, text, fileName: `${title.replace(/[\\/:*?"<>|]/g, '_')}.${extension}`,
      mimeType: `${options.format === 'pgn' ? 'application/x-chess-pgn' : 'text/plain'}; charset=${options.encoding === 'gbk' ? 'gbk' : 'utf-8'}`,
      base64: Buffer.from(bytes).toString('base64'),
    };
  });
}
