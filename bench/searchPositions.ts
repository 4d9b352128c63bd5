/**
 * The position set of `npm run bench:search`: published Xiangqi mating problems, each with its source,
 * the stipulation, the mate length in moves and plies, whether the mating line checks on every move
 * of the winning side (连将杀), and ElephantEye's verification.
 *
 * All come from 《适情雅趣》 (compiled by 徐芝, Ming dynasty, 1570), the 551-problem edition edited by
 * 李浭; the FENs are those of kuiba1949/xiangqi-tools, fen/shiqingyaqu551.fen (its FEN_INDEX
 * shiqingyaqu-551-NNN is our problem number NNN). The book's stipulation is 红先胜 (Red to move
 * wins) for every problem; it gives a solution line but no stated move count, so the mate length here
 * is the forced mate ElephantEye (xqbase/eleeye, built from source, one thread) found and whose line
 * was played out under Canju's rules to checkmate (or stalemate, which also loses), after Canju's
 * `Position.fromSetup` had accepted the FEN as legal. `elephantEye` records that run (mate plies, the
 * iteration depth that reported it, its milliseconds and nodes on a loaded 2-core machine, and its
 * line in ICCS coordinates); `allChecks` is whether Red checks on every move of that line.
 *
 * ElephantEye stops at the first mate it finds, which need not be the shortest: where a shorter
 * one turned up (Canju's search), it was checked with ElephantEye on each reply and `note` says so.
 *
 * `reachesTable`, where present: the first position of ElephantEye's line whose material is within
 * Canju's table size limit (`withinTableLimit`), with that material and its ply (0: the problem's
 * own material is tabulable), so a search that probes tables can meet them.
 *
 * Problems the scan dropped (Red to move is itself mated, or no mate within 3 to 15 moves in the
 * time given) are listed in docs/performance.md, "Search: the position set and ElephantEye".
 */

export interface SearchPosition {
  /** SQYQ-NNN: 《适情雅趣》 problem NNN of the 551-problem edition. */
  readonly id: string;
  /** The problem's title in the book. */
  readonly name: string;
  readonly fen: string;
  readonly sideToMove: 'red' | 'black';
  /** As published: 红先胜, Red to move wins. */
  readonly stipulation: string;
  /** Moves of the winning side to mate, and the plies (2 × moves − 1). */
  readonly mateMoves: number;
  readonly matePlies: number;
  /** Whether the winning side checks on every one of its moves in the verified line (连将杀). */
  readonly allChecks: boolean;
  readonly source: string;
  readonly reachesTable?: { readonly material: string; readonly atPly: number };
  /** Where the mate length is not ElephantEye's first mate, how it was settled. */
  readonly note?: string;
  /** ElephantEye's verification: mate plies, depth of the iteration that found it, ms, nodes, line. */
  readonly elephantEye: { readonly matePlies: number; readonly depth: number; readonly ms: number; readonly nodes: number; readonly pv: string };
}

/** The source of every problem here and in bookPositions.ts. */
export const SQYQ = '《适情雅趣》(徐芝辑, 1570), 李浭 551 局本; FEN: github.com/kuiba1949/xiangqi-tools fen/shiqingyaqu551.fen;';

