/**
 * The study set of `npm run bench:prove` (issue 46): published 排局 (composed endgame studies) and
 * practical endings, each with its stipulation, its source and the main line the source gives, beside
 * the 223 《适情雅趣》 problems of searchPositions.ts and bookPositions.ts. `CLASSICAL_STUDIES` holds
 * the four classical 江湖排局 (七星聚会, 蚯蚓降龙, 野马操田, 千里独行), all 红先和; `STUDY_POSITIONS`
 * the others: old collections (《蕉窗逸品》, 《湖涯集》, 《竹香斋》, 《百局象棋谱》, the other 江湖八大排局),
 * modern compositions (《当代排局谱》, 《少子百局谱》, 《江湖棋局搜秘》) and two practical draws and a
 * practical win of 7 or 8 men (屠景明《象棋实用残局》), so that the set holds easy and hard, few men
 * and many, wins and draws.
 *
 * Every position and line was read from the XQF transcriptions of these books in the public
 * repository github.com/zfdang/chinese-chess-fish-android (app/src/main/assets/XQF/, the
 * 《中国象棋大辞典》 6655-game collection and its 古谱篇), by Canju's own XQF reader
 * (src/shared/formats/xqf/read.ts), which checks every move of the line against the position it is
 * played in; `fen` is the reader's start position. Nothing of that repository is copied but these
 * facts. The stipulation is the one the transcription writes into the title (《中国象棋大辞典》's files
 * end their titles with （红先和） or （红先胜）; where only the 古谱篇 copy was used, its result byte:
 * 1/2-1/2 or 1-0). `mainLine` is the transcription's main line (each first child), in ICCS
 * coordinates as the file stores them, so it is exact; `mainLinePlies` is its length, the solution
 * length the source states by its line (the books give lines, not a move count); `firstMove` is that
 * line's first move in Chinese notation as Canju writes it. A draw's line may end in a position the
 * source calls drawn without a repetition; a win's may end before mate in an ending it calls won.
 *
 * `crossCheck` names the other transcriptions or books found to give the same diagram (same board,
 * same side to move); where none is named, the entry rests on one transcription. The four classical
 * studies were also checked against the DhtmlXQ_binit strings of xiangqiqipu.com's pages as kept in
 * github.com/git-duzhengjie/xiangqi scripts/_binit_raw.json: `binit` keeps them, and decoded in the
 * DhtmlXQ piece order (Canju's DhtmlXQ reader; the test does it) all four agree square for square.
 * `reachesTable`, where present: the first position of the main line whose material is within
 * Canju's table size limit (`withinTableLimit`), with that material and its ply (0: from the start).
 *
 * `elephantEye` and `fairyStockfish` record one run of each on the start position, one thread each, on
 * a loaded 2-core machine (other work running), 20 s a position, the FEN given unchanged (both read
 * Canju's letters, K A B N R C P; Fairy-Stockfish with `UCI_Variant xiangqi`, whose moves number ranks
 * 1-10 and were shifted to ICCS 0-9 here). ElephantEye (UCCI, `go depth 99` stopped at 20 s): its last
 * completed iteration, `score` as it reports it (a mate: 10000 − plies, given as `matePlies`), with
 * the ms it was reported at; Fairy-Stockfish (`go movetime 20000`): likewise, `mateMoves` for
 * `score mate N`, else `cp`. Where an engine reported a mate, this is its last (shortest) mate. A `pv`
 * is kept only where Canju played it out to a position with no legal move at exactly the mate length.
 * Neither engine proves a draw; a score near 0 only fails to contradict the stipulation.
 */

/** 红先胜: Red to move wins; 红先和: Red to move draws; likewise with Black to move. */
export type Stipulation = '红先胜' | '红先和' | '黑先胜' | '黑先和';

export interface StudyPosition {
  /** Collection prefix and number (or initials of an unnumbered title): JCYP 蕉窗逸品, HYJ 湖涯集, … */
  readonly id: string;
  /** The title in the source. */
  readonly title: string;
  readonly fen: string;
  /** Pieces on the board, kings included, and the material signature. */
  readonly men: number;
  readonly material: string;
  readonly stipulation: Stipulation;
  /** Plies of the published main line. */
  readonly mainLinePlies: number;
  /** The main line's first move in Chinese notation. */
  readonly firstMove: string;
  /** Book, number, title, and the transcription read (repository and path). */
  readonly source: string;
  /** xiangqiqipu.com's DhtmlXQ_binit of the study (classical four only), as scraped into git-duzhengjie/xiangqi. */
  readonly binit?: string;
  /** Other transcriptions or books giving the same diagram. */
  readonly crossCheck?: string;
  readonly reachesTable?: { readonly material: string; readonly atPly: number };
  /** What is uncertain or disputed about the entry. */
  readonly note?: string;
  readonly elephantEye?: { readonly depth: number; readonly ms: number; readonly score: number; readonly matePlies?: number; readonly pv?: string };
  readonly fairyStockfish?: { readonly depth: number; readonly ms: number; readonly cp?: number; readonly mateMoves?: number; readonly pv?: string };
  /** The published main line in ICCS coordinates. */
  readonly mainLine: string;
}

