/**
 * Exports the best line of a position as PGN (xqbase's Chinese Chess dialect) or plain text, with
 * each move's DTC as a comment and, when asked, the other defences that hold out about as long.
 */
import type { ExportOptions, ExportResult, Lang } from '../../shared/api/contract';
import { chineseNameOf } from '../../shared/material/chineseName';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import type { PgnGame, PgnMove, PgnResult } from '../../shared/formats/pgn/game';
import { writePgn, writePlainText } from '../../shared/formats/pgn/write';
import { type Move, moveTo } from '../../shared/rules/move';
import { Position } from '../../shared/rules/position';
import type { Value } from '../../shared/tablebase/value';
import { encodeText } from '../export/encodeText';
import { GbkEncodingError } from '../export/gbk';
import type { LineEnd, MoveValue, Prober } from '../tablebase/probe/prober';
import { failure } from './messages';
import { validatePosition } from './positionService';
import { probing } from './probeService';

/** A defence "not clearly worse" than the longest loses at most this many plies sooner. */
const SIDELINE_SLACK = 2;

function dtcComment(v: Value, lang: Lang): string {
  const order = v.order > 0 ? (lang === 'zh' ? `，长将判负第${v.order}层` : `, perpetual-check order ${v.order}`) : '';
  return `DTC ${v.dtc}${order}`;
}

function endComment(end: LineEnd, lang: Lang): string {
  const zh: Record<LineEnd, string> = { checkmate: '绝杀', stalemate: '困毙', draw: '和棋', 'perpetual-check': '长将', limit: '（截断）' };
  const en: Record<LineEnd, string> = { checkmate: 'checkmate', stalemate: 'stalemate (no legal move)', draw: 'draw', 'perpetual-check': 'perpetual check', limit: '(cut off)' };
  return (lang === 'zh' ? zh : en)[end];
}

/** What settles a sideline at a capture: the smaller table it enters and the distance left there. */
function conversionComment(prober: Prober, after: Position, lang: Lang): string {
  const name = chineseNameOf(materialOfBoard(after.board)), v = prober.value(after);
  return lang === 'zh' ? `吃子转换，进入${name}（${formatSignature(materialOfBoard(after.board))}），DTC ${v.dtc}，胜负已定`
    : `capture: into ${formatSignature(materialOfBoard(after.board))} (${name}), DTC ${v.dtc}, the result is settled`;
}

/**
 * A defence as a variation: the defence, then best play until the conversion that settles it (the
 * first capture, which enters a smaller table) or until mate, with a comment saying which.
 */
function sideline(prober: Prober, pos: Position, defence: MoveValue, lang: Lang): PgnMove[] {
  const moves: PgnMove[] = [];
  let at = pos;
  for (let step: { move: Move; value: Value } | undefined = { move: defence.move, value: defence }; step;) {
    const capture = at.pieceAt(moveTo(step.move)) !== 0;
    const after = at.after(step.move);
    const comment = dtcComment(step.value, lang);
    if (capture) return [...moves, { move: step.move, comment: `${comment}; ${conversionComment(prober, after, lang)}` }];
    const next = prober.bestLine(after, 1);
    if (next.moves.length === 0) return [...moves, { move: step.move, comment: `${comment}; ${endComment(next.end, lang)}` }];
    moves.push({ move: step.move, comment });
    at = after;
    step = { move: next.moves[0].move, value: next.moves[0].value };
  }
  return moves;
}

function lineMoves(prober: Prober, start: Position, maxPlies: number, lang: Lang, sidelines: boolean): { moves: PgnMove[]; end: LineEnd } {
  const line = prober.bestLine(start, maxPlies);
  const pos = start.clone();
  const moves = line.moves.map((step): PgnMove => {
    let variations: PgnMove[][] | undefined;
    if (sidelines && step.value.wdl === 'loss') {
      const ranked = prober.moves(pos);
      const best = ranked.find((m) => m.move === step.move)!;
      variations = ranked
        .filter((m) => m.move !== step.move && m.wdl === 'loss' && m.order === best.order && m.dtc >= best.dtc - SIDELINE_SLACK)
        .map((m) => sideline(prober, pos, m, lang));
    }
    const move: PgnMove = { move: step.move, comment: dtcComment(step.value, lang), ...(variations?.length ? { variations } : {}) };
    pos.play(step.move);
    return move;
  });
  return { moves, end: line.end };
}

export function exportLine(prober: Prober, fen: string, options: ExportOptions, lang: Lang): ExportResult {
  const checked = validatePosition(fen, lang);
  if (!checked.ok) return checked;
  const start = Position.fromFen(checked.fen);
  return probing(lang, (): ExportResult => {
    const value = prober.value(start);
    if (value.wdl === 'draw') return failure('not-won', lang);
    const { moves, end } = lineMoves(prober, start, 4000, lang, options.sidelines);
    const winner = value.wdl === 'win' ? start.turn : 1 - start.turn;
    const result: PgnResult = end === 'checkmate' || end === 'stalemate' ? (winner === 0 ? '1-0' : '0-1') : '*';
    const name = chineseNameOf(materialOfBoard(start.board));
    const title = options.title.trim() || name;
    const game: PgnGame = {
      tags: [['Event', title], ['Site', 'Canju 残局'], ['Date', new Date().toISOString().slice(0, 10).replaceAll('-', '.')], ['Opening', name]],
      fen: checked.fen, moves, result,
      startComment: `${lang === 'zh' ? '残局库最佳着法' : 'Tablebase best line'}: ${dtcComment(value, lang)}; ${endComment(end, lang)}`,
    };
    const text = options.format === 'pgn' ? writePgn(game, options.notation) : writePlainText(game, options.notation, lang);
    let bytes: Uint8Array;
    try {
      bytes = encodeText(text, options.encoding, options.lineEnding);
    } catch (error) {
      if (error instanceof GbkEncodingError) return { ok: false, errors: [{ code: 'encoding', message: error.message }] };
      throw error;
    }
    const extension = options.format === 'pgn' ? 'pgn' : 'txt';
    return {
      ok: true, text, fileName: `${title.replace(/[\\/:*?"<>|]/g, '_')}.${extension}`,
      mimeType: `${options.format === 'pgn' ? 'application/x-chess-pgn' : 'text/plain'}; charset=${options.encoding === 'gbk' ? 'gbk' : 'utf-8'}`,
      base64: Buffer.from(bytes).toString('base64'),
    };
  });
}
