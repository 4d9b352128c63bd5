/**
 * What bench/search.ts runs of Canju's search, bundled into one module by Vite as the app's build
 * bundles the search worker (`electron.vite.config.ts`): the search, its scores and table, the rules'
 * `Position` (the search plays moves on the positions it is given, so they must come from the same
 * bundle) and the tables probe.
 */
export { search } from '../src/shared/search/search';
export { MATE, MATE_BOUND } from '../src/shared/search/score';
export { TranspositionTable } from '../src/shared/search/transposition';
export { moveToIccs } from '../src/shared/rules/move';
export { Position } from '../src/shared/rules/position';
export { TableSet } from '../src/main/tablebase/probe/tableSet';
export { FolderTableProbe } from '../src/main/search/tableProbe';
