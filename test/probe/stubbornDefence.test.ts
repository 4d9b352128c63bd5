/**
 * The most stubborn defence (issue 48 point 3), on KR-KA's tables with their DTM tables: by DTC the
 * loser's best move is the one that reaches the next capture last and, among those, is mated last;
 * by DTM the one mated last. The move list, the best line (each step labelled with its move's own
 * value) and the export's "as stubborn" sidelines all follow that one rule. The positions are the
 * tables' own where defences tie on DTC and part on DTM, found by scanning the table.
 */
import { describe, expect, it } from 'vitest';
import { exportLine } from '../../src/main/services/exportService';
import { bestLine } from '../../src/main/services/probeService';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import type { Prober } from '../../src/main/tablebase/probe/prober';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { BLACK } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { say, sayReadError } from '../../src/shared/words/say';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { partsOnDtm, scan } from '../support/stubborn';
import { counts } from '../support/tables';

const material = counts('KR', 'KA');
const dir = generatedFolder(material, (d) => generateWithSubTables(material, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));

/** Black to move and lost, where the longest-DTC defences part on DTM and an older rule picked the one mated sooner. */
const tiedOnDtc = (prober: Prober, n: number) => scan(prober, material, BLACK, n, (pos) => partsOnDtm(prober, pos)).map((pos) => pos.fen());

const sameValue = (a: { wdl: string; dtc: number; dtm: number | null; order: number }) => [a.wdl, a.dtc, a.dtm, a.order];

describe('the most stubborn defence', () => {
  it('by DTC is the longest DTC, then the longest DTM, in the move list and the best line, each step labelled with its move', () => {
    withTableProbe(dir, (_, prober) => {
      const fens = tiedOnDtc(prober, 4);
      expect(fens.length).toBeGreaterThan(0);
      for (const fen of fens) {
        const pos = Position.fromFen(fen);
        const moves = prober.moves(pos, 'dtc');
        expect(moves.every((m) => m.dtm !== null)).toBe(true);
        const [best] = moves;
        for (const m of moves.filter((x) => x.wdl === 'loss')) {
          expect(m.dtc, `${fen} ${m.iccs}`).toBeLessThanOrEqual(best.dtc);
          if (m.dtc === best.dtc && m.order === best.order) expect(m.dtm!, `${fen} ${m.iccs}`).toBeLessThanOrEqual(best.dtm!);
        }
        const line = bestLine(prober, fen, 'iccs', 'dtc');
        if (!line.ok) throw new Error(say(line.errors[0], 'en'));
        expect(line.steps[0].iccs).toBe(best.iccs);
        // Every step's badge is its move's value as the move list gives it there, not its position's.
        for (const step of line.steps) {
          const listed = prober.moves(Position.fromFen(step.fen), 'dtc').find((m) => m.iccs === step.iccs)!;
          expect(sameValue(step)).toEqual(sameValue(listed));
        }
      }
    });
  });

  it('by DTM is the longest DTM, whatever its DTC', () => {
    withTableProbe(dir, (_, prober) => {
      for (const fen of tiedOnDtc(prober, 2)) {
        const moves = prober.moves(Position.fromFen(fen), 'dtm');
        const latest = Math.max(...moves.filter((m) => m.wdl === 'loss' && m.order === 0).map((m) => m.dtm!));
        expect(moves[0].dtm).toBe(latest);
        const line = bestLine(prober, fen, 'iccs', 'dtm');
        if (!line.ok) throw new Error(say(line.errors[0], 'en'));
        expect(line.steps.map((s) => s.dtm)).toEqual(line.steps.map((_, i) => latest - i));
      }
    });
  });

  it('the export lists as sidelines exactly the defences of the same DTC and DTM as the line’s', () => {
    withTableProbe(dir, (_, prober) => {
      let sidelines = 0, left = 0;
      for (const fen of tiedOnDtc(prober, 4)) {
        const result = exportLine(prober, fen, { format: 'pgn', notation: 'iccs', encoding: 'utf-8', lineEnding: 'lf', sidelines: true, title: '', lang: 'en', metric: 'dtc' });
        if (!result.ok) throw new Error(say(result.errors[0], 'en'));
        const game = readPgn(result.text);
        if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
        const pos = Position.fromFen(fen);
        for (const played of game.value.moves) {
          const moves = prober.moves(pos, 'dtc');
          const line = moves.find((m) => m.move === played.move)!;
          const others = line.wdl === 'loss' ? moves.filter((m) => m !== line && m.wdl === 'loss' && m.order === line.order && m.dtc === line.dtc) : [];
          const expected = others.filter((m) => m.dtm === line.dtm);
          expect((played.variations ?? []).map((v) => v[0].move).sort()).toEqual(expected.map((m) => m.move).sort());
          sidelines += expected.length;
          left += others.length - expected.length;
          pos.play(played.move);
        }
      }
      // Defences tied on DTC but mated sooner were there to be left out.
      expect(left).toBeGreaterThan(0);
      expect(sidelines + left).toBeGreaterThan(0);
    });
  });
});
