/**
 * Every pass a worker runs, by name: the schedule's (schedule.ts), a small table's whole schedule, the
 * file's statistics, digit order and compression, verification, and the capture loads that come before
 * a set-up. The protocol's tasks are theirs (`WorkerTask`), and a task's result is its pass's (`ResultFor`).
 */
import { captureLoadPass } from './passes/captureLoad';
import { compressionPass } from './passes/compression';
import { digitOrderPass } from './passes/digitOrder';
import type { AnyPass, ResultOf, TaskOf } from './passes/pass';
import { statisticsPass } from './passes/statistics';
import { verifyPass } from './passes/verify';
import { wholePass } from './passes/whole';
import { SCHEDULED_PASSES } from './schedule';

const PASSES = [...SCHEDULED_PASSES, wholePass, statisticsPass, digitOrderPass, compressionPass, verifyPass, captureLoadPass] as const;

type Passes = (typeof PASSES)[number];

/** A task of any pass. */
export type WorkerTask = TaskOf<Passes>;

type ResultNamed<Name> = ResultOf<Extract<Passes, { readonly name: Name }>>;

/** What a task of `Task` answers. */
export type ResultFor<Task extends WorkerTask> = ResultNamed<Task['pass']>;

/** A task and its result, told apart by `pass`. */
export type Answer<Task extends WorkerTask> = {
  [Name in Task['pass']]: { readonly pass: Name; readonly task: Extract<Task, { readonly pass: Name }>; readonly result: ResultNamed<Name> };
}[Task['pass']];

const byName = new Map<string, AnyPass>(PASSES.map((pass) => [pass.name, pass as AnyPass]));

/** Every pass, for a worker to prepare what each holds for a table. */
export const ALL_PASSES: readonly AnyPass[] = PASSES;

export function passOf(task: WorkerTask): AnyPass {
  const pass = byName.get(task.pass);
  if (!pass) throw new Error(`no pass ${task.pass}`);
  return pass;
}
