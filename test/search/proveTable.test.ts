/**
 * The prover joined to the tables: a root inside a table is proven by the table, with its result and
 * distance; a line that captures into a material with a table is settled there, by the table's value
 * (the prober of the same folder is the reference).
 */
import { describe, expect, it } from 'vitest';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { prove } from '../../src/shared/search/prove/prove';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';

const dir = generatedFolder(counts('KR', 'K'));

describe('proofs by table', () => {
  it('a won position inside a table is proven by the table: its result, its distance, its line to the mate', () => {
    withTableProbe(dir, (probe, prober) => {
      const pos = Position.fromFen('9/9/3k5/9/9/9/9/9/9/R4K3 w - - 0 1');
      const value = prober.value(pos);
      expect(value.wdl).toBe('win');
      const proof = prove(pos, { probe });
      expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table', plies: value.dtc });
      if (!proof.proven) return;
      // KR-K converts only by mate: the table's line is the mate, as long as the table's DTC.
      expect(proof.pv).toHaveLength(value.dtc);
      const end = pos.clone();
      for (const m of proof.pv) {
        expect(end.isLegal(m), moveToIccs(m)).toBe(true);
        end.play(m);
      }
      expect(end.hasLegalMove()).toBe(false);
    });
  });

  it('a lost position inside a table is proven lost, at the table\'s distance', () => {
    withTableProbe(dir, (probe, prober) => {
      const pos = Position.fromFen('9/9/3k5/9/9/9/9/9/9/R4K3 b - - 0 1');
      const value = prober.value(pos);
      expect(value.wdl).toBe('loss');
      expect(prove(pos, { probe })).toMatchObject({ proven: true, result: 'loss', by: 'table', plies: value.dtc });
    });
  });

  it('a drawn position inside a table is proven a draw (the king takes the rook)', () => {
    withTableProbe(dir, (probe, prober) => {
      const pos = Position.fromFen('4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1');
      expect(prober.value(pos).wdl).toBe('draw');
      expect(prove(pos, { probe })).toMatchObject({ proven: true, result: 'draw', by: 'table', plies: 0, pv: [] });
      // Without the table nothing proves it.
      expect(prove(pos, { limits: { depth: 6 } }).proven).toBe(false);
    });
  });

  it('a capture into a material with a table settles the line there: the plies to it plus the table\'s DTC', () => {
    withTableProbe(dir, (probe, prober) => {
      // KR-KN has no table here; the rook takes the horse into KR-K, won for red.
      const pos = Position.fromFen('3k5/9/9/9/9/9/9/9/1n7/1R2K4 w - - 0 1');
      const proof = prove(pos, { probe, limits: { depth: 8 } });
      expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table' });
      if (!proof.proven) return;
      expect(moveToIccs(proof.pv[0])).toBe('b0b1');
      const after = prober.value(pos.after(proof.pv[0]));
      expect(after.wdl).toBe('loss');
      expect(proof.plies).toBe(1 + after.dtc);
      // The line goes on through the table to its conversion (here the mate).
      expect(proof.pv).toHaveLength(proof.plies);
      const end = pos.clone();
      for (const m of proof.pv) end.play(m);
      expect(end.hasLegalMove()).toBe(false);
      // The table settles it at the first ply; KR-K converts only by mate, so the search without the
      // table, which must go on to the mate, proves the same distance.
      expect(proof.depth).toBe(1);
      expect(prove(pos, { limits: { depth: 8 } })).toMatchObject({ proven: true, result: 'win', by: 'mate', plies: proof.plies, depth: proof.plies });
    });
  });
});
