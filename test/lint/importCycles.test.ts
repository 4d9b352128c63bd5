/**
 * No import cycle anywhere in `src`, of values or of types: every `import`, `import type`, `export …
 * from` and dynamic `import()` of a relative module is an edge, read with TypeScript's own
 * pre-processor (`ts.preProcessFile`), and each strongly connected component of more than one module
 * (or a module importing itself) is printed as one cycle it holds.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: itself, with an extension, or a folder's index. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`)), base.replace(/\.js$/, '.ts')];
  return candidates.find((c) => EXTENSIONS.some((e) => c.endsWith(e)) && statSync(c, { throwIfNoEntry: false })?.isFile());
}

/** Each module's relative imports, types and dynamic imports included. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((f) => f.fileName).filter((s) => s.startsWith('.'))
      .map((s) => resolveModule(file, s)).filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components, without recursion (the graph has hundreds of modules). */
function components(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>(), low = new Map<string, number>(), onStack = new Set<string>();
  const stack: string[] = [], found: string[][] = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const edges = graph.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1 || (graph.get(top.node) ?? []).includes(top.node)) found.push(component);
      }
    }
  }
  return found;
}

/** One cycle through a component: a shortest path back to its first module, found breadth first. */
function cycleIn(component: readonly string[], graph: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const to of graph.get(queue[i]) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [queue[i]];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(to) && to !== start) {
        previous.set(to, queue[i]);
        queue.push(to);
      }
    }
  }
  return [start];
}

describe('import cycles', () => {
  it('src holds none, of values or of types', () => {
    const graph = importGraph(sources(SRC));
    const cycles = components(graph).map((c) => `${cycleIn(c, graph).map((f) => relative(ROOT, f)).join(' → ')} (one of ${c.length} modules that import each other)`);
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('finds a cycle of type imports, and a module importing itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts', 'd.ts']], ['d.ts', []], ['e.ts', ['e.ts']],
    ]);
    expect(components(graph).map((c) => cycleIn(c, graph))).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts'], ['e.ts', 'e.ts']]);
    const typeOnly = ts.preProcessFile("import type { X } from './x';\nexport type { Y } from './y';\nconst z = import('./z');\n", true, true);
    expect(typeOnly.importedFiles.map((f) => f.fileName)).toEqual(['./x', './y', './z']);
  });
});