export const CLASSICAL_STUDIES: readonly StudyPosition[] = [
  {
    id: 'CLASSIC-QXJH', title: '七星聚会',
    fen: '4rk3/3P5/4bP3/9/9/8P/9/1p2p2C1/3p1p3/4K1RR1 w - - 0 1',
    men: 14, material: 'KRRCPPP-KRPPPPB', stipulation: '红先和', mainLinePlies: 85, firstMove: '炮二平四',
    source: '《竹香斋象戏谱》(清 张乔栋) 三集 七星聚会 (又名七星拱斗; 《百局象棋谱》《心武残编》作七星同庆, 《渊深海阔》作七星曜彩); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/古谱篇/竹香斋象戏谱 张乔栋/三集/七星聚会.xqf',
    binit: '7999999949999999699977999931528540994299509999999999993858174799',
    crossCheck: '《百局象棋谱》七星同庆, 《心武残编》七星同庆, 《渊深海阔》卷一 七星曜彩 (one 54-ply transcription in three folders); 龚伟 江湖八大排局 七星聚会 (85 plies); xiangqiqipu.com DhtmlXQ_binit (View-2835)',
    reachesTable: { material: 'KRP-KRP', atPly: 83 },
    note: 'The line starts 炮二平四 in every transcription read (not 车二进一). Red\'s 一路兵 stands on i4 as in 《竹香斋》, 《百局象棋谱》, 《心武残编》, 《渊深海阔》 and xiangqiqipu.com; 《蕉窗逸品》第04局 and 《象棋老谱》第35局 北斗七星 put it one rank lower (i3). The line ends in 车兵对车兵 (KRP-KRP).',
    elephantEye: { depth: 10, ms: 1182, score: 0 },
    fairyStockfish: { depth: 38, ms: 20003, cp: 0 },
    mainLine: 'h2f2 e2f2 f7f8 f9f8 g0g8 f8f9 h0h1 f1e1 h1e1 d1e1 e0e1 f2f1 e1e2 e9c9 d8c8 c9a9 g8g7 f9f8 g7g8 f8f9 g8g6 a9a2 g6f6 f9e9 f6f1 b2c2 f1d1 c2c1 d1d2 a2a4 d2d7 a4e4 e2d2 e4e0 d7d9 e9e8 d9h9 e0a0 d2e2 c1d1 h9d9 a0i0 d9f9 i0i2 f9f2 i2i4 f2f9 i4e4 e2d2 e4d4 d2e2 d4d3 f9h9 d3c3 h9d9 d1c1 d9h9 c1d1 h9d9 e8f8 d9d6 c3f3 e2d2 d1c1 d2e2 c1d1 e2d2 d1e1 d6e6 e1f1 e6h6 f3d3 d2e2 d3c3 e2d2 e7g5 c8d8 f8f7 h6g6 g5i7 g6g7 f7f8 g7i7 c3g3 i7i5',
  },
  {
    id: 'CLASSIC-QYJL', title: '蚯蚓降龙',
    fen: '3ak4/4a4/4b4/9/2p6/5R2P/9/9/4p1p2/5K2R w - - 0 1',
    men: 11, material: 'KRRP-KPPPAAB', stipulation: '红先和', mainLinePlies: 63, firstMove: '兵一进一',
    source: '《竹香斋象戏谱》(清 张乔栋) 三集第35局 尺蚓降龙 (《百局象棋谱》作蚯蚓降龙); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/古谱篇/竹香斋象戏谱 张乔栋/三集/第35局尺蚓降龙.XQF',
    binit: '5599999959999999899999999999998599994241403099999999996848992499',
    crossCheck: '《百局象棋谱》蚯蚓降龙 (36-ply line); 《中国象棋大辞典》江湖排局/四大名局 03 尺蚓降龙; xiangqiqipu.com DhtmlXQ_binit (View-2836)',
    note: '《心武残编》\'s 蚯蚓降龙 is another diagram (12 men, a red 车 on c1 and a black 车 on c4), as is 《江湖棋局搜秘》第7局 (14 men). The main line ends in 双车 against 三卒士象 (KRR-KPPPAB).',
    elephantEye: { depth: 19, ms: 16904, score: 139 },
    fairyStockfish: { depth: 31, ms: 20001, cp: 0 },
    mainLine: 'i4i5 c5c4 i5h5 e7g9 h5g5 c4d4 g5f5 e8f9 f5e5 d9e8 e5e6 d4e4 f4f5 e4e3 e6f6 e3e2 f5f4 e9d9 i0h0 e8d7 f6e6 d7e8 e6f6 g9e7 f4d4 e8d7 d4f4 d7e8 f4d4 e8d7 d4f4 e7g9 f6e6 d7e8 e6f6 g9e7 f4d4 e8d7 d4f4 e7g9 f6e6 d7e8 e6f6 g9i7 f4f3 i7g9 f3f4 g9i7 f4f3 i7g5 f6f7 e8f7 f3f7 f9e8 f7f3 e2d2 f3d3 e8d7 d3f3 d7e8 f3d3 e8d7 d3f3',
  },
  {
    id: 'CLASSIC-YMCT', title: '野马操田',
    fen: '2bak4/4a4/4b4/9/6NRR/2B6/1rP1P4/3pB4/4p4/3K5 w - - 0 1',
    men: 16, material: 'KRRNPPBB-KRPPAABB', stipulation: '红先和', mainLinePlies: 47, firstMove: '车一进四',
    source: '《蕉窗逸品》(清 顾舜臣) 第09局 野马操田; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/09 野马操田.XQF',
    binit: '7499259939994764849999992699469999992030404142991699993799994899',
    crossCheck: '《中国象棋大辞典》江湖排局/四大名局 04 野马操田（红先和）(65-ply line); xiangqiqipu.com DhtmlXQ_binit (View-2837)',
    note: 'The 16-man diagram of 《蕉窗逸品》 and xiangqiqipu.com. 《百局象棋谱》第11局 and 《渊深海阔》第107局 add a black 卒 on a6 and a red 兵 on i3 (18 men: BJXQ-YMCT), 《竹香斋》\'s 大车马 the red 兵 only (17 men); 竹剑飘香\'s annotations in the same collection mark both 红先负.',
    elephantEye: { depth: 12, ms: 17403, score: 77 },
    fairyStockfish: { depth: 24, ms: 20005, cp: -62 },
    mainLine: 'i5i9 e7g9 i9g9 e8f9 g5f7 e9e8 f7d6 e8d8 g9g8 d9e8 d6f7 d8d7 f7e5 d7d8 e5c6 d8d9 h5d5 d9e9 e2c0 b3c3 c4a2 e1d1 d0e0 c3e3 e0f0 d1e1 d5f5 e3h3 g8g0 d2d1 c6e5 c9e7 e5d7 e9d9 d7b6 e8d7 f5f9 d9d8 f9f6 h3h8 b6c4 d8d9 g0i0 h8g8 c4d2 d1d0 f6f1',
  },
  {
    id: 'CLASSIC-QLDX', title: '千里独行',
    fen: '4k4/9/3aP3b/p8/9/6n2/2P3p2/4R4/3p1p3/4K4 w - - 0 1',
    men: 12, material: 'KRPP-KNPPPPAB', stipulation: '红先和', mainLinePlies: 33, firstMove: '车五平二',
    source: '《百局象棋谱》(清 三乐居士) 千里独行; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/古谱篇/05《百局象棋谱》三乐居士/千里独行.XQF',
    binit: '4799999949999999999999994299992699658299403299999999993858990366',
    crossCheck: '《蕉窗逸品》第05局 千里独行 (35-ply line); 《中国象棋大辞典》江湖排局/四大名局 02 千里独行 (竹香斋, 27-ply line); xiangqiqipu.com DhtmlXQ_binit (View-2838)',
    reachesTable: { material: 'KRP-KPP', atPly: 31 },
    elephantEye: { depth: 13, ms: 8403, score: -33 },
    fairyStockfish: { depth: 26, ms: 20006, cp: 43 },
    mainLine: 'e2h2 i7g9 h2h9 d1e1 e0d0 d7e8 h9g9 e8f9 e7e8 e9e8 g9g4 a6a5 g4e4 e8f8 e4f4 f8e8 f4f9 a5a4 f9f4 a4a3 f4e4 e8f8 e4e3 a3b3 e3g3 b3b2 g3g2 b2b1 g2f2 f8e8 f2f1 e1f1 d0d1',
  },
];

