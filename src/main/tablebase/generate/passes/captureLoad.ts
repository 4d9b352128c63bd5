/**
 * Reads one sub-table side for captures, before the table's set-up (which then holds what was read):
 * the one pass a worker runs with no table (captureLoading.ts hands out a table's loads).
 */
import { type CaptureLoad, type CaptureValues, loadCaptureSide } from '../../files/captureValues';
import { definePass } from './pass';

export interface CaptureLoadTask {
  readonly pass: 'captureLoad';
  readonly load: CaptureLoad;
}

export const captureLoadPass = definePass({
  name: 'captureLoad',
  /** The values, in shared memory the driver then hands to every worker. */
  run: (_: undefined, task: CaptureLoadTask): CaptureValues => loadCaptureSide(task.load),
});
