/**
 * The prover joined to DTM tables: where the folder has them, a proof the tables settle counts plies
 * to mate (metric `dtm`) and its line follows the DTM tables to the mate; without them it counts to
 * the table's conversion (metric `dtc`), as before. A table's mate longer than the depth is the
 * shortest only once a depth covers it; a depth limit reached first leaves it "at most". The reference is the prover without any table,
 * which must search on to the mate itself, and the rules core for the mate at the line's end.
 */
import { describe, expect, it } from 'vitest';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { type Move, moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { provePn } from '../../src/shared/search/prove/pnProve';
import { prove } from '../../src/shared/search/prove/prove';
import { describeScore } from '../../src/shared/search/score';
import { search } from '../../src/shared/search/deepening';
import { cli } from '../support/cli';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';

const material = counts('KR', 'KA');
const dtcDir = generatedFolder(material);
const dtmDir = generatedFolder(material, (d) => generateWithSubTables(material, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));

/** KR-KA, red to move: DTC 5 (the rook takes the advisor), DTM 7. */
const INSIDE = '3a5/5k3/9/9/9/9/9/3KR4/9/9 w - - 0 1';
/** KR-KAA (no table): the rook's only capture enters KR-KA, where DTC and DTM part. */
const CAPTURE_INTO = '3k1a3/9/R2a5/9/9/9/9/9/9/3K5 w - - 0 1';
/** KR-KAA: the first depth reaching KR-KA (a capture) proves mate in 7 plies; a quiet move mates in 3. */
const SHORTER_DEEPER = '1R1a5/9/3a1k3/9/9/9/9/9/4K4/9 w - - 0 1';

/** The position at the end of `pv`, every move legal where it is played. */
function played(fen: string, pv: readonly Move[]): Position {
  const pos = Position.fromFen(fen);
  for (const m of pv) {
    expect(pos.isLegal(m), moveToIccs(m)).toBe(true);
    pos.play(m);
  }
  return pos;
}

/** The side to move has no legal move: mated, or stalemated (困毙), which loses alike in xiangqi and ends a DTM. */
function expectNoMove(pos: Position): void {
  expect(pos.hasLegalMove()).toBe(false);
}

describe('proofs by DTM tables', () => {
  it('a root inside a table: plies to mate by the DTM table, its line to the mate; the DTC to the capture without it', () => {
    // The prover without tables finds the shortest mate on its own: the DTM the table must give.
    const alone = prove(Position.fromFen(INSIDE), { limits: { depth: 9 } });
    expect(alone).toMatchObject({ proven: true, result: 'win', by: 'mate', metric: 'dtm', plies: 7 });

    withTableProbe(dtmDir, (probe, prober) => {
      const pos = Position.fromFen(INSIDE);
      expect(prober.dtm(pos)).toBe(7);
      const proof = prove(pos, { probe });
      expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table', metric: 'dtm', plies: 7, depth: 0, shortest: true });
      if (!proof.proven) return;
      expect(describeScore(proof.score)).toMatchObject({ kind: 'mate', plies: 7 });
      expect(proof.pv).toHaveLength(7);
      const end = played(INSIDE, proof.pv);
      expectNoMove(end);
      expect(end.inCheck()).toBe(true);
    });

    withTableProbe(dtcDir, (probe, prober) => {
      const pos = Position.fromFen(INSIDE);
      expect(prober.dtm(pos)).toBeNull();
      const proof = prove(pos, { probe });
      expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table', metric: 'dtc', plies: 5 });
      if (!proof.proven) return;
      expect(describeScore(proof.score).kind).toBe('table');
      // The DTC line ends at the conversion: its last move takes the advisor.
      expect(proof.pv).toHaveLength(5);
      const before = played(INSIDE, proof.pv.slice(0, 4));
      expect(before.pieceAt(proof.pv[4] >> 7)).not.toBe(0);
    });
  });

  it('the lost side\'s proof counts the same plies to mate', () => {
    withTableProbe(dtmDir, (probe, prober) => {
      // Black to move after red's best first move: mated in 6 plies by the table.
      const first = prove(Position.fromFen(INSIDE), { probe });
      if (!first.proven) throw new Error('not proven');
      const pos = Position.fromFen(INSIDE).after(first.pv[0]);
      expect(prober.dtm(pos)).toBe(6);
      expect(prove(pos, { probe })).toMatchObject({ proven: true, result: 'loss', by: 'table', metric: 'dtm', plies: 6 });
    });
  });

  it('a capture into a DTM table settles the proof search there as a mate, as the iterative search scores it', () => {
    const alone = prove(Position.fromFen(CAPTURE_INTO), { limits: { depth: 9 } });
    expect(alone).toMatchObject({ proven: true, result: 'win', by: 'mate', plies: 7 });

    withTableProbe(dtmDir, (probe, prober) => {
      const pos = Position.fromFen(CAPTURE_INTO);
      // The table's mate (7 plies) lies beyond the depth limit: kept, and said not to be the shortest.
      const proof = prove(pos, { probe, limits: { depth: 4 } });
      expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table', metric: 'dtm', depth: 4, shortest: false });
      if (!proof.proven) return;
      expect(moveToIccs(proof.pv[0])).toBe('a7d7');
      const child = pos.after(proof.pv[0]);
      const childDtm = prober.dtm(child)!;
      expect(childDtm).not.toBe(prober.value(child).dtc);
      expect(proof.plies).toBe(1 + childDtm);
      expect(proof.plies).toBe(alone.proven && alone.plies);
      expect(proof.pv).toHaveLength(proof.plies);
      // Here the table's mate-shortest line ends in a stalemate.
      expectNoMove(played(CAPTURE_INTO, proof.pv));
      // The iterative search over the same tables scores the same mate.
      const found = search(pos, { probe, limits: { depth: 2 }, hashMb: 1 });
      expect(describeScore(found.score)).toMatchObject({ kind: 'mate', winner: 'us', plies: proof.plies });
    });

    withTableProbe(dtcDir, (probe, prober) => {
      const pos = Position.fromFen(CAPTURE_INTO);
      const proof = prove(pos, { probe, limits: { depth: 4 } });
      // A DTC table's conversion still settles the proof at the first depth reaching the table.
      expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table', metric: 'dtc', depth: 1, shortest: false });
      if (!proof.proven) return;
      expect(proof.plies).toBe(1 + prober.value(pos.after(proof.pv[0])).dtc);
    });
  });

  it('a mate the tables prove beyond the depth waits for a depth that covers it: a shorter one found deeper replaces it', () => {
    // Found by scanning KR-KAA: at depth 1 the rook's capture into KR-KA proves mate in 7 plies by the
    // DTM table, but a quiet move mates in 3, which the prover without tables finds on its own.
    const alone = prove(Position.fromFen(SHORTER_DEEPER), { limits: { depth: 3 } });
    expect(alone).toMatchObject({ proven: true, result: 'win', by: 'mate', plies: 3, shortest: true });
    withTableProbe(dtmDir, (probe) => {
      const pos = Position.fromFen(SHORTER_DEEPER);
      const first = prove(pos, { probe, limits: { depth: 1 } });
      expect(first).toMatchObject({ proven: true, result: 'win', by: 'table', metric: 'dtm', plies: 7, depth: 1, shortest: false });
      if (!first.proven) return;
      expect(pos.pieceAt(first.pv[0] >> 7)).not.toBe(0);
      expectNoMove(played(SHORTER_DEEPER, first.pv));
      const proof = prove(pos, { probe, limits: { depth: 12 } });
      expect(proof).toMatchObject({ proven: true, result: 'win', metric: 'dtm', plies: 3, depth: 3, shortest: true });
      if (!proof.proven) return;
      const end = played(SHORTER_DEEPER, proof.pv);
      expectNoMove(end);
      expect(end.inCheck()).toBe(true);
    });
  });

  it('analyse --prove says "mate in at most N" where the depth limit stopped it before the mate\'s length', async () => {
    const short = await cli('analyse', SHORTER_DEEPER, '--dir', dtmDir, '--prove', '--method', 'full-width', '--depth', '1', '--json');
    expect(short.code).toBe(0);
    expect(JSON.parse(short.out[0])).toMatchObject({ proven: true, plies: 7, metric: 'dtm', shortest: false });
    const en = await cli('analyse', SHORTER_DEEPER, '--dir', dtmDir, '--prove', '--method', 'full-width', '--depth', '1', '--lang', 'en');
    expect(en.out.find((l) => l.startsWith('proven'))).toBe('proven: red wins, mate in at most 4 (7 plies to mate, by the DTM tables)');
    const zh = await cli('analyse', SHORTER_DEEPER, '--dir', dtmDir, '--prove', '--method', 'full-width', '--depth', '1', '--lang', 'zh');
    expect(zh.out.find((l) => l.startsWith('已证明'))).toBe('已证明：红胜，至多4步杀（按 DTM 库，距杀棋 7 半回合）');
    const covered = await cli('analyse', SHORTER_DEEPER, '--dir', dtmDir, '--prove', '--method', 'full-width', '--depth', '8', '--json');
    expect(JSON.parse(covered.out[0])).toMatchObject({ proven: true, plies: 3, metric: 'dtm', by: 'mate', shortest: true });
  }, 30_000);

  it('analyse --prove says which metric its plies count, in the JSON and in both languages', async () => {
    const json = await cli('analyse', INSIDE, '--dir', dtmDir, '--prove', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out[0])).toMatchObject({ proven: true, result: 'win', plies: 7, metric: 'dtm', by: 'table' });
    const dtc = await cli('analyse', INSIDE, '--dir', dtcDir, '--prove', '--json');
    expect(JSON.parse(dtc.out[0])).toMatchObject({ proven: true, result: 'win', plies: 5, metric: 'dtc', by: 'table' });

    const en = await cli('analyse', INSIDE, '--dir', dtmDir, '--prove', '--lang', 'en');
    expect(en.out[0]).toBe('proven: red wins, mate in 4 (7 plies to mate, by the DTM tables)');
    const zh = await cli('analyse', INSIDE, '--dir', dtmDir, '--prove', '--lang', 'zh');
    expect(zh.out[0]).toBe('已证明：红胜，4步杀（按 DTM 库，距杀棋 7 半回合）');
    const zhDtc = await cli('analyse', INSIDE, '--dir', dtcDir, '--prove', '--lang', 'zh');
    expect(zhDtc.out[0]).toBe('已证明：红胜，库胜3步（5 半回合）');
  }, 30_000);

  it('the proof-number prover counts a table\'s plies by DTM where the DTM table is there, by DTC where not, a bound on the exact one', () => {
    for (const [dir, metric] of [[dtmDir, 'dtm'], [dtcDir, 'dtc']] as const) {
      withTableProbe(dir, (probe) => {
        const pos = Position.fromFen(CAPTURE_INTO);
        const exact = prove(pos, { probe, limits: { depth: 9 } });
        const proof = provePn(pos, { probe, limits: { nodes: 20_000 }, hashMb: 1 });
        expect(proof).toMatchObject({ proven: true, result: 'win', by: 'table', metric, method: 'proof-number' });
        if (!proof.proven || !exact.proven) return;
        expect(proof.plies).toBeGreaterThanOrEqual(exact.plies);
        played(CAPTURE_INTO, proof.pv);
      });
    }
  }, 30_000);
});
