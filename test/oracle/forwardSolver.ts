/**
 * An independent oracle for the generator, used only by tests. It shares nothing with the
 * tablebase code but the rules core: positions are enumerated by brute-force placement and keyed
 * by FEN, successors come from forward move generation (never un-moves), and values are found by
 * forward iteration in rounds — round r decides exactly the positions whose distance is r, reading
 * only values decided in earlier rounds — then the perpetual-check layers are computed on the
 * explicit graph by repeated sweeps.
 */
import { boardFen } from '../../src/shared/rules/fen';
import { placementsOf } from '../../src/shared/rules/geometry';
import { type Color, makePiece } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';

export interface OracleValue {
  readonly wdl: 'win' | 'draw' | 'loss';
  readonly dtc: number;
  readonly order: number;
}

interface Child {
  /** FEN of the successor in this material, or undefined for a capture. */
  readonly key?: string;
  /** The value of a capture's successor (for the side to move there), from the sub-material. */
  readonly value?: OracleValue;
  readonly check: boolean;
}

interface Node {
  readonly key: string;
  readonly turn: Color;
  readonly inCheck: boolean;
  readonly children: Child[];
  value?: OracleValue;
}

/** Material text like `KR-KN`: letters K A B N R C P per side. */
function piecesOf(material: string): number[] {
  const [red, black] = material.split('-');
  const pieces: number[] = [];
  for (const [color, letters] of [[0, red], [1, black]] as const) {
    for (const ch of letters) pieces.push(makePiece(color, ' KABNRCP'.indexOf(ch) as 1));
  }
  return pieces;
}

function materialText(board: Int8Array): string {
  const side = (color: number) => [...'KABNRCP'].map((ch, i) => ch.repeat(board.filter((p) => p === makePiece(color as Color, (i + 1) as 1)).length)).join('');
  return `${side(0)}-${side(1)}`;
}

function hasAttacker(material: string): boolean {
  return /[NRCP]/.test(material);
}

/** Every legal position of a material with either side to move, as FEN strings. */
export function enumerate(material: string): string[] {
  const pieces = piecesOf(material);
  const out: string[] = [];
  const board = new Int8Array(90);
  const place = (i: number, minSquare: number): void => {
    if (i === pieces.length) {
      for (const turn of [0, 1] as const) {
        const fen = `${boardFen(board)} ${turn === 0 ? 'w' : 'b'}`;
        const placements = [...board].flatMap((piece, square) => (piece ? [{ square, piece }] : []));
        if (Position.fromSetup({ placements, turn }).ok) out.push(fen);
      }
      return;
    }
    const same = i > 0 && pieces[i - 1] === pieces[i];
    for (const sq of placementsOf(pieces[i])) {
      if (board[sq] !== 0 || (same && sq <= minSquare)) continue;
      board[sq] = pieces[i];
      place(i + 1, sq);
      board[sq] = 0;
    }
  };
  place(0, -1);
  return out;
}

const solved = new Map<string, Map<string, OracleValue>>();

function better(a: OracleValue, b: OracleValue): boolean {
  // For the side to move: wins beat draws beat losses; lower (order, dtc) is the better win,
  // higher (order, dtc) the better loss.
  const rank = (v: OracleValue) => (v.wdl === 'draw' ? 0 : v.wdl === 'win' ? 1e9 - (v.order * 4096 + v.dtc) : -1e9 + v.order * 4096 + v.dtc);
  return rank(a) > rank(b);
}

/** Solves a material (and, recursively, those its captures lead to). Values are for the side to move. */
export function solveMaterial(material: string): Map<string, OracleValue> {
  const known = solved.get(material);
  if (known) return known;
  const nodes = new Map<string, Node>();
  for (const fen of enumerate(material)) {
    const pos = Position.fromFen(fen);
    const children: Child[] = [];
    for (const move of pos.legalMoves()) {
      const next = pos.after(move);
      const check = next.inCheck();
      if (pos.pieceAt(move >> 7) === 0) {
        children.push({ key: next.fen().split(' ').slice(0, 2).join(' '), check });
      } else {
        const sub = materialText(next.board);
        const value = hasAttacker(sub) ? solveMaterial(sub).get(next.fen().split(' ').slice(0, 2).join(' '))! : { wdl: 'draw' as const, dtc: 0, order: 0 };
        children.push({ value, check });
      }
    }
    nodes.set(fen, { key: fen, turn: pos.turn, inCheck: pos.inCheck(), children });
  }
  const valueOf = (child: Child): OracleValue | undefined => child.value ?? nodes.get(child.key!)!.value;

  // Round r at order k decides the positions whose value is (k, r).
  const rounds = (order: number, seeded: boolean) => {
    for (let r = seeded ? 1 : 0; ; r++) {
      const decided: [Node, OracleValue][] = [];
      for (const node of nodes.values()) {
        if (node.value) continue;
        if (node.children.length === 0) {
          if (r === 0) decided.push([node, { wdl: 'loss', dtc: 0, order: 0 }]);
          continue;
        }
        let best: OracleValue | undefined, allLost = true;
        for (const child of node.children) {
          const v = valueOf(child);
          if (!v || v.order > order) {
            allLost = false;
            continue;
          }
          const mine: OracleValue = v.wdl === 'draw' ? v : { wdl: v.wdl === 'win' ? 'loss' : 'win', dtc: child.value ? 1 : v.dtc + 1, order: v.order };
          if (mine.wdl !== 'loss') allLost = false;
          if (!best || better(mine, best)) best = mine;
        }
        if (best?.wdl === 'win' && best.order === order && best.dtc === r) decided.push([node, best]);
        else if (allLost && best && best.order === order && best.dtc === r) decided.push([node, best]);
      }
      for (const [node, value] of decided) node.value = value;
      if (decided.length === 0 && r >= 1) return;
    }
  };

  rounds(0, false);
  for (let order = 1; order < 15; order++) {
    const seeds: Node[] = [];
    for (const checker of [0, 1] as const) {
      const inC = new Set([...nodes.values()].filter((n) => !n.value).map((n) => n.key));
      for (let changed = true; changed; ) {
        changed = false;
        for (const key of inC) {
          const node = nodes.get(key)!;
          const stays = node.turn === checker
            ? node.children.every((c) => {
              const v = valueOf(c);
              if (v && v.wdl === 'win' && v.order < order) return true;
              return c.check && c.key !== undefined && inC.has(c.key);
            })
            : node.inCheck && node.children.some((c) => !c.check && c.key !== undefined && inC.has(c.key));
          if (!stays) {
            inC.delete(key);
            changed = true;
          }
        }
      }
      for (const key of inC) if (nodes.get(key)!.turn === checker) seeds.push(nodes.get(key)!);
    }
    for (const node of seeds) node.value = { wdl: 'loss', dtc: 0, order };
    const before = [...nodes.values()].filter((n) => n.value).length;
    rounds(order, true);
    const pending = [...nodes.values()].some((n) => !n.value && n.children.some((c) => c.value && c.value.order > order));
    if (seeds.length === 0 && before === [...nodes.values()].filter((n) => n.value).length && !pending) break;
  }
  const values = new Map<string, OracleValue>();
  for (const node of nodes.values()) values.set(node.key, node.value ?? { wdl: 'draw', dtc: 0, order: 0 });
  solved.set(material, values);
  return values;
}

