/** Compares the generator's in-memory table of a material with the forward solver, position by position. */
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { boardFen } from '../../src/shared/rules/fen';
import { ILLEGAL, decodeValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';
import { CHASE, CHECK, type Metric, solveMaterial } from './forwardSolver';

export interface Comparison {
  /** Legal positions the solver found (both sides to move). */
  readonly positions: number;
  /** Entries the generator holds a value for but no legal position reaches: positions only it knows. */
  readonly unvisited: number;
  /** Positions the repetition rule decides (repetition order above 0). */
  readonly ruleDecided: number;
  /**
   * Of those, by the rule whose trap the position's lines end in (a tie counts as check), red to move
   * then black to move.
   */
  readonly checkDecided: readonly [number, number];
  readonly chaseDecided: readonly [number, number];
  /** The first few positions where the two disagree in result, distance, repetition order or the rule that decided it. */
  readonly mismatches: string[];
}

const tables = { dtc: new MemoryTables(), dtm: new MemoryTables() };

export function compareWithGenerator(material: string, metric: Metric = 'dtc'): Comparison {
  const [red, black] = material.split('-');
  const table = generateChain(counts(red, black), tables[metric], metric);
  const oracle = solveMaterial(material, metric);
  const mismatches: string[] = [];
  let ruleDecided = 0;
  const checkDecided: [number, number] = [0, 0], chaseDecided: [number, number] = [0, 0];
  const visited = [new Uint8Array(table.index.size), new Uint8Array(table.index.size)];
  oracle.forEach((board, turn, expected, rule) => {
    if (expected.order > 0) ruleDecided++;
    if (rule === CHECK) checkDecided[turn]++;
    if (rule === CHASE) chaseDecided[turn]++;
    const index = table.index.encode(board);
    visited[turn][index] = 1;
    const got = decodeValue(table.values[turn][index]);
    const expectedRule = expected.order === 0 ? undefined : rule === CHASE ? 'chase' : 'check';
    if (!got || got.wdl !== expected.wdl || got.dtc !== expected.dtc || got.order !== expected.order || got.rule !== expectedRule) {
      const fen = `${boardFen(board)} ${turn === 0 ? 'w' : 'b'}`;
      if (mismatches.length < 5) mismatches.push(`${fen}: generator ${JSON.stringify(got)}, oracle ${JSON.stringify({ ...expected, rule: expectedRule })}`);
    }
  });
  let unvisited = 0;
  for (const turn of [0, 1]) for (let i = 0; i < table.index.size; i++) if (table.values[turn][i] !== ILLEGAL && !visited[turn][i]) unvisited++;
  return { positions: oracle.size, unvisited, ruleDecided, checkDecided, chaseDecided, mismatches };
}
