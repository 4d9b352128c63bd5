import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { decodeValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

describe('perpetual check loses (Asian rule)', () => {
  const table = generateChain(counts('KR', 'KN'), new MemoryTables());
  const value = (pos: Position) => decodeValue(table.values[pos.turn][table.index.encode(pos.board)]);

  it('a horse that could only draw by checking forever loses, at repetition order 1', () => {
    // Black's only move that does not lose at once is the horse check from b1; it can keep checking.
    const pos = Position.fromFen('4k4/R8/9/9/9/9/n8/3K5/9/9 b');
    expect(value(pos)).toEqual({ wdl: 'loss', dtc: 0, order: 1, rule: 'check' });
    const escapes = pos.legalMoves().filter((move) => {
      const after = value(pos.after(move))!;
      return !(after.wdl === 'win' && after.order === 0);
    });
    expect(escapes.length).toBeGreaterThan(0);
    expect(escapes.every((move) => pos.givesCheck(move))).toBe(true);
    expect(escapes.map(moveToIccs)).toEqual(['a3b1']);
  });

  it('the side facing the perpetual checks wins at order 1, preferring ordinary wins where it has them', () => {
    // After 马1退2 (a3b1) red is in check; stepping back to d2's neighbours lets the horse check again.
    const checked = Position.fromFen('4k4/R8/9/9/9/9/9/3K5/1n7/9 w');
    expect(checked.inCheck()).toBe(true);
    const v = value(checked)!;
    expect(v).toEqual({ wdl: 'win', dtc: 1, order: 1, rule: 'check' });
    const best = checked.legalMoves().map((m) => value(checked.after(m))!).filter((after) => after.wdl === 'loss');
    const orders = best.map((after) => after.order);
    expect(v.order).toBe(Math.min(...orders));
  });
});
