/**
 * Whether a table's undecided positions tell what their captures lead to by their values alone, so
 * that nothing after the initial pass reads the sub-tables' values and they can be let go (0.30 GiB
 * of the 炮高兵单士象对士象全 main table, held through its levels before). It holds without a chase
 * trap, when no sub-table value a capture reaches is of a later repetition order (read as W/D/L: a
 * DTM table's long distances are kept apart too, but are no later order):
 *  - the initial pass leaves a position undecided only when no capture wins (one of order 0 wins at
 *    once), and writes ESCAPE exactly when a capture draws; so ESCAPE says some legal capture does
 *    not lose, and any other undecided value that every legal capture loses, which is all the
 *    perpetual-check trap asks of captures (passes/checkTrap.ts);
 *  - no value of the table can be decided by the chase rule (only a chase trap or a chase-decided
 *    sub-table value, of a later order, makes one), so no loss needs `endsInChase`;
 *  - no decision waits for a later order (those come from later-order sub-table values only).
 * DTM keeps the sub-tables' distances for every win by capture and every loss the levels decide;
 * settled, the initial pass reads their W/D/L alone, the distances come in passes of a few
 * sub-tables each (passes/distances.ts) and a loss's longest capture waits in its undecided value (its
 * loss floor, shared/tablebase/value.ts), so that after those passes nothing reads a sub-table either.
 */
import type { CaptureValues } from '../files/captureValues';
import { type TrapSides, hasChase } from './trapSides';

/** What the material alone says: captures can be settled (their sub-tables' values, once read, say the rest). */
export function capturesCanSettle(sides: TrapSides): boolean {
  return !hasChase(sides);
}

export function capturesSettled(sides: TrapSides, captureValues: Readonly<Record<string, CaptureValues>>): boolean {
  return capturesCanSettle(sides) && Object.values(captureValues).every((loaded) => loaded.laterIndices.byteLength === 0);
}
