/**
 * Soundness reports of K+P vs K+A studies against the forward solver: a study with an only move, one
 * with a dual, one whose stipulation the tables refute, a draw study, and main lines that defend
 * badly or give the result up.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/shared/rules/position';
import { reportText } from '../../src/shared/words/reportText';
import { positionKey } from '../../src/shared/study/solutionTree';
import { type SoundnessReport, TRANSPOSE_PLIES, soundnessReport } from '../../src/shared/study/soundness';
import { type Stipulation, parseStipulation } from '../../src/shared/study/stipulation';
import { generatedProber } from '../support/tableFolder';
import { counts } from '../support/tables';
import { type OracleMove, oracleMoves, oracleOf } from './oracleMoves';

const ONLY = '5k3/9/2P2a3/9/9/9/9/4K4/9/9 w';
const DUAL = '3k5/9/3a5/6P2/9/9/9/3K5/9/9 w';
const WRONG = 'P2k5/9/3a5/9/9/9/9/3K5/9/9 w';
const DRAW = '4k4/4a1P2/9/9/9/9/9/3K5/9/9 b';

const probed = generatedProber(counts('KP', 'KA'));

const report = (fen: string, stipulation: string, line?: string[]) => soundnessReport(probed.prober, Position.fromFen(fen), parseStipulation(stipulation)!, line);
const keeps = (m: OracleMove, s: Stipulation) => (s.goal === 'win' ? m.wdl === 'win' : m.wdl !== 'loss');
const rank = (m: OracleMove) => (m.wdl === 'win' ? -(m.order * 4096 + m.dtc) : m.wdl === 'loss' ? -1e9 + m.order * 4096 + m.dtc : -1e6);
const sorted = (list: readonly { iccs: string }[]) => list.map((m) => m.iccs).sort();

/** The definition of a transposing dual, on the oracle's values: some keeping move of the solver, against every best defence, back onto `targets`. */
function forcesReturn(pos: Position, targets: ReadonlySet<string>, plies: number, s: Stipulation): boolean {
  if (targets.has(positionKey(pos.fen()))) return true;
  if (plies === 0) return false;
  const moves = oracleMoves(pos);
  if (pos.turn === s.side) return moves.some((m) => (plies === 1 || keeps(m, s)) && forcesReturn(m.after, targets, plies - 1, s));
  const best = Math.max(...moves.map(rank));
  return moves.length > 0 && moves.filter((m) => rank(m) === best).every((m) => forcesReturn(m.after, targets, plies - 1, s));
}

/** The checks every report passes along its main line, whatever the study. */
function checkLine(r: SoundnessReport, fen: string, s: Stipulation): void {
  const positions = [Position.fromFen(fen)];
  for (const p of r.mainLine) positions.push(positions.at(-1)!.after(oracleMoves(positions.at(-1)!).find((m) => m.iccs === p.iccs)!.move));
  for (const [i, p] of r.mainLine.entries()) {
    const pos = positions[i];
    const moves = oracleMoves(pos);
    const played = moves.find((m) => m.iccs === p.iccs)!;
    expect(p).toMatchObject({ ply: i + 1, fen: pos.fen(), wdl: played.wdl, dtc: played.dtc, dtm: null });
    if (p.side === 'solver') {
      expect(pos.turn).toBe(s.side);
      const others = moves.filter((m) => m !== played && keeps(m, s));
      expect(p.keeps).toBe(keeps(played, s));
      expect(p.only).toBe(p.keeps && others.length === 0);
      expect(sorted(p.duals)).toEqual(sorted(others));
      const later = new Set(positions.slice(i + 1).map((x) => positionKey(x.fen())));
      for (const d of p.duals) {
        const dual = moves.find((m) => m.iccs === d.iccs)!;
        const back = forcesReturn(dual.after, later, TRANSPOSE_PLIES, s);
        expect(d.kind, `${d.iccs} at ply ${p.ply}`).toBe(back ? 'transposes' : rank(dual) < rank(played) ? 'loses-time' : 'alternative');
      }
    } else {
      const best = Math.max(...moves.map(rank));
      expect(p.betterDefence === null).toBe(rank(played) === best);
      if (p.betterDefence) expect(rank(moves.find((m) => m.iccs === p.betterDefence!.iccs)!)).toBe(best);
      const holding = moves.filter((m) => m.wdl === moves.find((x) => rank(x) === best)!.wdl);
      expect(p.only).toBe(p.keeps && holding.length === 1);
      if (s.goal === 'win') expect(p.tries).toEqual([]);
      else {
        expect(sorted(p.tries)).toEqual(sorted(holding.filter((m) => m !== played)));
        for (const t of p.tries) {
          const answers = oracleMoves(moves.find((m) => m.iccs === t.iccs)!.after).filter((m) => keeps(m, s));
          expect(answers.map((m) => m.iccs)).toContain(t.refutation!.iccs);
          expect(t.refutation!.only).toBe(answers.length === 1);
        }
      }
    }
  }
  const flawed = r.mainLine.flatMap((p) => [
    ...(p.ply > 1 ? p.duals.map((d) => `${p.ply} ${d.kind} ${d.iccs}`) : []),
    ...(p.betterDefence ? [`${p.ply} better-defence ${p.betterDefence.iccs}`] : []),
    ...(p.side === 'solver' && !p.keeps ? [`${p.ply} gives-up ${p.iccs}`] : []),
  ]);
  expect(r.flaws.map((f) => `${f.ply} ${f.kind} ${f.move.iccs}`)).toEqual(flawed);
}

