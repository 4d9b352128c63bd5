/**
 * Runs one task of the generation protocol on a table's memory: in a worker thread for the pool
 * driver, or in the calling thread for the single-threaded driver.
 */
import type { MaterialIndex } from '../../../shared/tablebase/materialIndex';
import { DigitOrder } from '../../../shared/tablebase/digitOrder';
import { DRAW, type Metric, isUndecided } from '../../../shared/tablebase/value';
import { rankDigitOrders } from '../files/orderChoice';
import { compressBlocks } from '../files/writer';
import type { CaptureProbe } from './captureProbe';
import { applyDeferred } from './deferred';
import { Kernel } from './kernel';
import { PerpetualChaseTrap } from './chaseTrap';
import { PerpetualCheckTrap } from './perpetual';
import { runSchedule } from './schedule';
import { rangeStatistics } from './statistics';
import type { WorkerTask } from './protocol';
import type { Reply } from './schedule';
import type { TableState } from './tableState';
import { markLost, markWins } from './trapSets';
import { packShared } from '../../memory/sharedMemory';
import { trapSides } from './trapSides';
import { type Inconsistency, REPORTED_INCONSISTENCIES, Verifier } from './verify';

export class TaskRunner {
  private readonly kernel: Kernel;
  private verifier: Verifier | undefined;
  // Made with the runner, not when first used: a worker's collection, which comes after its
  // set-up (WorkerPool.collect), then finds one of each alive (memory/keepLatest.ts).
  private readonly trap: PerpetualCheckTrap;
  private readonly chase: PerpetualChaseTrap;

  constructor(
    material: MaterialIndex,
    private readonly state: TableState,
    private readonly probe: CaptureProbe,
    /** The values were read from a file, where illegal entries hold "don't care" values. */
    private readonly valuesFromFile = false,
    private readonly metric: Metric = 'dtc',
    /** See WorkerSetup's `capturesSettled`. */
    capturesSettled = false,
  ) {
    this.kernel = new Kernel(material, state, probe, metric, capturesSettled);
    this.trap = new PerpetualCheckTrap(this.kernel, state, probe);
    this.chase = new PerpetualChaseTrap(this.kernel, state, probe);
  }

  run(task: WorkerTask): Reply {
    const { kernel, state } = this;
    kernel.pendingMin = Infinity;
    switch (task.op) {
      case 'init': {
        const deferred = { wins: [] as number[], losses: [] as number[] };
        kernel.initRange(task.lo, task.hi, deferred);
        return { ok: true, decided: 0, deferredWins: deferred.wins, deferredLosses: deferred.losses, pendingMin: kernel.pendingMin };
      }
      case 'pending':
        return { ok: true, decided: kernel.pendingRange(task.side, task.level, task.lo, task.hi), pendingMin: kernel.pendingMin };
      case 'captureDistances':
        kernel.captureDistancesRange(task.side, task.last, task.lo, task.hi);
        return { ok: true, decided: 0 };
      case 'retro':
        return { ok: true, decided: kernel.retroRange(task.side, task.level, task.order, task.lo, task.hi) };
      case 'check':
        return { ok: true, decided: kernel.checkRange(task.side, task.level, task.order, task.lo, task.hi), pendingMin: kernel.pendingMin };
      case 'trapSeed':
        this.trap.seed(task.checker, task.lo, task.hi);
        return { ok: true, decided: 0 };
      case 'trapStart':
        this.trap.start(task.checker, task.lo, task.hi);
        return { ok: true, decided: 0 };
      case 'trapSweep':
        return { ok: true, decided: this.trap.sweep(task.checker, task.side, task.lo, task.hi) };
      case 'chaseSeed':
        this.chase.seed(task.chaser, task.lo, task.hi);
        return { ok: true, decided: 0 };
      case 'chaseStart':
        this.chase.start(task.chaser, task.lo, task.hi);
        return { ok: true, decided: 0 };
      case 'chaseSweep':
        return { ok: true, decided: this.chase.sweep(task.chaser, task.side, task.lo, task.hi) };
      case 'chaseMutual':
        return { ok: true, decided: this.chase.removeMutual(task.lo, task.hi) };
      case 'trapMark': {
        const trapped = task.from === 'kept' ? state.trapped : task.from === 'chase' ? state.chase[task.side][task.side] : state.trapSets[task.side];
        return { ok: true, decided: markLost(state.values[task.side], state.frontiers[task.side], trapped, task.order, task.from === 'chase', task.lo, task.hi) };
      }
      case 'wins':
        markWins(state.values[task.side], state.won[task.side], task.lo, task.hi);
        return { ok: true, decided: 0 };
      case 'whole':
        runSchedule(state, trapSides(kernel.material.counts), (inner) => this.run(inner));
        return { ok: true, decided: 0 };
      case 'deferred':
        return { ok: true, decided: applyDeferred(state, kernel, { wins: task.deferredWins, losses: task.deferredLosses }, task.order, this.metric), pendingMin: kernel.pendingMin };
      case 'verify': {
        this.verifier ??= new Verifier(kernel.material, state.values, this.probe, this.valuesFromFile, this.metric);
        const inconsistencies: Inconsistency[] = [];
        const bad = this.verifier.verifyRange(task.side, task.lo, task.hi, (i) => {
          if (inconsistencies.length < REPORTED_INCONSISTENCIES) inconsistencies.push(i);
        });
        return { ok: true, decided: bad, inconsistencies };
      }
      case 'statistics':
        return { ok: true, decided: 0, statistics: rangeStatistics(state.values[task.side], kernel.material, kernel.codec.symmetric, task.lo, task.hi) };
      case 'order': {
        return { ok: true, decided: 0, order: rankDigitOrders(state.values[task.side], kernel.material.radices, task.blockEntries, task.codec, task.part, task.parts) };
      }
      case 'compress': {
        const order = new DigitOrder(kernel.material.radices, task.order);
        const { blocks, checksums } = compressBlocks(state.values[task.side], order, task.blockEntries, task.codec, task.first, task.end);
        return { ok: true, decided: 0, blocks: packShared(blocks), checksums };
      }
      case 'finalize': {
        const values = state.values[task.side];
        let draws = 0;
        for (let i = task.lo; i < task.hi; i++) {
          if (isUndecided(values[i])) {
            values[i] = DRAW;
            draws++;
          }
        }
        return { ok: true, decided: draws };
      }
    }
  }
}
