/** The study document: its flat encoding, its rows in PGN order, and the mapping to and from a file's game. */
import { describe, expect, it } from 'vitest';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { writePgn } from '../../src/shared/formats/pgn/write';
import { type MoveNote, emptyDocument } from '../../src/shared/study/document';
import { decodeTree, encodeTree, treeSize } from '../../src/shared/study/flatTree';
import { documentOfGame, gameOfDocument, illegalMove } from '../../src/shared/study/gameDocument';
import { IndexedTree } from '../../src/shared/study/indexedTree';
import { RowLayout, stepFrom } from '../../src/shared/study/rows';
import { type ChildNode, type Node, childNode, rootNode } from '../../src/shared/study/tree';

const m = (iccs: string, children: ChildNode<MoveNote>[] = [], note: Partial<MoveNote> = {}) => childNode<MoveNote>({ iccs, ...note }, children);

/** a (b (c d) e) f (g): a and f first moves, b and e replies to a, c and d replies to b, g to f. */
const sample = (): Node<MoveNote> =>
  rootNode([m('a0a1', [m('b0b1', [m('c0c1'), m('c0c2', [], { comment: 'two' })]), m('b0b2', [], { nags: [2] })], { comment: 'first' }), m('a0a2', [m('b0b3')])]);

/** A line of `plies` rook moves back and forth, legal all the way. */
const LONG_FEN = '5k3/8r/9/9/9/9/9/9/9/R2K5 w';
function longLine(plies: number): Node<MoveNote> {
  const cycle = ['a0a1', 'i8i7', 'a1a0', 'i7i8'];
  const root = rootNode<MoveNote>();
  let at: Node<MoveNote> = root;
  for (let i = 0; i < plies; i++) {
    const child = m(cycle[i % 4], [], i % 1000 === 0 ? { comment: `ply ${i + 1}` } : {});
    at.children.push(child);
    at = child;
  }
  return root;
}

describe('the flat encoding', () => {
  it('keeps the moves in preorder, each node\'s number of children, the comments and the marks', () => {
    const flat = encodeTree(sample());
    expect(flat).toEqual({
      moves: ['a0a1', 'b0b1', 'c0c1', 'c0c2', 'b0b2', 'a0a2', 'b0b3'], children: [2, 2, 2, 0, 0, 0, 1, 0],
      comments: [[0, 'first'], [3, 'two']], nags: [[4, [2]]],
    });
    const back = decodeTree(JSON.parse(JSON.stringify(flat)));
    expect(back).toEqual({ ok: true, value: sample() });
  });

  it('refuses arrays whose counts disagree, and notes on moves it lacks', () => {
    expect(decodeTree({ moves: ['a0a1'], children: [2, 0], comments: [], nags: [] })).toEqual({ ok: false, error: 'shape' });
    expect(decodeTree({ moves: ['a0a1'], children: [0, 0], comments: [], nags: [] })).toEqual({ ok: false, error: 'shape' });
    expect(decodeTree({ moves: ['a0a1'], children: [1, 0], comments: [[1, 'x']], nags: [] })).toEqual({ ok: false, error: 'note' });
  });

  it('encodes and decodes a line of 100,000 plies, through JSON', () => {
    const flat = encodeTree(longLine(100_000));
    expect(flat.moves).toHaveLength(100_000);
    const back = decodeTree(JSON.parse(JSON.stringify(flat)));
    expect(back.ok && treeSize(back.value)).toBe(100_000);
    expect(back.ok && encodeTree(back.value)).toEqual(flat);
  });
});

