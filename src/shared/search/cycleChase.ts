/**
 * Who chased perpetually in a repeated cycle of the game (docs/rules.md 1.4 and 3.4, read on the moves
 * played): side X chases perpetually when each of its moves in the cycle newly chases something
 * (T(m) ≠ ∅, 3.2) and, after each move e of the other side Y, X's next move newly chases a point that e
 * saved (T(m) ∩ S(e) ≠ ∅, 3.3: where the piece stands after e), so the chase follows one piece; and
 * nobody checks in the cycle (the caller's test). That is the trap's link between an evasion and the
 * chaser's next move, taken on the moves played instead of over every move the chaser has.
 *
 * Repetitions are rare in a search, so nothing is kept per move: the cycle is undone on the board and
 * replayed, its new chases first (most repetitions end there, one side's move chasing nothing) and the
 * evasions' saved points only for a side still in question.
 */
import { ChaseRules, type PointSet, intersect, isEmptySet, pointSet } from '../rules/chase';
import type { Position } from '../rules/position';
import { MOVER_CHASES, OTHER_CHASES } from './repetition';

export class CycleChase {
  private readonly rules = new ChaseRules();
  /** T(m) per history index of the move m; made on first use (most searches meet no chase). */
  private targets: PointSet[] = [];
  private readonly saved = pointSet();

  constructor(private readonly capacity: number) {}

  /**
   * MOVER_CHASES and OTHER_CHASES for the cycle from history index `j` to `h` (the same position; the
   * mover is the side to move there), whose moves into j+1 … h are `moves[j + 1 .. h]`, all quiet and
   * none a check. `pos` stands at `h` and is left there.
   */
  perpetualChasers(pos: Position, moves: Uint16Array, j: number, h: number): number {
    if (this.targets.length === 0) this.targets = Array.from({ length: this.capacity }, pointSet);
    for (let i = h; i > j; i--) pos.undo(moves[i], 0);
    // The moves into j+1, j+3, … are the mover's; bit MOVER_CHASES stays while each of them chases.
    let candidates = MOVER_CHASES | OTHER_CHASES, i = j + 1;
    for (; i <= h && candidates !== 0; i++) {
      const side = (h - i) % 2 === 1 ? MOVER_CHASES : OTHER_CHASES;
      if (candidates & side) {
        this.rules.newChases(pos, moves[i], this.targets[i]);
        if (isEmptySet(this.targets[i])) candidates &= ~side;
      }
      pos.play(moves[i]);
    }
    for (; i <= h; i++) pos.play(moves[i]);
    if (candidates & MOVER_CHASES && !this.followsOnePiece(pos, moves, j, h, j + 1)) candidates &= ~MOVER_CHASES;
    if (candidates & OTHER_CHASES && !this.followsOnePiece(pos, moves, j, h, j + 2)) candidates &= ~OTHER_CHASES;
    return candidates;
  }

  /**
   * Whether each move of the other side in the cycle saves a point that the chaser's next move (the
   * cycle's first, after its last) newly chases. The chaser's moves are those into `first`,
   * `first + 2`, …; `pos` stands at `h` and is left there.
   */
  private followsOnePiece(pos: Position, moves: Uint16Array, j: number, h: number, first: number): boolean {
    for (let i = h; i > j; i--) pos.undo(moves[i], 0);
    let linked = true, i = j + 1;
    for (; i <= h && linked; i++) {
      if ((i - first) % 2 !== 0) {
        this.rules.savedPoints(pos, moves[i], this.saved);
        intersect(this.saved, this.targets[i === h ? first : i + 1]);
        linked = !isEmptySet(this.saved);
      }
      pos.play(moves[i]);
    }
    for (; i <= h; i++) pos.play(moves[i]);
    return linked;
  }
}
