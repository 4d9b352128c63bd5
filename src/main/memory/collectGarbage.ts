/**
 * A full garbage collection on demand. A finished table's shared buffers are gigabytes that V8 frees
 * only when it next collects; without this, the next table's buffers are committed before the old
 * ones are returned and the peak is the sum of both.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export function collectGarbage(): void {
  gc();
}
