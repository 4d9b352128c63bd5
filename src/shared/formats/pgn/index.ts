/** Xiangqi PGN in the xqbase dialect: `write.ts` and `read.ts` describe the format each side keeps to. */
export { PGN_RESULTS, type PgnGame, type PgnMove, type PgnResult } from './game';
export { PGN_FAULT_CODES, type PgnFaultCode } from './faults';
export { type ReadGame, readPgn, readPgnGames } from './read';
export { writePgn } from './write';
