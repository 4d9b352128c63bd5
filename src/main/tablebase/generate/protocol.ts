/** Messages between the generation driver and its worker threads. */
import type { PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { TableBuffers } from './tableState';

export interface WorkerSetup {
  readonly counts: PieceCounts;
  readonly buffers: TableBuffers;
  /** Files of the sub-tables, by their counts key (see memoryTables.countsKey). */
  readonly subTables: Readonly<Record<string, string>>;
  readonly cacheBytes: number;
}

export type WorkerTask =
  | { readonly op: 'init'; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'retro'; readonly side: 0 | 1; readonly level: number; readonly order: number; readonly lo: number; readonly hi: number }
  | { readonly op: 'trap'; readonly order: number; readonly deferredWins: number[]; readonly deferredLosses: number[] }
  | { readonly op: 'finalize'; readonly side: 0 | 1; readonly lo: number; readonly hi: number };

export type WorkerReply =
  | { readonly ok: true; readonly decided: number; readonly deferredWins?: number[]; readonly deferredLosses?: number[] }
  | { readonly ok: false; readonly error: string };