export const STUDY_POSITIONS: readonly StudyPosition[] = [
  {
    id: 'JHPJ-DJLH', title: '大九连环',
    fen: '5k3/P3P3P/5r2c/8p/9/4P1P2/9/7C1/2pp3C1/4K2R1 w - - 0 1',
    men: 15, material: 'KRCCPPPPP-KRCPPP', stipulation: '红先和', mainLinePlies: 42, firstMove: '前炮平五',
    source: '江湖八大排局 大九连环 (朱鹤洲、周孟芳修改局; 龚伟整理); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/江湖排局/江湖八大排局/大九连环/大九连环.XQF',
    note: 'One transcription (龚伟\'s 江湖八大排局, two copies). The same collection marks the neighbouring 九连环 diagrams 红先负.',
    elephantEye: { depth: 11, ms: 4882, score: 105 },
    fairyStockfish: { depth: 19, ms: 20001, cp: -416 },
    mainLine: 'h2e2 i7h7 i8h8 f7f2 h1e1 h7e7 e8f8 f2f8 h8g8 f8g8 e2e7 g8g4 h0f0 f9e9 e1e3 g4g1 e7d7 e9d9 f0f9 d9d8 e0f0 g1g0 f0f1 g0e0 e3d3 d8e8 f9f8 e8e9 d7e7 e0e4 f8f7 e4e0 d3f3 e0e2 f3a3 e2e0 a3f3 e9e8 a8b8 e0e7 f7e7 e8e7',
  },
  {
    id: 'JHPJ-XZD', title: '小征东',
    fen: '4ck3/3PP4/b4r3/8C/8C/7R1/6P1R/3p5/4p4/3K5 w - - 0 1',
    men: 14, material: 'KRRCCPPP-KRCPPB', stipulation: '红先和', mainLinePlies: 87, firstMove: '兵五进一',
    source: '江湖八大排局 小征东 (龚伟整理; 《湖涯集》第05局 小征东同图); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/江湖排局/江湖八大排局/小征东/小征东.XQF',
    crossCheck: '《湖涯集》第05局 小征东 (diagram, no line); 《蕉竹斋》第38局 跨海征东 (60-ply line); 江湖残局 第30局 声东击西（1）(44 plies); all 1/2-1/2',
    reachesTable: { material: 'KRC-KRB', atPly: 85 },
    elephantEye: { depth: 11, ms: 10023, score: 88 },
    fairyStockfish: { depth: 31, ms: 20002, cp: 0 },
    mainLine: 'e8e9 f9e9 h4e4 e9f9 i6f6 f7f6 i5f5 f6e6 i3i9 f9f8 d8e8 e6e8 e4e1 e8e1 i9i8 f8f9 i8d8 d2c2 d8d9 f9f8 d9d1 e1e2 f5f1 c2d2 d1b1 f8e8 f1e1 e2g2 e1g1 a7c5 b1b8 e8e9 b8d8 d2c2 d8d1 c2d2 d1e1 e9f9 e1b1 c5e7 g1e1 g2g3 e1e0 g3f3 b1e1 e7c5 e1e4 d2e2 e0e1 e2d2 e1e0 f9f8 e0e2 f3f0 e2e0 f0f1 e0e1 f1f7 e1e0 d2e2 e0e1 e2d2 e1e0 d2c2 e0e1 c2c1 e1e2 f7d7 d0e0 d7d2 e2i2 c5e7 e4f4 f8e8 i2i1 c1d1 f4f1 d2e2 e0f0 e7c5 f1f8 e8e9 f0f1 d1e1 i1e1 e2e1 f1f0',
  },
  {
    id: 'JHPJ-DZRC', title: '带子入朝',
    fen: '1rPrk4/7R1/4b4/9/9/9/6P2/9/5p3/4KA3 w - - 0 1',
    men: 10, material: 'KRPPA-KRRPB', stipulation: '红先和', mainLinePlies: 43, firstMove: '兵七平六',
    source: '江湖八大排局 带子入朝 (最早见《蕉竹斋》第100局 五子夺魁; 龚伟整理); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/江湖排局/江湖八大排局/带子入朝/带子入朝.XQF',
    note: 'One transcription (龚伟\'s 江湖八大排局, two copies).',
    elephantEye: { depth: 14, ms: 13019, score: -66 },
    fairyStockfish: { depth: 29, ms: 20004, cp: 0 },
    mainLine: 'c9d9 e9f9 h8h9 f9f8 e0d0 b9b0 d0d1 b0b5 h9h8 f8f7 h8h2 e7g9 g3g4 g9i7 h2d2 b5b1 d1d0 b1b0 d0d1 b0f0 d2d5 f0b0 g4g5 b0b6 g5f5 f7f8 d9e9 i7g9 d5d8 f8f7 d8d5 f7f8 d5d8 f8f7 d8d5 b6b1 d1d2 b1b2 d2d1 b2e2 f5f6 f7e7 d5d6',
  },
  {
    id: 'JHPJ-ZX', title: '征西',
    fen: '4ck3/2P1P4/5r3/6C2/6C2/6R1R/9/p2p5/4p4/3K2B2 w - - 0 1',
    men: 14, material: 'KRRCCPPB-KRCPPP', stipulation: '红先和', mainLinePlies: 110, firstMove: '前炮平四',
    source: '江湖八大排局 征西 (龚伟整理); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/江湖排局/江湖八大排局/征西/征西.XQF',
    note: 'One transcription (龚伟\'s 江湖八大排局, two copies); the longest main line of the set.',
    elephantEye: { depth: 10, ms: 9987, score: 300 },
    fairyStockfish: { depth: 18, ms: 20023, cp: 122 },
    mainLine: 'g6f6 f7f6 g5f5 f6g6 e8f8 f9f8 f5f1 e1d1 d0e0 d1e1 e0d0 e1d1 d0e0 d2e2 e0f0 e2e1 g4f4 f8e8 c8d8 e8d8 g0i2 d1d0 f4f8 d8d7 i4d4 d7e7 d4d0 g6e6 f1h1 e1e0 d0e0 e6e0 f0f1 e0h0 f8h8 a2b2 h8h2 b2b1 i2g4 b1c1 h2h6 c1d1 g4e2 d1d0 h6h2 h0g0 h1h0 g0g3 h2f2 g3h3 h0g0 e9b9 f2f9 b9b8 g0g8 h3h1 f1f2 b8b2 e2g4 e7e8 f9f8 e8e9 f8f4 h1e1 g8i8 e1e0 i8i1 b2b1 i1h1 b1g1 f2f1 e0e1 f1f2 g1g0 h1h4 g0e0 f4f9 e9e8 f9f8 e8e9 f8f4 e1e3 f2f1 e3h3 f4e4 e9d9 e4d4 d9e9 g4e2 h3f3 f1e1 f3e3 d4d0 e3e2 e1f1 e2e1 f1f0 e1e4 h4h1 e4f4 h1f1 f4g4 f1g1 e0e8 d0d1 g4f4 f0e0 f4e4 e0d0 e8e6',
  },
  {
    id: 'JHPJ-PZLLG', title: '炮炸两狼关',
    fen: '1r1k1CR2/1P3P3/6P2/c5p2/6b2/9/4P4/9/3p1r3/4K4 w - - 0 1',
    men: 14, material: 'KRCPPPP-KRRCPPB', stipulation: '红先和', mainLinePlies: 70, firstMove: '炮四退八',
    source: '江湖八大排局 炮炸两狼关 (龚伟整理); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/江湖排局/江湖八大排局/炮炸两狼关/炮炸两狼关.XQF',
    note: 'One transcription (龚伟\'s 江湖八大排局, two copies); 《湖涯集》第27局 is the other 炮打两狼关 diagram.',
    elephantEye: { depth: 12, ms: 17727, score: 1 },
    fairyStockfish: { depth: 22, ms: 20016, cp: 0 },
    mainLine: 'f9f1 d9d8 f8e8 d8d7 f1h1 b9g9 h1h7 g5e7 g7g8 e7c5 g8g9 d7e7 h7h2 e7f7 h2e2 g6g5 e3e4 a6a5 e2b2 g5g4 b2b5 g4f4 e4e5 f4e4 e5e6 c5a7 e6f6 f7e7 e0f0 e4f4 f6e6 e7d7 f0e0 f4e4 b5f5 a5e5 e0f0 d1e1 f5f9 e4f4 e8f8 e5f5 f9f5 f4f3 f5b5 f3f2 b5b1 e1f1 f0e0 f2e2 e6d6 d7e7 b1b3 f1e1 e0f0 e2f2 d6e6 e7f7 b3b1 e1f1 f0e0 f2e2 e6f6 f7e7 b1b3 e7d7 b3d3 e2e1 e0d0 f1f0',
  },
  {
    id: 'JCYP-01', title: '二炮争先',
    fen: '3k5/4R4/9/3rp4/9/7C1/9/2p4C1/6r2/4K2R1 w - - 0 1',
    men: 10, material: 'KRRCC-KRRPP', stipulation: '红先和', mainLinePlies: 33, firstMove: '后炮平六',
    source: '《蕉窗逸品》(清 顾舜臣) 第01局 二炮争先; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/01 二炮争先.XQF',
    crossCheck: '《湖涯集》第04局 小二炮 (63-ply line, 红先和; 蕉谱第16局 小二炮)',
    reachesTable: { material: 'KR-KRPP', atPly: 32 },
    elephantEye: { depth: 11, ms: 4671, score: 85 },
    fairyStockfish: { depth: 25, ms: 20006, cp: 12 },
    mainLine: 'h2d2 d6d2 h4d4 d2e2 e0d0 e2g2 h0h9 g2g9 h9g9 g1g9 d0e0 g9g0 e0e1 g0g4 d4d0 g4e4 e1f1 e4e0 d0d1 e0d0 d1e1 d0d5 e1e0 e6e5 e8e6 c2c1 e6e7 c1d1 e7e6 d5d4 e0d0 d1d0 e6e5',
  },
  {
    id: 'JCYP-02', title: '跨海征东',
    fen: '4ck3/3PP4/5r3/8C/8C/7R1/6P1R/3p5/4p4/3K5 w - - 0 1',
    men: 13, material: 'KRRCCPPP-KRCPP', stipulation: '红先和', mainLinePlies: 39, firstMove: '兵五进一',
    source: '《蕉窗逸品》(清 顾舜臣) 第02局 跨海征东; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/02 跨海征东.XQF',
    crossCheck: '《象局汇存》二集 第21局 跨海征东1(正和) (29-ply line)',
    elephantEye: { depth: 10, ms: 12511, score: 124 },
    fairyStockfish: { depth: 20, ms: 20007, cp: 0 },
    mainLine: 'e8e9 f9e9 h4e4 e9f9 i6f6 f7f6 i5f5 f6e6 i3i9 f9f8 d8e8 e6e8 e4e1 e8e1 i9d9 e1e2 f5f1 d2c2 d9d1 c2d2 d1b1 e2e3 b1b8 f8f9 b8d8 d2c2 d8d1 f9e9 f1e1 e3g3 d1d5 g3f3 d0d1 f3f1 d5e5 e9f9 e5c5 f9f8 c5d5',
  },
  {
    id: 'JCYP-03', title: '马跃檀溪',
    fen: '3k1n3/4P4/9/9/8R/8R/3r3CC/5p3/4p4/2B2K3 w - - 0 1',
    men: 12, material: 'KRRCCPB-KRNPP', stipulation: '红先和', mainLinePlies: 37, firstMove: '炮二进六',
    source: '《蕉窗逸品》(清 顾舜臣) 第03局 马跃檀溪; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/03 马跃檀溪.XQF',
    reachesTable: { material: 'KR-KRN', atPly: 32 },
    elephantEye: { depth: 11, ms: 8399, score: 114 },
    fairyStockfish: { depth: 24, ms: 20002, cp: 118 },
    mainLine: 'h3h9 f9d8 e8e9 d9e9 i5e5 d8e6 e5e1 f2f1 f0e0 f1e1 e0e1 d3e3 c0e2 e6f4 i4i9 e3e2 e1f1 e2e1 f1f0 e1e0 f0f1 e0i0 h9h8 e9e8 i3i8 e8e7 i9e9 e7d7 e9g9 i0i8 g9g5 i8h8 g5e5 h8h1 f1f0 h1d1 f0e0',
  },
  {
    id: 'JCYP-07', title: '桃红柳绿',
    fen: '3k2b2/4P4/1c7/8R/9/9/8R/5p3/3rp4/5KC1C w - - 0 1',
    men: 12, material: 'KRRCCP-KRCPPB', stipulation: '红先和', mainLinePlies: 21, firstMove: '后车平六',
    source: '《蕉窗逸品》(清 顾舜臣) 第07局 桃红柳绿; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/07 桃红柳绿.XQF',
    elephantEye: { depth: 10, ms: 1471, score: 78 },
    fairyStockfish: { depth: 31, ms: 20003, cp: 0 },
    mainLine: 'i3d3 b7d7 d3f3 f2f1 f3f1 e1f1 f0e0 d7h7 g0g1 d1d3 i6e6 g9e7 g1g9 e7g9 e8f8 h7h9 i0h0 d3d8 f8e8 d8d7 e8f8',
  },
  {
    id: 'JCYP-10', title: '鸳鸯二炮',
    fen: '3k2P2/4P4/9/9/9/9/1Np4R1/2p4R1/1r1cp2C1/3K5 w - - 0 1',
    men: 13, material: 'KRRNCPP-KRCPPP', stipulation: '红先和', mainLinePlies: 35, firstMove: '兵五进一',
    source: '《蕉窗逸品》(清 顾舜臣) 第10局 鸳鸯二炮; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/10 鸳鸯二炮.XQF',
    crossCheck: '《象局汇存》二集 第23局 鸳鸯二炮(正和) (17-ply line)',
    note: 'Disputed: 古谱篇\'s 湖涯集 鸳鸯二炮 gives the same diagram as 1-0 with a 41-ply line.',
    elephantEye: { depth: 11, ms: 11914, score: 86 },
    fairyStockfish: { depth: 23, ms: 20013, cp: 265 },
    mainLine: 'e8e9 d9e9 h3e3 e9d9 h2d2 c2d2 h1h0 e1f1 d0e0 d1e1 e3c3 e1e6 c3d3 d9e9 b3d2 f1e1 e0f0 b1b4 d3e3 b4g4 g9f9 e9e8 e3e6 e8d8 e6e1 g4g0 f0f1 g0g1 f1f2 g1e1 h0f0 d8e8 d2c4 e1e6 f2f1',
  },
  {
    id: 'HYJ-07', title: '双龙入海',
    fen: '4k4/4a4/4b4/p8/5R2R/5C1C1/r7N/5p3/4p4/5K3 w - - 0 1',
    men: 13, material: 'KRRNCC-KRPPPAB', stipulation: '红先和', mainLinePlies: 35, firstMove: '车一进四',
    source: '《湖涯集》第07局 双龙入海; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/湖涯集/第07局 双龙入海.XQF',
    crossCheck: '江湖残局 第17局 大双龙 (1/2-1/2, 31-ply line; 蕉谱第94局 大双龙)',
    elephantEye: { depth: 7, ms: 740, score: 155 },
    fairyStockfish: { depth: 22, ms: 20001, cp: 91 },
    mainLine: 'i5i9 e7g9 i9g9 e8f9 f5f9 e9e8 f9e9 e8d8 e9d9 d8e8 g9e9 e8f8 e9e1 a3i3 h4h0 i3g3 e1g1 g3g1 f0e0 f2e2 h0f0 f8e8 f4e4 e2e1 e0d0 a6a5 d9d2 g1g3 e4e2 a5a4 f0e0 a4a3 e2g2 e1e0 d0d1',
  },
  {
    id: 'HYJ-26', title: '渭水钓鱼',
    fen: '3k1r3/4P4/4b4/1c4P2/9/9/4p4/9/3p3CR/4K4 w - - 0 1',
    men: 11, material: 'KRCPP-KRCPPB', stipulation: '红先和', mainLinePlies: 28, firstMove: '炮二进五',
    source: '《湖涯集》第26局 渭水钓鱼; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/湖涯集/第26局 渭水钓鱼.XQF',
    crossCheck: '古谱篇 湖涯集 渭水钓鱼 (1/2-1/2, a 43-ply line)',
    reachesTable: { material: 'KPP-KCPB', atPly: 23 },
    elephantEye: { depth: 12, ms: 16633, score: 5 },
    fairyStockfish: { depth: 23, ms: 20003, cp: -166 },
    mainLine: 'h1h6 d1d0 e0e1 b6b5 i1i5 b5g5 g6f6 f9g9 e8f8 g5f5 f6g6 e7g5 h6h5 g9e9 i5i2 f5h5 i2b2 e9e4 f8e8 e3e2 b2e2 e4e2 e1e2 g5e7 g6f6 h5e5 e8f8 d0c0',
  },
  {
    id: 'HYJ-53', title: '异地同心',
    fen: '5k3/8P/4ra3/9/9/9/9/5R1R1/4r4/5K3 w - - 0 1',
    men: 8, material: 'KRRP-KRRA', stipulation: '红先和', mainLinePlies: 11, firstMove: '车二进七',
    source: '《湖涯集》第53局 异地同心; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/湖涯集/第53局 异地同心.XQF',
    reachesTable: { material: 'KRP-KRR', atPly: 7 },
    note: 'Disputed: 《适情雅趣》第277局 异地同心, 某古谱 第十五局 and 古谱篇\'s 湖涯集 copy give the same diagram as 1-0 (31 and 11 plies).',
    elephantEye: { depth: 10, ms: 481, score: 23 },
    fairyStockfish: { depth: 34, ms: 20009, cp: 67 },
    mainLine: 'h2h9 f9f8 h9h8 f8f9 h8e8 e7e8 f2f7 e8f8 f7f8 f9e9 i8h8',
  },
  {
    id: 'ZXZ-DQX', title: '低七星',
    fen: '4R4/3r1k3/4b4/9/9/9/8P/9/2p6/4K4 w - - 0 1',
    men: 7, material: 'KRP-KRPB', stipulation: '红先和', mainLinePlies: 31, firstMove: '车五退二',
    source: '《竹香斋象戏谱》(清 张乔栋) 二集 低七星; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/古谱篇/竹香斋象戏谱 张乔栋/二集/低七星.XQF',
    reachesTable: { material: 'KRP-KRP', atPly: 1 },
    elephantEye: { depth: 15, ms: 11491, score: -20 },
    fairyStockfish: { depth: 44, ms: 20002, cp: 0 },
    mainLine: 'e9e7 d8d5 e7e6 d5f5 e0e1 f5f1 e1e2 c1d1 e2d2 d1e1 d2e2 e1d1 e2d2 d1c1 d2e2 c1d1 e2d2 d1c1 d2e2 f1f5 i3i4 c1d1 e2d2 d1e1 i4i5 f5f2 e6e2 f2f6 e2e5 e1f1 i5h5',
  },
  {
    id: 'DDPJ-019', title: '峻岭红霞',
    fen: '6nr1/P2c5/5k3/9/8C/2B4Rc/7N1/1p3pp2/2p2p1r1/3K5 w - - 0 1',
    men: 17, material: 'KRNCPB-KRRNCCPPPPP', stipulation: '红先和', mainLinePlies: 57, firstMove: '车二平四',
    source: '《当代排局谱》第019局 峻岭红霞 (刘汉夫作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/019峻岭红霞.XQF',
    elephantEye: { depth: 6, ms: 372, score: -169 },
    fairyStockfish: { depth: 26, ms: 20033, cp: 155 },
    mainLine: 'h4f4 f7e7 f4e4 e7f7 h3g5 f7f8 g5e6 f8f9 e6d8 f9f8 d8e6 f8f9 e6g7 f9f8 e4f4 g9f7 i5f5 f7e5 f5h5 e5f7 g7h9 f8f9 h9g7 f9f8 h5f5 f7e5 f5f2 e5f7 f4i4 f7g5 i4f4 g5f7 f4h4 g2f2 h4h1 f8e8 c4e2 b2c2 h1h8 e8e9 h8h4 c2d2 h4e4 e9d9 e4d4 d9e9 d4d2 f1e1 a8b8 f2f1 d2d9 e9e8 b8c8 c1d1 d9d1 e1d1 d0d1',
  },
  {
    id: 'DDPJ-020', title: '穿梭',
    fen: '3ak4/R3a1R2/b4P2b/9/9/5p3/3p5/9/3pp2p1/2B2K1n1 w - - 0 1',
    men: 16, material: 'KRRPB-KNPPPPPAABB', stipulation: '红先和', mainLinePlies: 79, firstMove: '车三平五',
    source: '《当代排局谱》第020局 穿梭 (裘望禹作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/020穿梭.XQF',
    reachesTable: { material: 'KPB-KPPPA', atPly: 71 },
    elephantEye: { depth: 12, ms: 12454, score: -20 },
    fairyStockfish: { depth: 37, ms: 20006, cp: 0 },
    mainLine: 'g8e8 d9e8 f7e7 e8d9 a8h8 e9f9 h8h9 f9f8 h9h7 e1f1 f0e0 d1e1 e0d0 f8f9 h7f7 f9e9 f7i7 d9e8 i7i8 e8f9 i8b8 e9d9 b8b9 d9d8 b9b7 e1d1 d0e0 f1e1 e0f0 d8d9 b7d7 d9e9 d7a7 f9e8 a7a8 e8d9 a8h8 e9f9 h8h9 f9f8 h9h4 e1f1 f0e0 d1e1 e0d0 f8f9 h4f4 f9e9 f4h4 d9e8 h4h8 e8f9 h8a8 e9d9 a8a9 d9d8 a9a4 e1d1 d0e0 f1e1 e0f0 d8d9 a4d4 d9e9 d4f4 f9e8 f4f8 e1f1 f8f1 h0f1 f0f1 d3e3 f1f2 h1g1 c0a2 g1f1 a2c4 f1e1 c4a2',
  },
  {
    id: 'DDPJ-024', title: '智勇双全',
    fen: '3k4r/4P4/9/9/3P5/6RRC/3c1r3/5p3/4p4/5K3 w - - 0 1',
    men: 12, material: 'KRRCPP-KRRCPP', stipulation: '红先和', mainLinePlies: 24, firstMove: '车二进五',
    source: '《当代排局谱》第024局 智勇双全 (周孟芳作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/024智勇双全.XQF',
    crossCheck: '周孟芳作品 第68局 智勇双全 (1/2-1/2, 24 plies)',
    elephantEye: { depth: 7, ms: 334, score: -225 },
    fairyStockfish: { depth: 32, ms: 20002, cp: 0 },
    mainLine: 'h4h9 f3f9 g4f4 f2f1 f4f1 e1f1 f0e0 d3d4 h9h4 i9i4 h4i4 f9g9 i4i0 d4i4 i0h0 i4h4 h0i0 h4h9 i0h0 h9h1 h0i0 h1i1 i0h0 i1h1',
  },
  {
    id: 'DDPJ-031', title: '寒塘鹤影',
    fen: '3k5/8R/3P1r1C1/7Cc/5P2c/7R1/9/3p5/4pp1p1/1p1K5 w - - 0 1',
    men: 16, material: 'KRRCCPP-KRCCPPPPP', stipulation: '红先和', mainLinePlies: 43, firstMove: '兵六进一',
    source: '《当代排局谱》第031局 寒塘鹤影 (张青忠作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/031寒塘鹤影.XQF',
    reachesTable: { material: 'KRP-KRP', atPly: 31 },
    note: 'The main line ends with both kings alone.',
    elephantEye: { depth: 9, ms: 9352, score: -31 },
    fairyStockfish: { depth: 24, ms: 20001, cp: -37 },
    mainLine: 'd7d8 d9e9 d8e8 e9f9 i8f8 f7f8 h7f7 f8f7 h6f6 f7h7 f6f1 i6f6 f5f6 i5f5 h4c4 d2d1 f1d1 f5d5 d1h1 b0c0 c4c0 d5d9 h1f1 e1f1 c0c9 h7d7 d0e0 d7e7 e0d0 e7e8 c9d9 f9f8 d9d7 e8e1 d7f7 f8e8 f6e6 e1e6 f7f1 e6d6 f1d1 d6d1 d0d1',
  },
  {
    id: 'DDPJ-036', title: '江东下钓',
    fen: '6bC1/5k3/nP2P3b/7N1/2p2c3/9/9/B3p4/1p2rp3/3K5 w - - 0 1',
    men: 16, material: 'KNCPPB-KRNCPPPPBB', stipulation: '红先和', mainLinePlies: 59, firstMove: '兵五平四',
    source: '《当代排局谱》第036局 江东下钓 (瞿问秋作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/036江东下钓.XQF',
    elephantEye: { depth: 9, ms: 1399, score: -76 },
    fairyStockfish: { depth: 27, ms: 20004, cp: 0 },
    mainLine: 'e7f7 f8e8 h9h8 e1e0 d0e0 e8d8 f7f8 d8d7 b7c7 d7e7 h8h7 f5g5 h6f5 e7f7 f8g8 f1f0 e0f0 e2e1 h7h4 g5g4 h4h3 g4g3 h3h4 g3g4 h4h3 a7b5 h3f3 g4f4 f3h3 f4h4 h3f3 h4f4 f3h3 b5c7 f5g7 f7e7 h3h7 f4f7 g7h5 f7f1 h7c7 b1c1 c7c1 f1c1 h5i3 c1b1 i3g2 e1d1 g2e3 d1e1 e3d5 e7e8 g8f8 e8d8 d5f6 b1b8 f6e4 b8f8 e4c5',
  },
  {
    id: 'JHSM-085', title: '小蚯蚓',
    fen: '4k4/9/9/p8/9/8N/9/9/4p1p2/1R1R1KN2 w - - 0 1',
    men: 9, material: 'KRRNN-KPPP', stipulation: '红先和', mainLinePlies: 25, firstMove: '车六进九',
    source: '《江湖棋局搜秘》(陈松顺) 第85局 小蚯蚓; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/江湖排局/江湖棋局搜秘（陈松顺）/85、小蚯蚓.XQF',
    elephantEye: { depth: 9, ms: 328, score: 324 },
    fairyStockfish: { depth: 86, ms: 20002, cp: 0 },
    mainLine: 'd0d9 e9d9 i4h2 d9e9 g0i1 a6a5 b0c0 a5a4 c0b0 a4b4 b0a0 b4c4 a0b0 c4d4 b0a0 d4d3 a0b0 d3d2 b0a0 d2d1 a0b0 d1c1 b0a0 c1d1 a0b0',
  },
  {
    id: 'SYCJ-1-149', title: '一车和士象全',
    fen: '3a2b2/R3ak3/8b/9/9/9/9/9/9/4K4 w - - 0 1',
    men: 7, material: 'KR-KAABB', stipulation: '红先和', mainLinePlies: 18, firstMove: '车九退三',
    source: '《象棋实用残局》第1集 (屠景明) 第149局 一车和士象全; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/实用残局/屠景明_实用残局/《象棋实用残局》第1集/10 车类（共50局）/第149局 一车和士象全.XQF',
    reachesTable: { material: 'KR-KAABB', atPly: 0 },
    elephantEye: { depth: 18, ms: 17257, score: 132 },
    fairyStockfish: { depth: 39, ms: 20019, cp: 7 },
    mainLine: 'a8a5 f8f9 a5e5 f9f8 e5f5 e8f7 e0f0 d9e8 f5h5 f8f9 h5a5 f9e9 f0e0 g9e7 e0d0 e8d9 a5a7 i7g9',
  },
  {
    id: 'SYCJ-1-250', title: '车马难胜车双士',
    fen: '3ak4/4a4/5r3/4R4/1N7/9/9/9/9/4K4 w - - 0 1',
    men: 7, material: 'KRN-KRAA', stipulation: '红先和', mainLinePlies: 16, firstMove: '马八进六',
    source: '《象棋实用残局》第1集 (屠景明) 第250局 车马难胜车双士; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/实用残局/屠景明_实用残局/《象棋实用残局》第1集/12 车马类（共14局）/第250局 车马难胜车双士.XQF',
    reachesTable: { material: 'KRN-KRAA', atPly: 0 },
    elephantEye: { depth: 15, ms: 13516, score: 91 },
    fairyStockfish: { depth: 28, ms: 20002, cp: 17 },
    mainLine: 'b5d6 e9f9 e6g6 f7e7 e0d0 e7d7 g6f6 f9e9 d0e0 d7e7 e0f0 e7d7 f6g6 e8f9 g6f6 d9e8',
  },
  {
    id: 'BJXQ-YMCT', title: '野马操田（百局象棋谱本）',
    fen: '2bak4/4a4/4b4/p8/6NRR/2B6/1rP1P3P/3pB4/4p4/3K5 w - - 0 1',
    men: 18, material: 'KRRNPPPBB-KRPPPAABB', stipulation: '红先和', mainLinePlies: 51, firstMove: '车一进四',
    source: '《百局象棋谱》(清 三乐居士) 野马操田; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/古谱篇/05《百局象棋谱》三乐居士/野马操田.XQF',
    crossCheck: '竹香斋 三集 野马操田(百局、渊谱) (《百局》第11局, 《渊深海阔》第107局; same diagram, marked 0-1 there, 47-ply line)',
    note: 'Disputed: the 《百局象棋谱》 transcription marks it 1/2-1/2 (51-ply line), 竹剑飘香\'s annotation of the same diagram 红先负.',
    elephantEye: { depth: 11, ms: 16381, score: 81 },
    fairyStockfish: { depth: 21, ms: 20001, cp: -105 },
    mainLine: 'i5i9 e7g9 i9g9 e8f9 g5f7 e9e8 f7d6 e8d8 d6f7 d8e8 f7d6 e8d8 g9g8 d9e8 d6f7 d8d7 f7e5 d7d8 e5c6 d8d9 h5d5 d9e9 e2c0 b3c3 c4a2 e1d1 d0e0 c3e3 e0f0 d1e1 d5f5 e3i3 g8g0 d2d1 c6e5 d1d0 e5f7 e8f7 f5e5 f7e8 e5e1 i3f3 e1f1 d0e0 f0e0 f3f1 g0g6 a6a5 g6a6 f1f5 c0e2',
  },
  {
    id: 'DDPJ-005', title: '潼关斗宝',
    fen: '2P1ka3/2P1a1r2/2R1c1P2/2c1C1C2/4N1N2/9/9/5p3/4p1r2/5K3 w - - 0 1',
    men: 18, material: 'KRNNCCPPP-KRRCCPPAA', stipulation: '红先胜', mainLinePlies: 23, firstMove: '前兵平六',
    source: '《当代排局谱》第005局 潼关斗宝 (谢东升作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/005潼关斗宝.XQF',
    elephantEye: { depth: 3, ms: 246, score: 248 },
    fairyStockfish: { depth: 24, ms: 20001, cp: 1512 },
    mainLine: 'c9d9 e9d9 c8c9 d9d8 g6g8 e8f7 c7c8 d8d7 e6h6 c6e6 c8d8 d7d8 e5c6 e7c7 g5f7 e6e7 h6h8 d8d7 f7e9 f9e8 c6e5 e7e6 h8h7',
  },
  {
    id: 'DDPJ-006', title: '鲤跃龙门',
    fen: '1PP2kb2/9/4b4/6N2/4p4/3C5/1R1n2n2/1Cr6/4p3p/3K5 w - - 0 1',
    men: 16, material: 'KRNCCPP-KRNNPPPBB', stipulation: '红先胜', mainLinePlies: 49, firstMove: '马三进二',
    source: '《当代排局谱》第006局 鲤跃龙门 (周孟芳作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/006鲤跃龙门.XQF',
    elephantEye: { depth: 8, ms: 851, score: 27 },
    fairyStockfish: { depth: 34, ms: 20006, mateMoves: 28 },
    mainLine: 'g6h8 f9e9 h8f7 e9f9 d4f4 g3f5 f7h8 f9e9 c9d9 e9d9 b3d3 d9e9 h8f7 e9f9 f7e5 f9e9 e5f7 e9f9 f7h8 f9e9 f4e4 e7g5 h8f7 e9f9 f7d8 f9e9 d8e6 f5e7 d3d9 e9e8 d9d8 e8e9 e6g7 e7d5 d8e8 e9d9 e4d4 d5f4 b9c9 c2c9 b2d2 f4d3 d4h4 d3f2 h4h9 g9e7 g7f9 e7g9 f9d8',
  },
  {
    id: 'DDPJ-009', title: '前赴后继',
    fen: '9/4k4/4ba3/9/3PR1Pn1/4r4/5R3/3A5/4C4/4KArcc w - - 0 1',
    men: 16, material: 'KRRCPPAA-KRRNCCAB', stipulation: '红先胜', mainLinePlies: 29, firstMove: '车五进二',
    source: '《当代排局谱》第009局 前赴后继 (吴一江作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/009前赴后继.XQF',
    elephantEye: { depth: 3, ms: 206, score: -42 },
    fairyStockfish: { depth: 59, ms: 20001, mateMoves: 15, pv: 'e5e7 e8d8 e7d7 d8d7 d5d6 d7d8 d6d7 d8d9 d7d8 d9d8 f3d3 e4d4 d3d4 d8e8 d4e4 e8f8 e1f1 f7e8 e4f4 e8f7 f4f7 f8f7 g5f5 h5f4 f5f6 f7f8 f6f7 f8f9 f7f8' },
    mainLine: 'e5e7 e8d8 e7d7 d8d7 d5d6 d7d8 d6d7 d8d9 d7d8 d9d8 f3d3 e4d4 d3d4 d8e8 d4e4 e8f8 e1f1 f7e8 e4f4 e8f7 f4f7 f8f7 g5f5 h5f4 f5f6 f7f8 f6f7 f8f9 f7f8',
  },
  {
    id: 'DDPJ-010', title: '临危不惧',
    fen: '2c3c2/C4P3/3k5/4rN3/3P5/9/2p6/4C1p2/1r2p4/5K3 w - - 0 1',
    men: 14, material: 'KNCCPP-KRRCCPPP', stipulation: '红先胜', mainLinePlies: 25, firstMove: '兵六进一',
    source: '《当代排局谱》第010局 临危不惧 (李风凯作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/010临危不惧.XQF',
    elephantEye: { depth: 3, ms: 210, score: -215 },
    fairyStockfish: { depth: 57, ms: 20003, mateMoves: 13, pv: 'd5d6 d7d8 e2d2 c3d3 d6d7 d8d9 d7d8 d9e9 d8e8 e6e8 f6d7 e8d8 f8e8 e9d9 e8d8 d9e9 d8c8 e9d9 d7b8 d9e9 a8a9 e9e8 c8d8 e8e7 b8c6' },
    mainLine: 'd5d6 d7d8 e2d2 c3d3 d6d7 d8d9 d7d8 d9e9 d8e8 e6e8 f6d7 e8d8 f8e8 e9d9 e8d8 d9e9 d8c8 e9d9 d7b8 d9e9 a8a9 e9e8 c8d8 e8e7 b8c6',
  },
  {
    id: 'DDPJ-012', title: '纵马迎春',
    fen: '2bak4/4a4/1P1P2N1N/9/2b6/3Cc4/9/3p1n3/4p4/3K4R w - - 0 1',
    men: 16, material: 'KRNNCPP-KNCPPAABB', stipulation: '红先胜', mainLinePlies: 27, firstMove: '马一进三',
    source: '《当代排局谱》第012局 纵马迎春 (廖宏图作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/012纵马迎春.XQF',
    elephantEye: { depth: 2, ms: 176, score: 182 },
    fairyStockfish: { depth: 42, ms: 20007, mateMoves: 15, pv: 'i7g8 e9f9 g8e9 f9f8 g7e6 c5e7 i0i8 f8f7 d7e7 c9e7 d4d7 e7g9 e6g5 f7e7 e9g8 e7d7 b7c7 d7d8 g5e6 g9e7 c7c8 d8d7 e6c5 e7c5 i8i7 e8f7 i7f7 e4e7 g8f6' },
    mainLine: 'i7g8 e9f9 g8e9 f9f8 g7e6 c9e7 i0i8 f8f7 d7e7 c5e7 d4d7 e7g9 e6g5 f7e7 e9g8 e7d7 b7c7 d7d8 g5e6 g9e7 c7c8 d8d7 e6c5 e7c5 i8i7 e4e7 g8f6',
  },
  {
    id: 'DDPJ-015', title: '双狮戏球',
    fen: '3r2N2/6C2/5k3/9/3N5/9/2rp5/1c2K1R2/4Ac3/2n3R2 w - - 0 1',
    men: 14, material: 'KRRNNCA-KRRNCCP', stipulation: '红先胜', mainLinePlies: 31, firstMove: '前车进五',
    source: '《当代排局谱》第015局 双狮戏球 (陆兆养作); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/现代排局/当代排局谱/015双狮戏球.XQF',
    elephantEye: { depth: 8, ms: 2498, score: 9969, matePlies: 31, pv: 'g2g7 f7f8 g7f7 f8f7 g0g7 f7f8 g7f7 f8f7 g8g0 d9g9 g0f0 f1i1 d5f6 i1f1 f6h7 f1g1 h7g9 f7f8 g9h7 f8f9 h7f6 g1f1 f6h5 f1i1 h5g7 f9f8 g7f5 i1f1 f5g3 f1i1 g3f1' },
    fairyStockfish: { depth: 38, ms: 20003, mateMoves: 16, pv: 'g2g7 f7f8 g7f7 f8f7 g0g7 f7f8 g7f7 f8f7 g8g0 d9g9 g0f0 f1g1 d5f6 g1f1 f6h7 f1h1 h7g9 f7f8 g9h7 f8f9 h7f6 h1f1 f6h5 f1h1 h5g7 f9f8 g7f5 h1f1 f5g3 f1h1 g3f1' },
    mainLine: 'g2g7 f7f8 g7f7 f8f7 g0g7 f7f8 g7f7 f8f7 g8g0 d9g9 g0f0 f1g1 d5f6 g1f1 f6h7 f1g1 h7g9 f7f8 g9h7 f8f9 h7f6 g1f1 f6h5 f1g1 h5g7 f9f8 g7f5 g1f1 f5g3 f1g1 g3f1',
  },
  {
    id: 'JCYP-06', title: '双擒四将',
    fen: '5k3/4a4/4b4/2p5R/2P5R/6P2/4p4/5p3/4p4/3p1K3 w - - 0 1',
    men: 13, material: 'KRRPP-KPPPPPAB', stipulation: '红先胜', mainLinePlies: 39, firstMove: '后车平四',
    source: '《蕉窗逸品》(清 顾舜臣) 第06局 双擒四将; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/06 双擒四将.XQF',
    reachesTable: { material: 'KPP-KPPP', atPly: 28 },
    note: 'Disputed: 江湖残局 第15局 流星赶月 gives the same diagram as 1/2-1/2 (39 plies). The main line ends in 兵 against 卒, not in mate.',
    elephantEye: { depth: 15, ms: 6958, score: 68 },
    fairyStockfish: { depth: 29, ms: 20003, cp: 0 },
    mainLine: 'i5f5 f9e9 i6i9 e7g9 i9g9 e8f9 g9f9 e9e8 f5f8 e8e7 f9e9 e7d7 e9d9 d7e7 d9d0 e3e2 d0d7 e7d7 c5d5 c6c5 g4g5 c5c4 g5g6 c4c3 g6g7 f2f1 f8f1 e1f1 f0f1 c3c2 g7f7 c2d2 d5d6 d7d8 f7e7 d2d1 d6d7 d8d9 e7e8',
  },
  {
    id: 'JCYP-08', title: '项庄舞剑',
    fen: '5k3/2P1P3P/9/9/9/9/9/3p5/4pC3/3K5 w - - 0 1',
    men: 8, material: 'KCPPP-KPP', stipulation: '红先胜', mainLinePlies: 11, firstMove: '兵七平六',
    source: '《蕉窗逸品》(清 顾舜臣) 第08局 项庄舞剑; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/蕉窗逸品/08 项庄舞剣.XQF',
    note: 'The main line ends before mate, in 炮双兵 against 双卒.',
    elephantEye: { depth: 13, ms: 1778, score: 145 },
    fairyStockfish: { depth: 81, ms: 20007, mateMoves: 12, pv: 'c8d8 e1d1 d0e0 d2e2 e0f0 e2e1 f1f8 d1d0 e8e9 f9e9 f8e8 d0c0 i8h8 c0d0 h8g8 d0e0 e8e0 e1e0 f0f1 e0d0 g8g9 d0e0 g9f9' },
    mainLine: 'c8d8 e1d1 d0e0 d2e2 f1f8 e2e1 e0f0 d1d0 e8e9 f9e9 f8e8',
  },
  {
    id: 'HYJ-03', title: '十二花神',
    fen: '5R3/4k4/4bPP2/pc7/9/9/4P3P/9/3p1r3/4K4 w - - 0 1',
    men: 12, material: 'KRPPPP-KRCPPB', stipulation: '红先胜', mainLinePlies: 51, firstMove: '兵四平五',
    source: '《湖涯集》第03局 十二花神; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/湖涯集/第03局 十二花神.XQF',
    crossCheck: '古谱篇 湖涯集 十二花神 (1-0, a 53-ply line)',
    elephantEye: { depth: 5, ms: 222, score: -29 },
    fairyStockfish: { depth: 33, ms: 20002, cp: -56 },
    mainLine: 'f7e7 e8d8 e7e8 d8d7 f9f7 f1f7 g7f7 b6b7 e3e4 b7f7 e4e5 f7e7 e5d5 e7e4 i3i4 a6a5 i4i5 a5a4 i5h5 a4b4 h5g5 b4c4 g5f5 c4d4 f5f6 d7e7 e8d8 d4d3 e0f0 e4f4 f6e6 e7f7 f0f1 d3e3 f1f2 e3f3 f2e2 f4e4 e6f6 f7e7 d5d6 f3e3 e2f2 e4f4 d6e6 e7d7 d8c8 f4a4 f6f7 a4a7 e6d6',
  },
  {
    id: 'HYJ-31', title: '馈礼求和',
    fen: '3k2b2/4P4/4P4/9/9/8R/8R/7CC/3r1p2c/4K4 w - - 0 1',
    men: 12, material: 'KRRCCPP-KRCPB', stipulation: '红先胜', mainLinePlies: 13, firstMove: '前兵进一',
    source: '《湖涯集》第31局 馈礼求和; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/湖涯集/第31局 馈礼求和.XQF',
    crossCheck: '《江湖百局秘谱》(蒋权) 第81局 馈礼求和 (1-0, 17 plies); 《江湖棋局搜秘》第93局 馈礼求和巧添卒（原局）(1-0, 12 plies)',
    note: 'The main line ends before mate.',
    elephantEye: { depth: 10, ms: 8408, score: 285 },
    fairyStockfish: { depth: 28, ms: 20001, mateMoves: 13, pv: 'h2h9 g9i7 e8e9 d9e9 i3e3 e9d9 i2d2 d1d2 h9h0 f1f0 e0f0 i1i0 i4i0 d2g2 h0g0 g2g8 f0e0 i7g9 e7e8 g8e8 e3e8 g9e7 i0i9 e7g9 i9g9' },
    mainLine: 'e8e9 d9e9 i4e4 g9e7 i3i9 i1i9 i2i1 d1d5 h2h1 d5f5 i1f1 f5f1 h1h4',
  },
  {
    id: 'HYJ-34', title: '乘风破浪',
    fen: '3k1r3/4P4/9/9/9/4p4/3p2CCR/B7B/2p2p3/3K5 w - - 0 1',
    men: 13, material: 'KRCCPBB-KRPPPP', stipulation: '红先胜', mainLinePlies: 25, firstMove: '炮二进六',
    source: '《湖涯集》第34局 乘风破浪; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/4、古谱/残局/湖涯集/第34局 乘风破浪.XQF',
    note: 'Disputed: 《百局象棋谱》乘风破浪 gives the same diagram as 1/2-1/2 (22 plies). The main line ends before mate.',
    elephantEye: { depth: 11, ms: 16931, score: 66 },
    fairyStockfish: { depth: 24, ms: 20001, cp: 0 },
    mainLine: 'h3h9 f9h9 g3g1 c1d1 g1d1 d3e3 d1d8 f1e1 i2g0 h9g9 g0i2 g9f9 e8f8 e1e0 d0d1 f9h9 i2g0 h9g9 f8e8 g9f9 d1e1 f9g9 d8d1 e0d0 i3i6',
  },
  {
    id: 'HYJ-38', title: '声势相倚',
    fen: '9/8C/4k4/6p2/p8/3R5/9/3RB4/r3r4/3K5 w - - 0 1',
    men: 10, material: 'KRRCB-KRRPP', stipulation: '红先胜', mainLinePlies: 7, firstMove: '炮一退八',
    source: '《湖涯集》第38局 声势相倚 (this transcription titles it 声势相依 and gives 1-0); XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/古谱篇/湖涯集/声势相依.XQF',
    crossCheck: '《竹香斋》初集 第69局 声势相倚 (1/2-1/2, 37-ply line) and 《中国象棋大辞典》\'s 湖涯集 第38局 (红先和, 37-ply line) give the same diagram as a draw',
    note: 'Disputed: the other transcriptions (crossCheck) call it 红先和; both engines report a mate for Red (see below), so this entry takes the 1-0 transcription. Its 7-ply main line ends before mate.',
    elephantEye: { depth: 9, ms: 5989, score: 9889, matePlies: 111 },
    fairyStockfish: { depth: 40, ms: 20001, mateMoves: 9, pv: 'i8i0 e1f1 i0e0 f1e1 d4d8 e1e0 d0e0 a1a0 e0e1 a0a1 e1e0 a1a0 e0e1 a0e0 e1e0 a5a4 d2d7' },
    mainLine: 'i8i0 e1i1 i0e0 a1e1 d4e4 e7f7 e4e8',
  },
  {
    id: 'SZBJ-JCQY', title: '蕉窗青影',
    fen: '7C1/9/4k4/8R/6n2/9/4r3C/4B4/4K4/9 w - - 0 1',
    men: 8, material: 'KRCCB-KRN', stipulation: '红先胜', mainLinePlies: 85, firstMove: '车一进一',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 蕉窗青影; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/蕉窗青影.XQF',
    reachesTable: { material: 'KRC-KR', atPly: 29 },
    note: 'The main line ends in 车炮 against 车 (KRC-KR), a table ending; 裘望禹\'s comment: derived from a note to 《蕉窗逸品》\'s 马跃檀溪.',
    elephantEye: { depth: 11, ms: 6670, score: 120 },
    fairyStockfish: { depth: 21, ms: 20009, cp: 98 },
    mainLine: 'i6i7 e7e8 i7i8 e8e9 i8i9 e3e2 e1d1 e2e1 d1d0 e1e0 d0d1 e9e8 i3i8 e0i0 h9h8 e8e7 i9e9 e7f7 d1e1 g5f3 e1f1 i0i8 h8h3 i8i1 f1f0 i1i2 e9f9 f7e7 f9f3 i2e2 f3f8 e2h2 h3e3 h2e2 e3b3 e2b2 b3c3 b2e2 c3c9 e2e0 f0f1 e7d7 c9b9 e0e3 f1f0 e3e1 b9c9 e1e3 f8f1 d7d8 c9c1 d8e8 c1e1 e8d8 e1e0 e3d3 f1f4 d3d0 f4e4 d8d9 f0f1 d0d1 f1f2 d1d0 e0e3 d0d2 f2f1 d2e2 e4e8 e2e0 e3e2 e0d0 f1e1 d0d2 e8e4 d9d8 e2h2 d8d9 h2h4 d2d3 e4e9 d9d8 h4c4 d3d4 c4c9',
  },
  {
    id: 'SZBJ-LBDA', title: '龙伯钓鳌',
    fen: '2rak4/1P7/9/9/9/9/9/4B4/9/4K1p1R w - - 0 1',
    men: 8, material: 'KRPB-KRPA', stipulation: '红先胜', mainLinePlies: 97, firstMove: '兵八平七',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 龙伯钓鳌; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/龙伯钓鳌.XQF',
    note: 'The main line ends before mate, in 车兵相 against 车卒.',
    elephantEye: { depth: 13, ms: 12702, score: 37 },
    fairyStockfish: { depth: 30, ms: 20011, cp: 96 },
    mainLine: 'b8c8 c9a9 c8d8 a9a0 e0e1 a0a1 e1e0 g0f0 e0d0 a1a0 d0d1 e9f9 i0i5 a0a1 d1d2 a1a4 d2d1 a4d4 d1e1 d4f4 e1d1 f4f1 d1d2 f1f4 d2d1 f4d4 d1e1 d4f4 e1d1 f4b4 i5g5 b4a4 e2g4 a4a1 d1d2 a1a0 g4i2 a0a2 d2d1 a2a1 d1d2 a1a0 g5g9 f9f8 g9d9 a0d0 d2e2 d0e0 e2d2 e0a0 d9h9 a0d0 d2e2 d0e0 e2d2 e0a0 h9h5 f8f7 d2d1 a0a1 d1d0 a1a4 d0d1 a4a1 d1d0 a1a4 d0d1 a4e4 i2g4 e4e3 h5h7 f7f8 h7h0 e3e0 g4e2 e0b0 h0h5 f8f7 d8e8 f7e7 e8f8 b0b1 d1d2 b1f1 h5d5 e7f7 f8e8 f7e7 e8d8 e7f7 d5d7 f7f8 d7e7 f1f3 d8e8 f8f9 e7d7',
  },
  {
    id: 'SZBJ-DZWS', title: '低卒舞狮',
    fen: '7N1/9/2C1k4/9/9/9/9/3p1K3/1p7/9 w - - 0 1',
    men: 6, material: 'KNC-KPP', stipulation: '红先胜', mainLinePlies: 57, firstMove: '炮七退四',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 低卒舞狮; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/低卒舞狮.XQF',
    reachesTable: { material: 'KNC-KPP', atPly: 0 },
    note: 'The main line ends with Red\'s horse against the bare king (the cannon given up).',
    elephantEye: { depth: 15, ms: 16604, score: 185 },
    fairyStockfish: { depth: 27, ms: 20002, cp: 326 },
    mainLine: 'c7c3 d2e2 f2f1 b1c1 c3i3 c1d1 h9g7 d1e1 f1f0 e7d7 i3i7 d7d8 g7e6 d8e8 i7i5 e8e9 i5e5 e9d9 e5f5 d9e9 e6f4 e2d2 f4d3 e9f9 d3f2 d2e2 f2e4 e1d1 f5f4 d1e1 f4f3 e1d1 e4g5 f9e9 f3e3 d1e1 g5e4 e9d9 e3i3 d9e9 i3i6 e1d1 i6e6 e2e1 e6e5 e9e8 e4c5 e8e9 c5d3 e9e8 e5a5 e8e9 a5a1 e9e8 a1e1 d1e1 d3e1',
  },
  {
    id: 'SZBJ-GZWS', title: '高卒舞狮',
    fen: '9/3N5/3kC4/9/9/5p3/9/4p4/9/4K4 w - - 0 1',
    men: 6, material: 'KNC-KPP', stipulation: '红先胜', mainLinePlies: 51, firstMove: '马六进四',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 高卒舞狮; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/高卒舞狮.XQF',
    reachesTable: { material: 'KNC-KPP', atPly: 0 },
    elephantEye: { depth: 16, ms: 13907, score: 155 },
    fairyStockfish: { depth: 32, ms: 20009, cp: 173 },
    mainLine: 'd8f9 f4f3 e7i7 f3e3 f9g7 d7d8 g7e6 d8e8 i7i5 e8e9 i5e5 e9d9 e6g5 e2f2 g5e4 e3f3 e0e1 d9d8 e4d2 f3e3 d2c4 e3e2 e1e0 f2g2 c4d6 d8d9 d6e4 g2f2 e5a5 d9d8 a5d5 d8d9 e0d0 f2g2 d0d1 g2g1 e4g3 e2f2 d1e1 g1f1 e1e0 f2g2 d5d0 g2f2 d0d1 d9d8 g3f5 f2e2 f5d6 e2d2 d6f7',
  },
  {
    id: 'SZBJ-YZSX', title: '远卒双星',
    fen: '1C2k4/9/9/9/C8/pp7/9/9/9/5K3 w - - 0 1',
    men: 6, material: 'KCC-KPP', stipulation: '红先胜', mainLinePlies: 57, firstMove: '炮九进四',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 远卒双星; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/远卒双星.XQF',
    reachesTable: { material: 'KCC-KPP', atPly: 0 },
    note: 'The main line ends before mate, in 双炮 against 卒 (KCC-KP).',
    elephantEye: { depth: 13, ms: 11240, score: 179 },
    fairyStockfish: { depth: 21, ms: 20014, cp: 175 },
    mainLine: 'a5a9 e9e8 b9i9 e8e9 a9a5 b4c4 i9i4 a4b4 a5e5 e9e8 f0e0 e8e7 e5e4 e7e8 e4e7 e8e9 e7e8 b4b3 e8e4 c4c3 i4i3 e9e8 e4e7 e8e9 e7e8 c3c2 e8e3 b3b2 i3i2 e9e8 e3e7 e8e9 e7e8 b2b1 e8e2 c2c1 i2i1 e9e8 e2e7 e8e9 e7e8 c1c0 e0e1 b1b0 i1i0 c0d0 i0b0 d0c0 b0b2 c0d0 b2i2 d0c0 i2i0 c0d0 i0h0 d0c0 e1e0',
  },
  {
    id: 'SZBJ-WFJH', title: '五番接火',
    fen: '4c4/9/4k4/6p2/2P6/9/9/3K4B/9/3C5 w - - 0 1',
    men: 7, material: 'KCPB-KCP', stipulation: '红先胜', mainLinePlies: 53, firstMove: '炮六平二',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 五番接火; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/五番接火.XQF',
    reachesTable: { material: 'KCPB-KC', atPly: 51 },
    elephantEye: { depth: 16, ms: 13222, score: 52 },
    fairyStockfish: { depth: 26, ms: 20005, cp: 75 },
    mainLine: 'd0h0 e7e8 h0h5 e8e7 c5d5 e7e8 d2d1 e8e7 h5e5 e9d9 d1e1 e7f7 e5h5 d9e9 h5h0 f7f8 h0e0 e9f9 d5e5 f8e8 e1d1 e8f8 e0h0 f8f7 h0h5 f7f8 h5f5 f9e9 f5f0 f8f7 e5f5 f7e7 f0g0 e7e8 i2g4 e9g9 g4e2 g9d9 f5f6 g6g5 f6f7 e8e9 f7f8 d9d3 g0e0 e9d9 f8e8 d3d4 e0d0 g5g4 e2g4 d4d7 d0d7',
  },
  {
    id: 'SZBJ-SMTC', title: '三马同槽',
    fen: 'N8/9/4k4/9/8n/9/9/5K3/3pp4/8N w - - 0 1',
    men: 7, material: 'KNN-KNPP', stipulation: '红先胜', mainLinePlies: 65, firstMove: '马九退七',
    source: '《少子百局谱》(秀行先生作, 裘望禹诠注) 三马同槽; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/少子百局谱/三马同槽.XQF',
    reachesTable: { material: 'KNN-KPP', atPly: 57 },
    elephantEye: { depth: 2, ms: 289, score: -6 },
    fairyStockfish: { depth: 55, ms: 20011, cp: 0 },
    mainLine: 'a9c8 e7e8 c8d6 e8e9 d6e4 i5h3 e4g3 e9e8 i0h2 h3g5 h2g4 e8e9 g4e5 g5h3 f2e2 h3g5 e2d2 e9e8 g3f5 e8e9 e5d7 e9e8 d7f6 e8e9 f6g8 e9e8 f5d6 e8d8 d2e2 d8d9 g8e9 g5e6 e9f7 e6f4 e2f2 f4e6 d6b5 d1c1 f2e2 c1d1 b5a7 e6f4 e2f2 f4e6 a7c6 e6c7 f2e2 e1f1 c6e7 c7e8 f7g9 d9e9 e7g6 e9f9 g6h8 f9e9 g9e8 f1e1 h8f7 e9f9 e8g7 f9f8 f7d8 e1f1 g7h9',
  },
  {
    id: 'SYCJ-1-150', title: '一车巧胜士象全（1）',
    fen: '3k5/4a4/5a2b/9/6b2/9/9/9/4A4/4K2R1 w - - 0 1',
    men: 8, material: 'KRA-KAABB', stipulation: '红先胜', mainLinePlies: 47, firstMove: '车二进九',
    source: '《象棋实用残局》第1集 (屠景明) 第150局 一车巧胜士象全（1）; XQF: github.com/zfdang/chinese-chess-fish-android app/src/main/assets/XQF/2.中国象棋大辞典-6655局/3、残局/实用残局/屠景明_实用残局/《象棋实用残局》第1集/10 车类（共50局）/第150局 一车巧胜士象全（1）.XQF',
    reachesTable: { material: 'KRA-KAABB', atPly: 0 },
    note: 'The main line ends before mate, the elephants\' side having lost both advisors.',
    elephantEye: { depth: 18, ms: 15907, score: 147 },
    fairyStockfish: { depth: 28, ms: 20009, cp: 112 },
    mainLine: 'h0h9 d9d8 h9i9 d8d7 e1f0 d7d8 e0e1 d8d7 i9b9 d7d8 b9b6 d8d9 b6d6 d9e9 d6d7 e9f9 d7b7 f9f8 b7b9 e8d7 e1f1 d7e8 b9h9 e8d7 h9h7 d7e8 h7h8 f8f9 h8e8 i7g9 e8g8 g9e7 g8g7 f9e9 g7f7 e9e8 f1e1 e8e9 f7g7 e9d9 g7g8 g5i7 g8e8 i7g5 e1e2 e7c5 e8e5',
  },
];