describe('the rows', () => {
  it('come in PGN order: a move, the variations that replace it, each whole, then its continuation', () => {
    const tree = new IndexedTree(sample());
    const rows = new RowLayout(tree);
    const shown = rows.page(0, 100).map((r) => [tree.node(r.node)!.data.iccs, r.ply, r.depth, r.variationStart]);
    expect(shown).toEqual([
      ['a0a1', 1, 0, false], ['a0a2', 1, 1, true], ['b0b3', 2, 1, false], ['b0b1', 2, 0, false], ['b0b2', 2, 1, true], ['c0c1', 3, 0, false], ['c0c2', 3, 1, true],
    ]);
    expect(rows.page(5, 10).map((r) => r.node)).toEqual([3, 4]);
  });

  it('fold a move\'s line away, and unfold what hides a node when its row is asked', () => {
    const tree = new IndexedTree(sample());
    const rows = new RowLayout(tree);
    rows.fold(1, true);
    expect(rows.page(0, 100).map((r) => [r.node, r.folded])).toEqual([[1, true], [6, false], [7, false]]);
    expect(rows.rowCount).toBe(3);
    expect(rows.rowOf(4)).toBe(6);
    expect(rows.isFolded(1)).toBe(false);
    expect(rows.rowCount).toBe(7);
  });

  it('step forward, back, between variations, to the start and to the end', () => {
    const tree = new IndexedTree(sample());
    expect(stepFrom(tree, 0, 'forward')).toBe(1);
    expect(stepFrom(tree, 2, 'back')).toBe(1);
    expect(stepFrom(tree, 1, 'back')).toBe(0);
    expect(stepFrom(tree, 2, 'next')).toBe(5);
    expect(stepFrom(tree, 5, 'next')).toBe(5);
    expect(stepFrom(tree, 5, 'previous')).toBe(2);
    expect(stepFrom(tree, 0, 'end')).toBe(3);
    expect(stepFrom(tree, 3, 'start')).toBe(0);
  });

  it('lay out a line of 100,000 plies, and page its end', () => {
    const tree = new IndexedTree(longLine(100_000));
    const rows = new RowLayout(tree);
    expect(rows.rowCount).toBe(100_000);
    expect(rows.page(99_999, 500)).toEqual([{ node: 100_000, ply: 100_000, depth: 0, variationStart: false, folded: false }]);
    expect(stepFrom(tree, 0, 'end')).toBe(100_000);
  });
});

describe('a game as a document', () => {
  const text = `[Game "Chinese Chess"]
[Title "兵擒孤士"]
[Event "全国赛"]
[Red "胡荣华"]
[Black "杨官璘"]
[Date "1960.01.02"]
[Opening "中炮"]
[Composer "佚名"]
[Result "0-1"]
[FEN "5k3/9/2P2a3/9/9/9/9/4K4/9/9 w - - 0 1"]

{开局说明} 1. 帅五平四 {唯一} (1. 兵七平六 {不行}) 1. ... 将６平５ (1. ... 将６进１ 2. 兵七进一) 2. 兵七平六 0-1`;

  it('reads the metadata, the result, the notes and the tree, and writes them back', () => {
    const game = readPgn(text);
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    const doc = documentOfGame(game.value, 'file');
    expect(doc.meta).toMatchObject({ title: '兵擒孤士', event: '全国赛', red: '胡荣华', black: '杨官璘', date: '1960.01.02', opening: '中炮', author: '佚名', result: '0-1' });
    expect(doc.notes).toBe('开局说明');
    expect(encodeTree(doc.tree)).toEqual({
      moves: ['e2f2', 'f9e9', 'c7d7', 'f9f8', 'c7c8', 'c7d7'], children: [2, 2, 1, 0, 1, 0, 0],
      comments: [[0, '唯一'], [5, '不行']], nags: [],
    });
    const again = documentOfGame(gameOfDocument(doc), 'other');
    expect(again).toEqual(doc);
    const reread = readPgn(writePgn(gameOfDocument(doc), 'chinese'));
    expect(reread.ok && documentOfGame(reread.value, 'x')).toEqual(doc);
  });

  it('titles a game that names itself nowhere by its file', () => {
    const game = readPgn('[FEN "5k3/9/2P2a3/9/9/9/9/4K4/9/9 w - - 0 1"]\n\n1. 帅五平四 *');
    expect(game.ok && documentOfGame(game.value, 'the file').meta.title).toBe('the file');
  });

  it('goes both ways with a main line of 100,000 plies', () => {
    const doc = emptyDocument(LONG_FEN, { tree: longLine(100_000), meta: { ...emptyDocument(LONG_FEN).meta, title: 'long' } });
    const game = gameOfDocument(doc);
    expect(game.moves).toHaveLength(100_000);
    // Compared flat: the test runner's deep equality recurses.
    expect(encodeTree(documentOfGame(game, 'x').tree)).toEqual(encodeTree(doc.tree));
    expect(illegalMove(doc)).toBeUndefined();
  });

  it('names the first illegal move with the moves that lead to it', () => {
    const doc = emptyDocument(LONG_FEN, { tree: rootNode([m('a0a1', [m('i8i7', [m('a1a5')])])]) });
    expect(illegalMove(doc)).toBeUndefined();
    doc.tree.children[0].children[0].children.push(m('a1a1'));
    expect(illegalMove(doc)).toEqual(['a0a1', 'i8i7', 'a1a1']);
  });
});
