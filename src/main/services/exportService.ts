/**
 * Exports the best line of a position as PGN (xqbase's Chinese Chess dialect) or plain text, with
 * each move's DTC as a comment and, when asked, the other defences that hold out exactly as long (as
 * stubborn as the line's own under its metric: shared/tablebase/moveRank.ts). The
 * line follows DTC or DTM (mate-shortest, each move's DTM beside its DTC), named in the `Metric` tag.
 * An export that writes words: its comments are in the language its options name (the catalogue's
 * `line` section), which is why, of the services, it may word (eslint.config.js).
 */
import type { ExportOptions, ExportResult } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { chineseNameOf } from '../../shared/material/chineseName';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import type { PgnGame, PgnMove, PgnResult } from '../../shared/formats/pgn/game';
import { writePgn } from '../../shared/formats/pgn/write';
import { writePlainText } from '../../shared/words/plainText';
import { WORDS } from '../../shared/words/say';
import type { Words } from '../../shared/words/words';
import { Position } from '../../shared/rules/position';
import { compareByMetric } from '../../shared/tablebase/moveRank';
import type { Metric, Value } from '../../shared/tablebase/value';
import { encodeText } from '../export/encodeText';
import type { LineEnd, MoveValue, Prober } from '../tablebase/probe/prober';
import { validatePosition } from './positionService';
import { probing } from './probeService';

/** A value's distances by the line's metric, and the repetition order where the rule decided it. */
function distanceComment(v: Value, dtm: number | null, metric: Metric, w: Words): string {
  return w.line.distances(v.dtc, dtm, metric, v.order);
}

/** What settles a sideline at a capture: the smaller table it enters and the distance left there. */
function conversionComment(prober: Prober, after: Position, metric: Metric, w: Words): string {
  const material = materialOfBoard(after.board);
  return w.line.conversion(chineseNameOf(material), formatSignature(material), w.line.distances(prober.value(after).dtc, prober.dtm(after), metric, 0));
}

/**
 * A defence as a variation: the defence, then best play until the conversion that settles it (the
 * first capture, which enters a smaller table) or until mate, with a comment saying which.
 */
function sideline(prober: Prober, pos: Position, defence: MoveValue, metric: Metric, w: Words): PgnMove[] {
  const moves: PgnMove[] = [];
  let at = pos;
  for (let step: MoveValue | undefined = defence; step;) {
    const after = at.after(step.move);
    const comment = distanceComment(step, step.dtm, metric, w);
    if (step.capture) return [...moves, { move: step.move, comment: `${comment}; ${conversionComment(prober, after, metric, w)}` }];
    const next = prober.bestLine(after, 1, metric);
    if (next.moves.length === 0) return [...moves, { move: step.move, comment: `${comment}; ${w.line.end[next.end]}` }];
    moves.push({ move: step.move, comment });
    at = after;
    step = next.moves[0].value;
  }
  return moves;
}

function lineMoves(prober: Prober, start: Position, maxPlies: number, metric: Metric, w: Words, sidelines: boolean): { moves: PgnMove[]; end: LineEnd } {
  const line = prober.bestLine(start, maxPlies, metric);
  const pos = start.clone();
  const moves = line.moves.map((step): PgnMove => {
    let variations: PgnMove[][] | undefined;
    if (sidelines && step.value.wdl === 'loss') {
      variations = prober.moves(pos, metric)
        .filter((m) => m.move !== step.move && compareByMetric(m, step.value, metric) === 0)
        .map((m) => sideline(prober, pos, m, metric, w));
    }
    const move: PgnMove = { move: step.move, comment: distanceComment(step.value, step.value.dtm, metric, w), ...(variations?.length ? { variations } : {}) };
    pos.play(step.move);
    return move;
  });
  return { moves, end: line.end };
}

export function exportLine(prober: Prober, fen: string, options: ExportOptions): ExportResult {
  const checked = validatePosition(fen);
  if (!checked.ok) return checked;
  const start = Position.fromFen(checked.fen);
  const w = WORDS[options.lang];
  // A character GBK has no code for (in the title) is a known error: probing answers it.
  return probing((): ExportResult => {
    const value = prober.value(start);
    if (value.wdl === 'draw') return failure('not-won');
    const metric = options.metric ?? 'dtc';
    const { moves, end } = lineMoves(prober, start, 4000, metric, w, options.sidelines);
    const winner = value.wdl === 'win' ? start.turn : 1 - start.turn;
    const result: PgnResult = end === 'checkmate' || end === 'stalemate' ? (winner === 0 ? '1-0' : '0-1') : '*';
    const name = chineseNameOf(materialOfBoard(start.board));
    const title = options.title.trim() || name;
    const game: PgnGame = {
      tags: [['Event', title], ['Site', 'Canju 残局'], ['Date', new Date().toISOString().slice(0, 10).replaceAll('-', '.')], ['Opening', name], ['Metric', metric.toUpperCase()]],
      fen: checked.fen, moves, result,
      startComment: `${w.line.title[metric]}: ${distanceComment(value, prober.dtm(start), metric, w)}; ${w.line.end[end]}`,
    };
    const text = options.format === 'pgn' ? writePgn(game, options.notation) : writePlainText(game, options.notation, options.lang);
    const bytes = encodeText(text, options.encoding, options.lineEnding);
    const extension = options.format === 'pgn' ? 'pgn' : 'txt';
    return {
      ok: true, text, fileName: `${title.replace(/[\\/:*?"<>|]/g, '_')}.${extension}`,
      mimeType: `${options.format === 'pgn' ? 'application/x-chess-pgn' : 'text/plain'}; charset=${options.encoding === 'gbk' ? 'gbk' : 'utf-8'}`,
      base64: Buffer.from(bytes).toString('base64'),
    };
  });
}
