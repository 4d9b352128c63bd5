/**
 * Move-generation speed: perft from the start position at depth 5 (published count 133,312,995).
 * Prints the count, whether it matches, time and leaf nodes per second (the last ply is counted by
 * generating its legal moves, as perft tools usually do). Run with `npm run bench`.
 */
import { START_FEN } from '../src/shared/rules/fen';
import { perft } from '../src/shared/rules/perft';
import { Position } from '../src/shared/rules/position';

const EXPECTED = [1, 44, 1920, 79666, 3290240, 133312995];
const depth = Number(process.argv[2] ?? 5);

for (let d = Math.min(depth, 4); d <= depth; d++) {
  const pos = Position.fromFen(START_FEN);
  const start = process.hrtime.bigint();
  const nodes = perft(pos, d);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const expected = EXPECTED[d];
  const verdict = expected === undefined ? 'unpublished' : nodes === expected ? 'matches' : `MISMATCH (published ${expected})`;
  console.log(
    `perft start depth ${d}: ${nodes} nodes (${verdict}) in ${seconds.toFixed(2)} s = ` +
      `${(nodes / seconds / 1e6).toFixed(2)} M nodes/s`,
  );
  if (expected !== undefined && nodes !== expected) process.exitCode = 1;
}
