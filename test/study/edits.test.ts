/** The generic move tree, its traversals, the edits of older catalogues, and the stipulation a game states. */
import { describe, expect, it } from 'vitest';
import { readPgn } from '../../src/shared/formats/pgn/read';
import type { MoveNote } from '../../src/shared/study/document';
import { type TreeEdits, documentTreeOfEdits } from '../../src/shared/study/edits';
import { stipulationOfGame } from '../../src/shared/study/pgnStudy';
import type { TreeMove } from '../../src/shared/study/solutionTree';
import { type ChildNode, type Node, childNode, isChildNode, mainline, rootNode } from '../../src/shared/study/tree';
import { transform, walk } from '../../src/shared/study/walk';
import { sayReadError } from '../../src/shared/words/say';

let nextId = 1;
function move(iccs: string, children: ChildNode<TreeMove>[] = []): ChildNode<TreeMove> {
  return childNode<TreeMove>({
    id: nextId++, ply: 0, iccs, text: iccs, fen: '', wdl: 'win', dtc: 1, dtm: null, order: 0, capture: false,
    role: 'defence', only: false, transposition: null, end: children.length ? null : 'mate',
  }, children);
}

/** a1 (b1 (c1, c2), b2), a2 (b3) */
const sample = (): Node<TreeMove> => rootNode([move('a0a1', [move('b0b1', [move('c0c1'), move('c0c2')]), move('b0b2')]), move('a0a2', [move('b0b3')])]);

class Path {
  constructor(readonly moves: string[] = []) {}

  clone(): Path {
    return new Path([...this.moves]);
  }
}

describe('the move tree', () => {
  it('walks in preorder with a context of its own per line, may skip a subtree, and follows the main line', () => {
    const seen: string[] = [];
    walk(sample(), new Path(), (path, node) => {
      path.moves.push(node.data.iccs);
      seen.push(path.moves.join(' '));
      return node.data.iccs !== 'a0a2';
    });
    expect(seen).toEqual(['a0a1', 'a0a1 b0b1', 'a0a1 b0b1 c0c1', 'a0a1 b0b1 c0c2', 'a0a1 b0b2', 'a0a2']);
    expect([...mainline(sample())].map((d) => d.iccs)).toEqual(['a0a1', 'b0b1', 'c0c1']);
    expect(isChildNode(sample())).toBe(false);
    expect(isChildNode(sample().children[0])).toBe(true);
  });

  it('transforms into a copy, leaving out what the mapping drops, with the context of each line', () => {
    const tree = sample();
    const depths = transform(tree, new Path(), (path, data) => {
      path.moves.push(data.iccs);
      return data.iccs === 'b0b1' ? undefined : `${data.iccs}@${path.moves.length}`;
    });
    const flat: string[] = [];
    walk(depths, new Path(), (_, node) => void flat.push(node.data));
    expect(flat).toEqual(['a0a1@1', 'b0b2@2', 'a0a2@1', 'b0b3@2']);
    expect(tree.children[0].children).toHaveLength(2);
  });

  it('walks a line far deeper than the call stack', () => {
    let deep = move('a0a1');
    for (let i = 0; i < 100_000; i++) deep = move('a0a1', [deep]);
    let count = 0;
    walk(rootNode([deep]), new Path(), () => void count++);
    expect(count).toBe(100_001);
    expect([...mainline(transform(rootNode([deep]), new Path(), (_, d) => d.id))]).toHaveLength(100_001);
  });
});

describe('the edits of catalogues before the study document', () => {
  it('become one move tree: ordered moves first, then the other edited ones, pruned ones last marked $2, comments kept', () => {
    const edits: TreeEdits = {
      order: ['a0a2', 'a0a1'],
      children: [
        { data: { iccs: 'a0a1', order: ['b0b2'], comment: '妙' }, children: [{ data: { iccs: 'b0b1', pruned: true, comment: '不行' }, children: [] }] },
        { data: { iccs: 'a0a3', pruned: true }, children: [] },
      ],
    };
    const tree = documentTreeOfEdits(edits);
    expect(tree).toEqual(rootNode<MoveNote>([
      childNode({ iccs: 'a0a2' }),
      childNode<MoveNote>({ iccs: 'a0a1', comment: '妙' }, [childNode({ iccs: 'b0b2' }), childNode<MoveNote>({ iccs: 'b0b1', comment: '不行', nags: [2] })]),
      childNode<MoveNote>({ iccs: 'a0a3', nags: [2] }),
    ]));
  });
});

describe('a study read from PGN', () => {
  const pgn = (tags: string, movetext: string) => {
    const game = readPgn(`${tags}\n[FEN "5k3/9/2P2a3/9/9/9/9/4K4/9/9 w - - 0 1"]\n\n${movetext}`);
    if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
    return game.value;
  };

  it('finds the stipulation in the title or event, else in the result with the side to move', () => {
    expect(stipulationOfGame(pgn('[Event "七星聚会 红先和"]\n[Result "1-0"]', '1-0'))).toEqual({ side: 0, goal: 'draw' });
    expect(stipulationOfGame(pgn('[Title "Red to move and win"]', '*'))).toEqual({ side: 0, goal: 'win' });
    expect(stipulationOfGame(pgn('[Event "残局"]', '1-0'))).toEqual({ side: 0, goal: 'win' });
    expect(stipulationOfGame(pgn('', '1/2-1/2'))).toEqual({ side: 0, goal: 'draw' });
    expect(stipulationOfGame(pgn('', '0-1'))).toBeUndefined();
    expect(stipulationOfGame(pgn('', '*'))).toBeUndefined();
  });
});
