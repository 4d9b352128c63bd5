/** The generic move tree, its traversals, and a study's edits laid over a solution tree. */
import { describe, expect, it } from 'vitest';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { editTree } from '../../src/shared/study/editActions';
import { type TreeEdits, applyEdits, editedMainLine, emptyEdits, illegalEdit } from '../../src/shared/study/edits';
import { stipulationOfGame, studyOfGame } from '../../src/shared/study/pgnStudy';
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

describe('study edits', () => {
  it('comment, prune, order and promote, each leaving the edits it was given unchanged', () => {
    const commented = editTree(emptyEdits(), ['a0a2', 'b0b3'], { kind: 'comment', text: '  妙 ' });
    expect(commented).toEqual({ children: [{ data: { iccs: 'a0a2' }, children: [{ data: { iccs: 'b0b3', comment: '妙' }, children: [] }] }] });
    // A comment alone changes no order: the annotated variation stays where it was.
    expect(editedMainLine(commented)).toEqual([]);
    const pruned = editTree(commented, ['a0a1', 'b0b2'], { kind: 'prune' });
    expect(commented.children).toHaveLength(1);
    const promoted = editTree(pruned, ['a0a2', 'b0b3'], { kind: 'promote' });
    expect(editedMainLine(promoted)).toEqual(['a0a2', 'b0b3']);
    const reordered = editTree(promoted, ['a0a1'], { kind: 'order', moves: ['b0b2', 'b0b1'] });
    const restored = editTree(editTree(reordered, ['a0a1', 'b0b2'], { kind: 'restore' }), ['a0a2', 'b0b3'], { kind: 'comment', text: ' ' });

    const view = applyEdits(sample(), reordered);
    expect(view.children.map((c) => c.data.iccs)).toEqual(['a0a2', 'a0a1']);
    expect(view.children[0].children[0].data.comment).toBe('妙');
    expect(view.children[1].children.map((c) => [c.data.iccs, c.data.pruned ?? false])).toEqual([['b0b2', true], ['b0b1', false]]);
    const after = applyEdits(sample(), restored);
    expect(after.children[1].children[0].data.pruned).toBeUndefined();
    expect(after.children[0].children[0].data.comment).toBeUndefined();
  });

  it('laid over a tree: moves the edits do not name keep the tree\'s order after those they do; the tree itself is not touched', () => {
    const tree = sample();
    const edits: TreeEdits = { order: ['a0a2'], children: [{ data: { iccs: 'a0a1', order: ['c9c9', 'b0b2'] }, children: [] }] };
    const view = applyEdits(tree, edits);
    expect(view.children.map((c) => c.data.iccs)).toEqual(['a0a2', 'a0a1']);
    expect(view.children[1].children.map((c) => c.data.iccs)).toEqual(['b0b2', 'b0b1']);
    expect(tree.children.map((c) => c.data.iccs)).toEqual(['a0a1', 'a0a2']);
    expect(view.children[1].data).not.toBe(tree.children[0].data);
  });

  it('names the first illegal move of edits, its path from the start', () => {
    const fen = '5k3/9/2P2a3/9/9/9/9/4K4/9/9 w';
    const good: TreeEdits = { order: ['e2f2'], children: [{ data: { iccs: 'e2f2', order: ['f9e9'] }, children: [{ data: { iccs: 'f9f8' }, children: [] }] }] };
    expect(illegalEdit(fen, good)).toBeUndefined();
    expect(illegalEdit(fen, { ...good, order: ['e2e4'] })).toEqual(['e2e4']);
    expect(illegalEdit(fen, { children: [{ data: { iccs: 'e2f2', order: ['f9f7'] }, children: [] }] })).toEqual(['e2f2', 'f9f7']);
    expect(illegalEdit(fen, { children: [{ data: { iccs: 'e2f2' }, children: [{ data: { iccs: 'e2e1' }, children: [] }] }] })).toEqual(['e2f2', 'e2e1']);
  });
});

describe('a study read from PGN', () => {
  const pgn = (tags: string, movetext: string) => {
    const game = readPgn(`${tags}\n[FEN "5k3/9/2P2a3/9/9/9/9/4K4/9/9 w - - 0 1"]\n\n${movetext}`);
    if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
    return game.value;
  };

  it('keeps the main line first, variations after it, and every comment', () => {
    const study = studyOfGame(pgn('[Event "兵擒孤士"]\n[Author "佚名"]', '{开局说明} 1. 帅五平四 {唯一} (1. 兵七平六 {不行}) 1. ... 将６平５ (1. ... 将６进１ 2. 兵七进一) 2. 兵七平六 *'), 'file');
    expect(study).toMatchObject({ title: '兵擒孤士', composer: '佚名', source: '', notes: '开局说明' });
    expect(editedMainLine(study.edits)).toEqual(['e2f2', 'f9e9', 'c7d7']);
    expect(study.edits.order).toEqual(['e2f2', 'c7d7']);
    const key = study.edits.children.find((c) => c.data.iccs === 'e2f2')!;
    expect(key.data).toMatchObject({ comment: '唯一', order: ['f9e9', 'f9f8'] });
    expect(study.edits.children.find((c) => c.data.iccs === 'c7d7')!.data.comment).toBe('不行');
    expect(key.children.find((c) => c.data.iccs === 'f9f8')!.data.order).toEqual(['c7c8']);
    expect(illegalEdit('5k3/9/2P2a3/9/9/9/9/4K4/9/9 w', study.edits)).toBeUndefined();
    expect(studyOfGame(pgn('', '1. 帅五平四 *'), 'from the file name').title).toBe('from the file name');
  });

  it('takes the event as the source when a game has a title too, unless a Source tag names one', () => {
    const moves = '1. 帅五平四 *';
    expect(studyOfGame(pgn('[Title "兵擒孤士"]\n[Event "适情雅趣"]', moves), 'f')).toMatchObject({ title: '兵擒孤士', source: '适情雅趣' });
    expect(studyOfGame(pgn('[Title "兵擒孤士"]\n[Event "适情雅趣"]\n[Source "橘中秘"]', moves), 'f').source).toBe('橘中秘');
    expect(studyOfGame(pgn('[Title "兵擒孤士"]\n[Event "兵擒孤士"]', moves), 'f').source).toBe('');
  });

  it('finds the stipulation in the title or event, else in the result with the side to move', () => {
    expect(stipulationOfGame(pgn('[Event "七星聚会 红先和"]\n[Result "1-0"]', '1-0'))).toEqual({ side: 0, goal: 'draw' });
    expect(stipulationOfGame(pgn('[Title "Red to move and win"]', '*'))).toEqual({ side: 0, goal: 'win' });
    expect(stipulationOfGame(pgn('[Event "残局"]', '1-0'))).toEqual({ side: 0, goal: 'win' });
    expect(stipulationOfGame(pgn('', '1/2-1/2'))).toEqual({ side: 0, goal: 'draw' });
    expect(stipulationOfGame(pgn('', '0-1'))).toBeUndefined();
    expect(stipulationOfGame(pgn('', '*'))).toBeUndefined();
  });
});
