/**
 * Building a study's solution tree in the services, as the workbench watches it: the build answers at
 * once with its tree and the size it expects; a large one is stopped at once and asked about first
 * (nothing grows while the composer decides); then its node count grows from the `tree` events, its
 * rows pageable all along, until it is done or stopped. Stopping is the services' (`cancelTree`
 * answers within 100 ms), so the page never waits on the build.
 */
import { useEffect, useRef, useState } from 'react';
import type { CanjuApi, CanjuEvent } from '../../../shared/api/contract';
import type { Problem } from '../../../shared/api/problem';

/** Above this many expected nodes a build asks first: about a minute's work and a few hundred MB in the services. */
export const LARGE_BUILD = 200_000;
/** A growing tree's rows are read again at most this often. */
const GROWTH_MS = 500;

export type BuildState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'confirm'; readonly estimate: number }
  | { readonly phase: 'building'; readonly treeId: number; readonly estimate: number; readonly nodes: number }
  | { readonly phase: 'done'; readonly treeId: number; readonly nodes: number; readonly problem?: Problem };

type TreeEvent = Extract<CanjuEvent, { type: 'tree' }>;

export interface TreeBuild {
  readonly state: BuildState;
  /** Changes as the tree grows (at most every GROWTH_MS) and when it is done: the viewer reads its rows again. */
  readonly growth: number;
  readonly errors: Problem[] | null;
  /** Starts the build; `confirmed` skips the question a large one asks. */
  start(confirmed: boolean): Promise<void>;
  stop(): void;
  /** Declines a large build. */
  dismiss(): void;
  /** The tree grew outside a build (a node expanded): its rows are read again. */
  grew(): void;
}

export function useTreeBuild(api: CanjuApi, run: () => ReturnType<CanjuApi['buildStudyTree']>): TreeBuild {
  const [state, setState] = useState<BuildState>({ phase: 'idle' });
  const [growth, setGrowth] = useState(0);
  const [errors, setErrors] = useState<Problem[] | null>(null);
  const treeId = useRef<number | null>(null);
  // Events can come before the build's answer names its tree: the latest of each tree is kept.
  const latest = useRef(new Map<number, TreeEvent>());
  const shown = useRef(0);

  const apply = (event: TreeEvent) => {
    if (event.treeId !== treeId.current) return;
    if (event.done) {
      setState({ phase: 'done', treeId: event.treeId, nodes: event.nodes, ...(event.problem ? { problem: event.problem } : {}) });
      setGrowth((g) => g + 1);
      return;
    }
    setState((s) => (s.phase === 'building' && s.treeId === event.treeId ? { ...s, nodes: event.nodes } : s));
    const now = Date.now();
    if (now - shown.current >= GROWTH_MS) {
      shown.current = now;
      setGrowth((g) => g + 1);
    }
  };

  useEffect(() => api.onEvent((event) => {
    if (event.type !== 'tree') return;
    latest.current.set(event.treeId, event);
    apply(event);
  }), [api]);

  const start = async (confirmed: boolean) => {
    // The last tree's result goes at once: what shows next is this build's.
    setState({ phase: 'idle' });
    setErrors(null);
    treeId.current = null;
    latest.current.clear();
    const r = await run();
    if (!r.ok) {
      setState({ phase: 'idle' });
      return setErrors(r.errors);
    }
    if (!confirmed && r.estimate.nodes > LARGE_BUILD) {
      void api.cancelTree();
      return setState({ phase: 'confirm', estimate: r.estimate.nodes });
    }
    treeId.current = r.treeId;
    setState({ phase: 'building', treeId: r.treeId, estimate: r.estimate.nodes, nodes: 0 });
    const early = latest.current.get(r.treeId);
    if (early) apply(early);
  };

  const stop = () => void api.cancelTree();
  const dismiss = () => setState({ phase: 'idle' });
  const grew = () => setGrowth((g) => g + 1);
  return { state, growth, errors, start, stop, dismiss, grew };
}
