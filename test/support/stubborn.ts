/**
 * Positions of a table where the loser's defences tie on DTC and part on DTM: where "the most
 * stubborn defence" depends on breaking the tie by DTM (issue 48 point 3), and where an older rule
 * (captures first, then by ICCS) picked a defence mated sooner.
 */
import type { MoveValue, Prober } from '../../src/main/tablebase/probe/prober';
import type { Material } from '../../src/shared/material/material';
import { boardFen } from '../../src/shared/rules/fen';
import { type Color, BLACK } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { ILLEGAL, isLoss, isWin } from '../../src/shared/tablebase/value';

const byCaptureThenIccs = (a: MoveValue, b: MoveValue) => Number(b.capture) - Number(a.capture) || (a.iccs < b.iccs ? -1 : 1);

/** The loser's longest-DTC defences of order 0 (its DTC tie), each with its DTM. */
export function dtcTie(prober: Prober, pos: Position): MoveValue[] {
  const losing = prober.moves(pos, 'dtc').filter((m) => m.wdl === 'loss' && m.order === 0);
  const longest = Math.max(...losing.map((m) => m.dtc));
  return losing.filter((m) => m.dtc === longest);
}

/** Whether the loser to move in `pos` has a DTC tie that parts on DTM, and the tie's first by capture and ICCS is mated sooner than the last. */
export function partsOnDtm(prober: Prober, pos: Position): boolean {
  const tied = dtcTie(prober, pos);
  if (tied.length < 2 || tied.some((m) => m.dtm === null)) return false;
  return [...tied].sort(byCaptureThenIccs)[0].dtm! < Math.max(...tied.map((m) => m.dtm!));
}

/**
 * The first `n` positions of `m`'s table with `side` to move, won (red) or lost (black), that pass
 * `keep`, scanning the table in steps. Indices of positions no side may face are skipped.
 */
export function scan(prober: Prober, m: Material, side: Color, n: number, keep: (pos: Position) => boolean): Position[] {
  const index = new MaterialIndex(m);
  const codec = new PositionCodec(index);
  const found: Position[] = [];
  for (let i = 0; i < index.size && found.length < n; i += 97) {
    if (!codec.load(i)) continue;
    const code = prober.tables.value(m, side, codec.board);
    if (code === ILLEGAL || !(side === BLACK ? isLoss(code) : isWin(code))) continue;
    let pos: Position;
    try {
      pos = Position.fromFen(`${boardFen(codec.board)} ${side === BLACK ? 'b' : 'w'}`);
    } catch {
      continue; // the kings face each other
    }
    if (keep(pos)) found.push(pos);
  }
  return found;
}