export const SEARCH_POSITIONS: readonly SearchPosition[] = [
  {
    id: 'SQYQ-013', name: '目视横流',
    fen: '4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 3, matePlies: 5, allChecks: true,
    source: `${SQYQ} 第013局 目视横流`,
    elephantEye: { matePlies: 5, depth: 2, ms: 1, nodes: 1086, pv: 'g7e7 c5e7 d8e8 e9d9 d7b8' },
  },
  {
    id: 'SQYQ-192', name: '两地关心',
    fen: '2bak3C/4aP2N/4b4/5C3/9/9/9/3p5/4p2r1/3K5 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 3, matePlies: 5, allChecks: true,
    source: `${SQYQ} 第192局 两地关心`,
    elephantEye: { matePlies: 5, depth: 3, ms: 0, nodes: 1775, pv: 'i8g9 h1h9 f8e8 d9e8 g9f7' },
  },
  {
    id: 'SQYQ-039', name: '博望烧屯',
    fen: '2bak1b2/4aR2C/6N1n/9/9/9/5c3/4BC3/3p1r1n1/4K2c1 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 4, matePlies: 7, allChecks: true,
    source: `${SQYQ} 第039局 博望烧屯`,
    elephantEye: { matePlies: 7, depth: 2, ms: 0, nodes: 695, pv: 'i8i9 i7h9 f8f9 e8f9 i9g9 f9e8 g7f9' },
  },
  {
    id: 'SQYQ-103', name: '双鹭窥鱼',
    fen: '3ak3N/4aP3/8R/1rr5N/9/9/9/9/5p3/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 4, matePlies: 7, allChecks: true,
    source: `${SQYQ} 第103局 双鹭窥鱼`,
    elephantEye: { matePlies: 7, depth: 2, ms: 1, nodes: 435, pv: 'f8f9 e9f9 i7f7 e8f7 i6h8 f9f8 i9h7' },
  },
  {
    id: 'SQYQ-017', name: '退闲式步',
    fen: 'C3ka3/4aP1r1/nR2c4/p8/6b2/9/9/2C6/3p1p3/c1rAK4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 5, matePlies: 9, allChecks: true,
    source: `${SQYQ} 第017局 退闲式步`,
    elephantEye: { matePlies: 9, depth: 2, ms: 2, nodes: 3406, pv: 'b7b9 e8d9 f8e8 f9e8 b9b0 a7b9 c2c9 c0c9 a9c9' },
  },
  {
    id: 'SQYQ-094', name: '负笈追师',
    fen: '2baka3/1R7/4b2nn/4R2CN/4N4/9/9/5p3/2rc4r/5K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 5, matePlies: 9, allChecks: true,
    source: `${SQYQ} 第094局 负笈追师`,
    elephantEye: { matePlies: 9, depth: 4, ms: 12, nodes: 16829, pv: 'e6e7 f9e8 e5d7 e9f9 e7f7 e8f7 h6f6 h7f6 b8f8' },
  },
  {
    id: 'SQYQ-133', name: '六国争雄',
    fen: '2b1kab2/3Pa4/2N3n2/2C1pR1CN/9/9/9/4p4/1r5r1/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 5, matePlies: 9, allChecks: true,
    source: `${SQYQ} 第133局 六国争雄`,
    elephantEye: { matePlies: 9, depth: 3, ms: 6, nodes: 6501, pv: 'f6f9 e9f9 i6h8 f9e9 d8d9 e8d9 h8f7 e9f9 h6f6' },
  },
  {
    id: 'SQYQ-063', name: '头辆舆轮',
    fen: '3akarr1/1NC2P2C/9/9/R8/9/6p2/4B4/2n1p4/5K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 6, matePlies: 11, allChecks: false,
    source: `${SQYQ} 第063局 头辆舆轮`,
    elephantEye: { matePlies: 11, depth: 6, ms: 234, nodes: 325230, pv: 'f8e8 d9e8 a5a9 e8d9 c8h8 e1e0 f0f1 f9e8 a9d9 e8d9 b8d7' },
  },
  {
    id: 'SQYQ-137', name: '匹马平胡',
    fen: '3k1a1R1/9/2cab4/2n1R4/2b6/4P4/3N5/3CB4/1r1p4r/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 6, matePlies: 11, allChecks: true,
    source: `${SQYQ} 第137局 匹马平胡`,
    elephantEye: { matePlies: 11, depth: 5, ms: 55, nodes: 54933, pv: 'd3e5 d7e8 e6d6 c7d7 h9f9 e8f9 d6c6 d9e9 e5d7 e9e8 c6c8' },
  },
  {
    id: 'SQYQ-144', name: '清门缵戎',
    fen: '2b1ka3/4a4/4b3n/3R1N3/6R2/9/9/3C3C1/1nrpA4/1c2KA3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 6, matePlies: 11, allChecks: true,
    source: `${SQYQ} 第144局 清门缵戎`,
    elephantEye: { matePlies: 11, depth: 5, ms: 46, nodes: 43817, pv: 'd6d9 e8d9 h2e2 e7c5 g5e5 c5e7 e5e7 f9e8 e7e8 e9f9 e2f2' },
  },
  {
    id: 'SQYQ-223', name: '军中烈士',
    fen: '3akr3/R4r2C/3a5/9/9/9/9/6n2/C2pA4/1R2K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 6, matePlies: 11, allChecks: false,
    source: `${SQYQ} 第223局 军中烈士`,
    elephantEye: { matePlies: 11, depth: 8, ms: 169, nodes: 369105, pv: 'a8e8 d9e8 e1f2 e9d9 b0b9 d9d8 a1a6 d1e1 f2e1 f9b9 a6d6' },
  },
  {
    id: 'SQYQ-001', name: '气吞关右',
    fen: '2baka3/3P3N1/bN7/7nc/9/4C1P2/P5n1P/B3R3B/4Apr2/2RAK3c w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 7, matePlies: 13, allChecks: true,
    source: `${SQYQ} 第001局 气吞关右`,
    elephantEye: { matePlies: 13, depth: 5, ms: 113, nodes: 171034, pv: 'e4a4 g3e2 d8d9 e9e8 c0c8 e8e7 h8f9 e7f7 b7d8 f7f8 d8e6 f8f7 e6g5' },
  },
  {
    id: 'SQYQ-062', name: '控告无门',
    fen: '3ak4/4a4/4cc3/1N1r2CRC/9/9/9/3n1R3/r3p4/3K5 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 7, matePlies: 13, allChecks: true,
    source: `${SQYQ} 第062局 控告无门`,
    elephantEye: { matePlies: 13, depth: 5, ms: 87, nodes: 110139, pv: 'h6h9 e8f9 g6g9 f9e8 g9g5 f7f9 f2f9 e8f9 i6e6 d6e6 b6c8 e9e8 h9h8' },
  },
  {
    id: 'SQYQ-184', name: '蛇龙混海',
    fen: 'C2k5/4P4/r2cb1N1b/8C/6r2/9/9/6p2/4p4/5K1R1 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 7, matePlies: 13, allChecks: true,
    source: `${SQYQ} 第184局 蛇龙混海`,
    elephantEye: { matePlies: 13, depth: 6, ms: 70, nodes: 111222, pv: 'h0h9 e7g9 h9g9 i7g9 i6i9 g9e7 g7f9 e7g9 f9d8 g9e7 d8b9 a7a9 b9c7' },
  },
  {
    id: 'SQYQ-027', name: '藕断丝牵',
    fen: '2bP1k2r/1nn1P4/3cbc3/9/2p3P1p/7RC/9/4p4/3p1R3/2pCK4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: true,
    source: `${SQYQ} 第027局 藕断丝牵`,
    elephantEye: { matePlies: 15, depth: 4, ms: 66, nodes: 64991, pv: 'd9e9 c8e9 h4h9 i9h9 i4f4 f7h7 f4d4 e2f2 f1f2 h7f7 f2f7 d7f7 d4d9 b8d9 d0d9' },
  },
  {
    id: 'SQYQ-181', name: '海底诛龙',
    fen: '2bakab2/7r1/9/3N5/9/8C/9/3RB4/4pcn2/3K5 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: false,
    source: `${SQYQ} 第181局 海底诛龙`,
    elephantEye: { matePlies: 15, depth: 9, ms: 277, nodes: 658255, pv: 'd6f7 e9e8 d2d8 e8e7 f7h8 e1e0 d0d1 f1f4 d8d7 e7e8 i4i8 f4f8 h8f7 e8e9 d7d9' },
  },
  {
    id: 'SQYQ-211', name: '晚鸟争枝',
    fen: 'r4Rb2/4k2C1/4b4/9/1N7/1r6R/9/4n4/3p1p3/4K3C w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: true,
    source: `${SQYQ} 第211局 晚鸟争枝`,
    elephantEye: { matePlies: 15, depth: 5, ms: 81, nodes: 244133, pv: 'b5c7 e8d8 i4d4 b4d4 c7e8 d8d7 i0i7 e7g5 f9f7 g9e7 f7e7 d7e7 e8g7 g5i7 h8h7' },
  },
  {
    id: 'SQYQ-030', name: '国庶兵强',
    fen: '4kaPP1/c2Pa2nR/4b1P1r/6n2/6bN1/9/4C1R2/9/1r1p1p3/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 9, matePlies: 17, allChecks: true,
    source: `${SQYQ} 第030局 国庶兵强`,
    elephantEye: { matePlies: 17, depth: 6, ms: 45, nodes: 74472, pv: 'g9f9 e9f9 g3f3 e8f7 f3f7 h8f7 i8f8 f9f8 d8e8 f8f9 e3f3 f7e5 h9g9 e7g9 g7f7 e5f3 e8e9' },
  },
  {
    id: 'SQYQ-134', name: '沧海腾蛟',
    fen: '1C1k5/4P4/3N4R/5n2C/9/9/5N3/3ABAr2/1r1p1p3/4K3c w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 9, matePlies: 17, allChecks: true,
    source: `${SQYQ} 第134局 沧海腾蛟`,
    elephantEye: { matePlies: 17, depth: 6, ms: 160, nodes: 197914, pv: 'd7c9 b1b9 i7d7 f6d7 i6d6 d7c9 d6d1 c9d7 d2e1 d7b6 f3d4 b6d5 d4b5 d5b6 e1d2 b6d5 b5c7' },
  },
  {
    id: 'SQYQ-172', name: '动行网罗',
    fen: '3a1k2C/4a3N/5c3/5P3/9/9/9/6p2/1n1p5/2p1KAC1c w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 9, matePlies: 17, allChecks: false,
    source: `${SQYQ} 第172局 动行网罗`,
    elephantEye: { matePlies: 17, depth: 7, ms: 39, nodes: 134955, pv: 'i8g7 f9e9 g7h9 f7f9 h9f8 f9f6 f8h9 f6f9 h9f8 f9f0 f8h9 f0f9 g0c0 d1d0 e0e1 f9i9 c0c9' },
  },
  {
    id: 'SQYQ-118', name: '多士莫及',
    fen: '1C3a3/3k4C/2R2a3/2p1pPN2/9/9/2P5P/1cn6/2p2pp2/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 10, matePlies: 19, allChecks: false,
    source: `${SQYQ} 第118局 多士莫及`,
    elephantEye: { matePlies: 19, depth: 9, ms: 611, nodes: 1629861, pv: 'g6f8 f9e8 i8e8 f1f0 e0f0 g1f1 f0e0 f1f0 e0f0 b2b0 c7c8 d8d9 e8d8 f7e8 c8c9 d9d8 f8e6 d8d7 c9c7' },
  },
  {
    id: 'SQYQ-187', name: '萤惑退舍',
    fen: '3a1k3/RC1cc4/r2a5/2N6/9/9/9/5p3/4p2r1/5K2R w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 10, matePlies: 19, allChecks: true,
    source: `${SQYQ} 第187局 萤惑退舍`,
    elephantEye: { matePlies: 19, depth: 7, ms: 75, nodes: 96911, pv: 'i0i9 f9f8 i9i8 f8f9 b8b9 e8e9 c6d8 d7e8 i8i9 f9f8 d8e6 a7e7 a8e8 d9e8 i9i8 h1h8 i8h8 f8f7 e6g5' },
  },
  {
    id: 'SQYQ-189', name: '闭门扫轨',
    fen: '3a1k3/4a1R2/4brN2/1N7/9/9/9/1C4p2/3p4p/4K3C w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 10, matePlies: 19, allChecks: false,
    source: `${SQYQ} 第189局 闭门扫轨`,
    elephantEye: { matePlies: 19, depth: 8, ms: 290, nodes: 530364, pv: 'b2f2 g2f2 g8g9 f9f8 g7h9 d1e1 e0d0 e1e0 d0e0 f7f3 g9g3 f8f9 g3f3 e8f7 f3f7 f9e9 b6c8 e9e8 f7f8' },
  },
  {
    id: 'SQYQ-028', name: '计罗并照',
    fen: '3ak1b2/4aP1R1/4b3n/3N3N1/3r5/2R5r/9/4BC1C1/1n2p1p2/c4K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 11, matePlies: 21, allChecks: true,
    source: `${SQYQ} 第028局 计罗并照`,
    elephantEye: { matePlies: 21, depth: 7, ms: 731, nodes: 778861, pv: 'f8f9 e9f9 h8f8 f9e9 f8f9 e9f9 c4f4 d5f5 f4f5 e8f7 f5f7 f9e9 h6g8 i7g8 h2h9 g9i7 f7f9 e9f9 d6f7 i4f4 f7g9' },
  },
  {
    id: 'SQYQ-055', name: '背水战胜',
    fen: '3R4C/3P1P3/4kan2/9/C4PbN1/1n3N3/9/5p3/r3p4/3K5 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 11, matePlies: 21, allChecks: true,
    source: `${SQYQ} 第055局 背水战胜`,
    elephantEye: { matePlies: 21, depth: 6, ms: 59, nodes: 81004, pv: 'd9e9 f7e8 e9e8 g7e8 i9e9 e7f7 f5f6 e8f6 a5f5 f6d5 f5f2 f7e7 f8e8 e7d7 e9d9 d7e7 f4g6 e7f7 g6e5 f7e7 d9e9' },
  },
  {
    id: 'SQYQ-076', name: '莺慵蝶懒',
    fen: '3a1a3/9/3k5/2P6/3P5/3N2C1C/9/1c3p3/4p4/3n1K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 11, matePlies: 21, allChecks: true,
    source: `${SQYQ} 第076局 莺慵蝶懒`,
    elephantEye: { matePlies: 21, depth: 8, ms: 74, nodes: 58898, pv: 'd5d6 d7e7 d4f5 e7e8 f5g7 e8f8 g7e6 f8f7 e6g5 f7e7 d6e6 e7d7 c6d6 d7d8 g4d4 d8e8 d4e4 e8f8 g5h7 f8f7 i4i7' },
  },
  {
    id: 'SQYQ-140', name: '引龙出水',
    fen: '4k3c/3Ra1P2/3ab1N2/9/2b6/9/9/3KCR3/1nr1p1r2/5C3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 11, matePlies: 21, allChecks: true,
    source: `${SQYQ} 第140局 引龙出水`,
    elephantEye: { matePlies: 21, depth: 7, ms: 101, nodes: 164309, pv: 'f2f9 e9f9 g8g9 f9f8 g7f5 g1f1 f5e7 f1g1 e2f2 g1f1 e7g6 f8f7 f2e2 f1f0 g6e5 f7f8 e5d7 c5e7 d8e8 f8f7 d7e5' },
  },
  {
    id: 'SQYQ-047', name: '守边告归',
    fen: '1R3a3/2N1ak3/4P4/C2N4p/9/9/4cp3/4B1n1B/4A3r/3AK4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 12, matePlies: 23, allChecks: true,
    source: `${SQYQ} 第047局 守边告归`,
    elephantEye: { matePlies: 23, depth: 6, ms: 97, nodes: 113067, pv: 'e7f7 e8f7 a6a8 f9e8 c8e7 e8d7 b9b8 f7e8 e7g6 f8f9 b8b9 e8d9 b9d9 e3e9 g6h8 f9f8 d9d8 e9e8 d8d7 e8e7 d7d8 e7e8 d8e8' },
  },
  {
    id: 'SQYQ-136', name: '惊鸿整羽',
    fen: '3aka3/3P1n3/NR2b4/1Cp1p1p2/4c2C1/9/9/9/6r1r/5K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 12, matePlies: 23, allChecks: true,
    source: `${SQYQ} 第136局 惊鸿整羽`,
    elephantEye: { matePlies: 23, depth: 7, ms: 131, nodes: 140881, pv: 'h5h9 f9e8 d8e8 e9e8 b7b8 e8e9 a7c8 e9e8 h9h8 f8h7 b6e6 e8d8 c8d6 d8d7 b8b7 d7d8 d6e8 h7f8 b7b8 d8d7 e8c9 e7c9 b8b7' },
  },
  {
    id: 'SQYQ-036', name: '鹤鸣九皋',
    fen: '4k1b2/4a3n/1C1ab1R2/1NR6/2r1C4/9/9/4BA3/1n1p1p3/c1rAK1N2 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 13, matePlies: 25, allChecks: true,
    source: `${SQYQ} 第036局 鹤鸣九皋`,
    elephantEye: { matePlies: 25, depth: 2, ms: 2, nodes: 4190, pv: 'c6c9 c5c9 b6d7 e9f9 g7f7 e8f7 e5f5 f7e8 f5f1 e8f7 f2e1 f7e8 g0f2 e8f7 f2h3 f7e8 h3f4 e8f7 f4g6 f7e8 g6h8 f9f8 h8f7 f8f7 e1f2' },
  },
  {
    id: 'SQYQ-213', name: '投石入水',
    fen: '3ak4/4a4/b1C1b4/9/6N1R/9/9/5p3/r3p4/3p1K1R1 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 13, matePlies: 25, allChecks: true,
    source: `${SQYQ} 第213局 投石入水`,
    elephantEye: { matePlies: 25, depth: 7, ms: 257, nodes: 891612, pv: 'h0h9 e7g9 c7c9 a7c9 h9g9 e8f9 g5f7 e9e8 f7d6 e8d8 g9g8 d9e8 g8e8 f9e8 d6b7 d8d7 i5d5 d7e7 d5e5 e7d7 b7c9 d7d8 e5d5 e8d7 d5d7' },
  },
  {
    id: 'SQYQ-151', name: '虏马饮江',
    fen: '3ak1b2/2P2P3/3ac2P1/9/1R7/C5N2/9/3p1A1C1/4p2r1/5K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 14, matePlies: 27, allChecks: true,
    source: `${SQYQ} 第151局 虏马饮江`,
    elephantEye: { matePlies: 27, depth: 4, ms: 30, nodes: 126237, pv: 'a4a9 d9e8 b5b9 e8d9 b9b8 d9e8 c8c9 e8d9 f8f9 e9f9 c9d9 e7e9 d9e9 f9e9 b8b9 e9e8 g4f6 e8f8 f6d7 f8e8 d7c9 e8f8 b9b8 f8f7 h7g7 f7e7 b8e8' },
  },
  {
    id: 'SQYQ-175', name: '四面旋绕',
    fen: 'C2R4c/5k3/b2a1N2b/2R6/9/9/9/4p4/3nr1p2/c4K2C w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 14, matePlies: 27, allChecks: true,
    source: `${SQYQ} 第175局 四面旋绕`,
    elephantEye: { matePlies: 27, depth: 5, ms: 39, nodes: 130323, pv: 'c6c8 d7e8 c8e8 f8e8 f7d6 e8e7 d6f5 e7e8 f5g7 e8e7 g7f9 e7e8 d9d8 e8e9 i0i9 i7g9 f9g7 g9e7 d8e8 e9d9 g7f9 e7g9 f9d8 g9e7 d8b9 a0a9 b9c7' },
  },
  {
    id: 'SQYQ-032', name: '士马如云',
    fen: '2bakab2/n6P1/9/1R7/4N4/1C7/9/3ABA3/1N1p1p3/2p1KCrc1 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 15, matePlies: 29, allChecks: true,
    source: `${SQYQ} 第032局 士马如云`,
    elephantEye: { matePlies: 29, depth: 4, ms: 42, nodes: 46429, pv: 'e5f7 e9e8 b6b8 e8e7 b8b7 e7e8 f7d6 e8e9 b7e7 d9e8 d6f7 e9d9 e7d7 e8d7 b4d4 d7e8 d4d1 e8d7 d2e1 d7e8 b1d2 e8d7 d2b3 d7e8 b3d4 e8d7 d4c6 d7e8 c6b8' },
  },
  {
    id: 'SQYQ-308', name: '宽一步胜',
    fen: 'C2k2b1c/4a4/b2a2N2/2R3p2/2p3n2/9/9/5A2r/4AKn2/9 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 11, matePlies: 21, allChecks: false,
    source: `${SQYQ} 第308局 宽一步胜`,
    elephantEye: { matePlies: 21, depth: 9, ms: 583, nodes: 826935, pv: 'c6c9 d9d8 c9c8 d8d9 a9g9 d9e9 c8b8 i2f2 f1f2 g5e4 f2f1 i9i1 f1f0 g1f3 b8b9 a7c9 b9c9 e8d9 c9d9 e9d9 g7f9' },
  },
  {
    id: 'SQYQ-352', name: '老而不倦',
    fen: '2b1k1b2/3P1P3/3a1a3/7C1/9/9/9/9/1p2pp3/3K5 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 7, matePlies: 13, allChecks: false,
    source: `${SQYQ} 第352局 老而不倦`,
    elephantEye: { matePlies: 13, depth: 10, ms: 420, nodes: 1267875, pv: 'h6f6 f7e8 f6e6 e8f7 d8e8 e9d9 f8f9 e1e0 d0d1 f1e1 d1d2 f7e8 e6d6' },
  },
  {
    id: 'SQYQ-493', name: '仗剑鞭马',
    fen: '3k4C/2N6/9/9/9/9/9/9/3p2p2/4K3n w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: false,
    source: `${SQYQ} 第493局 仗剑鞭马`,
    elephantEye: { matePlies: 15, depth: 11, ms: 654, nodes: 1337412, pv: 'c8e9 d9d8 e9f7 d8d9 f7h8 d9d8 i9i8 d8d9 h8f9 d1d0 e0e1 g1f1 e1e2 i0h2 i8i9' },
  },
  {
    id: 'SQYQ-259', name: '阴持两端',
    fen: '3k5/9/9/8p/9/2R3B1r/9/4BA3/6r2/2R2K3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: false,
    source: `${SQYQ} 第259局 阴持两端`,
    reachesTable: { material: 'KRRABB-KP', atPly: 7 },
    elephantEye: { matePlies: 15, depth: 9, ms: 248, nodes: 574781, pv: 'c4d4 d9e9 c0e0 g1e1 e0e1 i4i1 e1i1 e9e8 i1i6 e8f8 d4f4 f8e8 i6e6 e8d8 f4d4' },
  },
  {
    id: 'SQYQ-268', name: '直穷到底',
    fen: '9/4ak3/5a3/6P2/7r1/1r7/9/C2RR4/5p3/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: true,
    source: `${SQYQ} 第268局 直穷到底`,
    reachesTable: { material: 'KCP-KRP', atPly: 8 },
    elephantEye: { matePlies: 15, depth: 4, ms: 4, nodes: 6161, pv: 'e2e8 f7e8 d2f2 h5f5 f2f5 e8f7 f5f7 f8f7 g6f6 f7f8 a2f2 b4f4 f6f7 f8f9 f7f8' },
  },
  {
    id: 'SQYQ-446', name: '双孙扶老',
    fen: '3ak4/4aP3/b8/9/9/6P2/9/9/9/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 9, matePlies: 17, allChecks: false,
    source: `${SQYQ} 第446局 双孙扶老`,
    reachesTable: { material: 'KPP-KAAB', atPly: 0 },
    elephantEye: { matePlies: 17, depth: 16, ms: 57, nodes: 217281, pv: 'g4g5 a7c9 g5g6 c9e7 g6f6 e7c9 f6f7 c9e7 f7e7 e8f9 e0e1 d9e8 e7e8 f9e8 f8e8 e9f9 e1e2' },
  },
  {
    id: 'SQYQ-447', name: '锐兵健步',
    fen: '9/1P1k5/4b4/3P5/6b2/9/9/9/9/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 8, matePlies: 15, allChecks: false,
    source: `${SQYQ} 第447局 锐兵健步`,
    reachesTable: { material: 'KPP-KBB', atPly: 0 },
    elephantEye: { matePlies: 15, depth: 15, ms: 346, nodes: 813097, pv: 'd6e6 d8e8 e6f6 e8f8 b8c8 g5i7 c8d8 i7g9 e0f0 f8f9 f6f7 f9e9 f7f8 e7c5 f8e8' },
  },
  {
    id: 'SQYQ-448', name: '茕茕孑立',
    fen: '3a5/3Pak3/9/5P3/9/9/9/9/9/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 6, matePlies: 11, allChecks: false,
    source: `${SQYQ} 第448局 茕茕孑立`,
    reachesTable: { material: 'KPP-KAA', atPly: 0 },
    elephantEye: { matePlies: 11, depth: 10, ms: 13, nodes: 22911, pv: 'f6e6 f8f9 e6e7 e8d7 d8d9 f9f8 d9e9 d7e8 e7e8 f8f7 e9f9' },
  },
  {
    id: 'SQYQ-454', name: '变生肘腋',
    fen: '4k4/4a1P2/5a3/9/9/9/9/3K5/9/5C3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 6, matePlies: 11, allChecks: false,
    source: `${SQYQ} 第454局 变生肘腋`,
    reachesTable: { material: 'KCP-KAA', atPly: 0 },
    elephantEye: { matePlies: 11, depth: 12, ms: 530, nodes: 1264076, pv: 'g8f8 e8d7 f0b0 e9d9 b0b7 d9e9 b7f7 d7e8 d2e2 e9d9 f8e8' },
  },
  {
    id: 'SQYQ-455', name: '计罗并用',
    fen: '5k3/4a4/3a5/9/9/9/9/3K5/4C4/5C3 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 5, matePlies: 9, allChecks: false,
    source: `${SQYQ} 第455局 计罗并用`,
    note: 'ElephantEye\'s first mate is 11 plies; Canju\'s search found 9 (e1e3, quiet): after e1e3 f9f8 ElephantEye mates in 1, after e1e3 e8d9 (the only other reply) in 7.',
    reachesTable: { material: 'KCC-KAA', atPly: 0 },
    elephantEye: { matePlies: 11, depth: 7, ms: 190, nodes: 689804, pv: 'e1f1 f9e9 d2e2 e9d9 f1d1 d9e9 d1d3 e9f9 d3e3 f9f8 e3f3' },
  },
  {
    id: 'SQYQ-460', name: '单驹随牝',
    fen: '9/4P4/3k5/2N1n4/9/9/9/9/9/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 5, matePlies: 9, allChecks: false,
    source: `${SQYQ} 第460局 单驹随牝`,
    reachesTable: { material: 'KNP-KN', atPly: 0 },
    elephantEye: { matePlies: 9, depth: 8, ms: 25, nodes: 47643, pv: 'e0e1 e6c7 c6b4 c7b5 b4d5 b5d4 d5b6 d4c6 e1e2' },
  },
  {
    id: 'SQYQ-463', name: '一恸而绝',
    fen: '4C4/4P4/3k5/9/6b2/9/9/9/9/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 4, matePlies: 7, allChecks: false,
    source: `${SQYQ} 第463局 一恸而绝`,
    reachesTable: { material: 'KCP-KB', atPly: 0 },
    elephantEye: { matePlies: 7, depth: 8, ms: 20, nodes: 45647, pv: 'e0e1 g5i7 e9a9 i7g9 a9a7 g9e7 a7e7' },
  },
  {
    id: 'SQYQ-466', name: '一木难支',
    fen: '4k4/4a4/9/4P4/9/9/9/9/4A4/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 10, matePlies: 19, allChecks: false,
    source: `${SQYQ} 第466局 一木难支`,
    reachesTable: { material: 'KPA-KA', atPly: 0 },
    elephantEye: { matePlies: 19, depth: 20, ms: 644, nodes: 532020, pv: 'e6e7 e8d9 e7f7 e9f9 e0f0 f9e9 f7f8 d9e8 f0e0 e8d9 e0d0 d9e8 d0d1 e8d9 d1d2 d9e8 d2e2 e9d9 f8e8' },
  },
  {
    id: 'SQYQ-467', name: '士孤将寡',
    fen: '9/3kaN3/9/9/9/9/9/9/9/4K4 w - - 0 1',
    sideToMove: 'red', stipulation: '红先胜', mateMoves: 10, matePlies: 19, allChecks: false,
    source: `${SQYQ} 第467局 士孤将寡`,
    reachesTable: { material: 'KN-KA', atPly: 0 },
    elephantEye: { matePlies: 19, depth: 14, ms: 270, nodes: 256465, pv: 'f8e6 d8d7 e6g7 e8f7 g7f5 f7e8 f5d6 e8d9 d6b7 d9e8 b7c9 d7d8 c9e8 d8d7 e8c9 d7d8 c9b7 d8d7 e0e1' },
  },
];
