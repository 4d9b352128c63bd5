/**
 * The latest object of a kind, held for the life of the thread. V8 keeps type feedback and optimized
 * code per object map, and a map lives only while some object has it (or its transition is otherwise
 * held): when a full collection finds no object of a kind alive, the code built on its map is thrown
 * away with it, and the next use learns it again, unoptimized at first. A generation worker collects
 * between tables to free their buffers (WorkerPool.collect), and everything of a table but its
 * set-up was gone by then: the next table ran a third slower (KCP-KA 0.31 → 0.52 s on the same
 * workers). Holding the latest of each kind costs one small object each.
 */
const latest = new Map<string, unknown>();

export function keepLatest(kind: string, object: unknown): void {
  latest.set(kind, object);
}
