/**
 * Exported sidelines end where a reader expects: each variation plays the defence and then best
 * play, and stops at the conversion that settles it (the first capture, into a smaller table) or at
 * mate, saying which in its last comment; no variation stops short of either or runs past a capture.
 */
import { describe, expect, it } from 'vitest';
import { exportLine } from '../../src/main/services/exportService';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { moveTo } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { generatedProber } from '../support/tableFolder';
import { counts } from '../support/tables';
import { say, sayReadError } from '../../src/shared/words/say';

// The six tables of the KCP-KA chain on one thread took 49 s beside two busy processes, a mutation
// run and another test file: the set-up has over three times that.
const probed = generatedProber(counts('KCP', 'KA'), 180_000);

describe('sidelines of an export', () => {
  // 炮兵对单士, won in 13 plies; black has several equally stubborn defences on the way.
  for (const [fen, lang] of [['3k5/4a4/9/9/9/9/2P6/1C7/9/4K4 w', 'en'], ['3k5/4a4/9/9/9/9/2P6/1C7/9/4K4 w', 'zh']] as const) {
    it(`end at mate or at the settling capture, never before or after (${lang})`, () => {
      const result = exportLine(probed.prober, fen, { format: 'pgn', notation: 'iccs', encoding: 'utf-8', lineEnding: 'lf', sidelines: true, title: '', lang });
      if (!result.ok) throw new Error(say(result.errors[0], 'en'));
      const game = readPgn(result.text);
      if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
      const pos = Position.fromFen(fen);
      let checked = 0;
      for (const played of game.value.moves) {
        for (const variation of played.variations ?? []) {
          const at = pos.clone();
          variation.forEach((step, i) => {
            const capture = at.pieceAt(moveTo(step.move)) !== 0;
            const last = i === variation.length - 1;
            // Best play after the defence: each move after the first is the table's best move there.
            if (i > 0) expect(step.move).toBe(probed.prober.bestLine(at, 1).moves[0].move);
            at.play(step.move);
            if (!last) {
              expect(capture).toBe(false);
              return;
            }
            const mated = at.legalMoves().length === 0;
            expect(capture || mated).toBe(true);
            if (capture) expect(step.comment).toMatch(lang === 'zh' ? /吃子转换，进入.+DTC \d+，胜负已定$/ : /capture: into K[A-Z]*-K[A-Z]* \(.+\), DTC \d+, the result is settled$/);
            else expect(step.comment).toMatch(lang === 'zh' ? /绝杀$|困毙$/ : /checkmate$|stalemate/);
          });
          checked++;
        }
        pos.play(played.move);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