describe('the soundness report', () => {
  it('a study with an only move is sound: the key is the one winning move, the line the tables\' best play to mate', () => {
    const s = parseStipulation('红先胜')!;
    const winning = oracleMoves(Position.fromFen(ONLY)).filter((m) => m.wdl === 'win');
    expect(winning).toHaveLength(1);
    const r = report(ONLY, '红先胜');
    expect(r).toMatchObject({ resultHolds: true, keyOnly: true, sound: true, lineSource: 'tree', table: oracleOf(Position.fromFen(ONLY)) });
    expect(r.mainLine[0]).toMatchObject({ iccs: winning[0].iccs, side: 'solver', only: true, duals: [] });
    checkLine(r, ONLY, s);
    const last = r.mainLine.at(-1)!;
    expect(Position.fromFen(last.fen).after(oracleMoves(Position.fromFen(last.fen)).find((m) => m.iccs === last.iccs)!.move).legalMoves()).toEqual([]);
    expect(r.mainLine.some((p) => p.duals.length > 0)).toBe(true);
    expect(reportText(r, 'zh')).toMatch(/^排局检验：红先胜\n残局库：红先胜 \(DTC \d+\)，与要求相符\n结论：完整/);
    expect(reportText(r, 'en')).toMatch(/^Study check: Red to move and win\nTables: Red to move wins \(DTC \d+\), as stipulated\nVerdict: sound/);
    expect(reportText(r, 'en')).toContain(`1. ${r.mainLine[0].text}  win DTC ${winning[0].dtc}  only move`);
  });

  it('a study with a dual at the key is unsound, and names the dual', () => {
    const winning = oracleMoves(Position.fromFen(DUAL)).filter((m) => m.wdl === 'win');
    expect(winning.length).toBeGreaterThan(1);
    const r = report(DUAL, '红先胜');
    expect(r).toMatchObject({ resultHolds: true, keyOnly: false, sound: false });
    expect(sorted([r.mainLine[0], ...r.mainLine[0].duals])).toEqual(sorted(winning));
    checkLine(r, DUAL, parseStipulation('红先胜')!);
    const dual = r.mainLine[0].duals[0];
    expect(reportText(r, 'en')).toContain(`Verdict: unsound (the key ${r.mainLine[0].text} is not the only move that keeps the stipulation)`);
    expect(reportText(r, 'zh')).toContain(dual.text);
  });

  it('a study whose stipulation the tables refute: the table\'s result, no line, unsound; its own line gives up at once', () => {
    const value = oracleOf(Position.fromFen(WRONG));
    expect(value.wdl).toBe('draw');
    const r = report(WRONG, '红先胜');
    expect(r).toMatchObject({ table: value, resultHolds: false, sound: false, mainLine: [], flaws: [] });
    expect(reportText(r, 'zh')).toContain('残局库：红先和，与要求不符\n结论：不完整（残局库的结果不是要求的结果）');
    const move = oracleMoves(Position.fromFen(WRONG))[0];
    const own = report(WRONG, '红先胜', [move.iccs, ...oracleMoves(move.after).slice(0, 1).map((m) => m.iccs)]);
    expect(own.mainLine).toHaveLength(1);
    expect(own.flaws).toEqual([{ ply: 1, kind: 'gives-up', move: expect.objectContaining({ iccs: move.iccs }) }]);
    expect(reportText(own, 'en')).toContain('does not keep the stipulation');
    // 黑先胜 of a red-to-move position is no stipulation of it.
    expect(report(ONLY, '黑先胜')).toMatchObject({ resultHolds: false, sound: false });
    expect(reportText(report(ONLY, '黑先胜'), 'en')).toContain('the stipulated side is not the side to move');
  });

  it('a draw study: black\'s only drawing move is the key; red\'s tries are listed with black\'s answers', () => {
    const s = parseStipulation('黑先和')!;
    const draws = oracleMoves(Position.fromFen(DRAW)).filter((m) => m.wdl === 'draw');
    expect(draws).toHaveLength(1);
    const r = report(DRAW, '黑先和');
    expect(r).toMatchObject({ resultHolds: true, keyOnly: true, sound: true });
    expect(r.mainLine[0].iccs).toBe(draws[0].iccs);
    checkLine(r, DRAW, s);
    expect(r.mainLine.some((p) => p.tries.length > 0)).toBe(true);
    const tried = r.mainLine.find((p) => p.tries.length > 0)!.tries[0];
    expect(reportText(r, 'zh')).toContain(`试着 ${tried.text}：应以 ${tried.refutation!.text}`);
  });

  it('a main line whose defence is not the longest is flagged with the longer one', () => {
    const s = parseStipulation('红先胜')!;
    // Best play by the oracle until black has defences of different lengths, then a shorter one.
    const line: string[] = [];
    let pos = Position.fromFen(ONLY);
    for (;;) {
      const moves = oracleMoves(pos).sort((a, b) => rank(b) - rank(a));
      if (pos.turn !== s.side && rank(moves.at(-1)!) < rank(moves[0])) {
        line.push(moves.at(-1)!.iccs);
        break;
      }
      line.push(moves[0].iccs);
      pos = moves[0].after;
    }
    const r = report(ONLY, '红先胜', line);
    expect(r.lineSource).toBe('study');
    expect(r.mainLine.map((p) => p.iccs)).toEqual(line);
    checkLine(r, ONLY, s);
    expect(r.flaws.at(-1)).toMatchObject({ ply: line.length, kind: 'better-defence' });
    expect(reportText(r, 'en')).toContain(`the defence has a better move: ${r.flaws.at(-1)!.move.text}`);
  });
});
