/** Every word of the catalogue in English (words.ts says what each one is). */
import type { CorruptTable, Problem } from '../api/problem';
import type { DhtmlxqMoveProblem, PgnMoveProblem, ReadError } from '../formats/readError';
import { fileNumber, lineNumber } from '../notation/points';
import type { Notation } from '../notation/types';
import type { FenProblem } from '../rules/fen';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from '../rules/piece';
import { fileOf, rowOf } from '../rules/square';
import type { Violation } from '../rules/validate';
import { describeScore } from '../search/score';
import { type PrintedTag, type Words, readLine, word } from './words';

/** A side as a sentence starts with it, and inside one. */
const Side = (color: Color) => (color === RED ? 'Red' : 'Black');
const side = (color: Color) => (color === RED ? 'red' : 'black');

const PIECES: Record<PieceKind, string> = {
  [KING]: 'king', [ADVISOR]: 'advisor', [ELEPHANT]: 'elephant', [HORSE]: 'horse', [ROOK]: 'rook', [CANNON]: 'cannon', [PAWN]: 'pawn',
};

/** A point as a side names it: its file number and its line from that side's back rank (red file 5, line 3). */
function point(square: number, color: Color): string {
  return `${side(color)} file ${fileNumber(color, fileOf(square))}, line ${lineNumber(color, rowOf(square))}`;
}

const violation: Words['violation'] = {
  'invalid-square': (v) => `invalid board point (${v.square})`,
  'invalid-piece': (v) => `invalid piece on ${point(v.square, RED)}`,
  'two-on-point': (v) => `two pieces on ${point(v.square, RED)}`,
  'missing-king': (v) => `${Side(v.color)} has no king`,
  'too-many': (v) => `${Side(v.color)} has too many ${PIECES[v.kind]}s (${v.count}, at most ${v.max})`,
  'king-outside-palace': (v) => `${Side(v.color)} king outside its palace (${point(v.square, v.color)})`,
  'advisor-off-point': (v) => `${Side(v.color)} advisor off the palace diagonals (${point(v.square, v.color)})`,
  'elephant-off-point': (v) => `${Side(v.color)} elephant off its seven points; elephants never cross the river (${point(v.square, v.color)})`,
  'pawn-unreachable': (v) => `${Side(v.color)} pawn on a point it can never reach (${point(v.square, v.color)})`,
  'kings-facing': () => 'the kings face each other on an open file',
  'opponent-in-check': (v) => `${Side(v.color)} is in check but it is not ${Side(v.color)}'s turn`,
};

const fen: Words['fen'] = {
  'empty': () => 'FEN is empty',
  'ranks': (e) => `FEN board has ${e.count} ranks; Xiangqi has 10`,
  'piece-letter': (e) => `unknown piece letter '${e.letter}' in rank ${e.rank}`,
  'rank-width': (e) => `rank ${e.rank} ('${e.text}') covers ${e.files} files; Xiangqi has 9`,
  'turn': (e) => `side to move must be 'w' (or 'r') or 'b', not '${e.text}'`,
};

/** Every broken rule of a setup, one after another. */
const broken = (violations: readonly Violation[]) => violations.map((v) => word(violation, v)).join('; ');

const RESULTS = '1-0, 0-1, 1/2-1/2 or *';
const NOTATIONS: Readonly<Record<Notation, string>> = { chinese: 'Chinese', wxf: 'WXF', iccs: 'ICCS' };

/** Why a PGN move names no move. */
function pgnMoveProblem(p: PgnMoveProblem): string {
  switch (p.error) {
    case 'malformed':
      return `not a ${NOTATIONS[p.notation]} move${p.formatGiven ? '' : ' (the file has no Format tag, so moves are read as Chinese; WXF or ICCS moves need [Format "WXF"] or [Format "ICCS"])'}`;
    case 'ambiguous':
      return 'ambiguous: it fits more than one legal move (two like pieces on one file need 前/后, or + and - in WXF)';
    case 'no-piece':
      return `no ${side(p.turn)} piece stands on its starting point`;
    case 'illegal':
      return p.exposesKing ? 'it would leave the king in check (or the kings facing)' : 'the piece cannot move that way';
    case 'no-match':
      return 'no legal move is written that way in this position';
  }
}

const pgnMove = (e: ReadError & { readonly params: PgnMoveProblem }) =>
  `${Side(e.params.turn)}'s move '${e.move}' ${e.params.error === 'malformed' ? 'is ' : 'cannot be played: '}${pgnMoveProblem(e.params)} (position ${e.fen})`;

const DHTMLXQ_MOVES: Readonly<Record<DhtmlxqMoveProblem, (turn: Color) => string>> = {
  'off-board': () => 'a point is off the board',
  'no-piece': () => 'no piece stands on its starting point',
  'not-its-turn': (turn) => (turn === RED ? "the piece on its starting point is black's, and red is to move" : "the piece on its starting point is red's, and black is to move"),
  'cannot-move': () => 'the piece cannot move that way',
  'exposes-king': () => 'it would leave its own king in check (or the kings facing)',
};

const material: Words['material'] = {
  'signature-sides': (e) => `'${e.text}' needs exactly one '-' between red's and black's pieces`,
  'piece-letter': (e) => `unknown piece letter '${e.letter}' in '${e.text}' (use K A B N R C P)`,
  'kings': (e) => `${side(e.color)} must have exactly one king (K), not ${e.count}`,
  'too-many': (e) => `${side(e.color)} has too many ${PIECES[e.kind]}s (${e.count} > ${e.max})`,
  'name-sides': (e) => `'${e.text}' needs 对 between red's and black's pieces (e.g. 车兵对马炮双士)`,
  'unknown-word': (e) => `unknown word '${e.word}' in ${side(e.color)}'s side of the name`,
};

const read: Words['read'] = {
  place: (p) => (p.line !== undefined ? `line ${p.line}, column ${p.column ?? 1}` : p.offset !== undefined ? `byte 0x${p.offset.toString(16)}` : ''),
  pgn: {
    'unclosed-comment': () => "comment '{' is never closed (no '}' follows)",
    'stray-brace': () => "'}' without an opening '{'",
    'bad-nag': () => "'$' must be followed by a NAG number, as in $1",
    'bad-tag': (e) => `malformed tag ${e.params.tag}: expected [Name "value"]`,
    'bad-format': (e) => `unknown Format "${e.params.value}": expected Chinese, WXF or ICCS`,
    'bad-fen': (e) => `bad FEN tag "${e.params.value}": ${word(fen, e.params.problem)}`,
    'illegal-position': (e) => `FEN tag "${e.params.value}" is not a legal position: ${broken(e.params.violations)}`,
    'unclosed-variation': () => "variation '(' is never closed",
    'stray-paren': () => "')' without an opening '('",
    'variation-first': () => "'(' opens a variation before any move it could replace",
    'deep-variation': (e) => `variations nested more than ${e.params.most} deep`,
    'result-in-variation': () => 'a result inside a variation: only the main line ends in a result',
    'no-result': () => `the game has no result (${RESULTS}) before the next game's tags`,
    'truncated': () => `the file ends before the game's result (${RESULTS}): it may be cut short`,
    'no-game': () => 'the file holds no game',
    'bad-move': pgnMove,
    'illegal-move': pgnMove,
    'ambiguous-move': pgnMove,
  },
  dhtmlxq: {
    'no-block': () => 'the text holds no [DhtmlXQ] block',
    'truncated': (e) => `the [DhtmlXQ] block opened on line ${e.params.line} never reaches its [/DhtmlXQ]: the text may be cut short`,
    'unclosed-block': () => 'this [DhtmlXQ] block has no [/DhtmlXQ] before the next block opens',
    'unclosed-tag': (e) => `tag [DhtmlXQ_${e.params.name}] has no closing [/DhtmlXQ_${e.params.name}] before the next tag`,
    'duplicate-tag': (e) => `tag [DhtmlXQ_${e.params.name}] appears twice, so which one holds is unclear`,
    'bad-variation': (e) => `variation [DhtmlXQ_${e.params.name}] is numbered 0, the main line's number`,
    'bad-binit': (e) => `start position binit '${e.params.value}' must be 64 digits (two a piece for 32 pieces: column, row)`,
    'bad-fen': (e) => `bad FEN tag '${e.params.value}': ${word(fen, e.params.problem)}`,
    'illegal-position': (e) => `the start position (${e.params.source}) is not legal: ${broken(e.params.violations)}`,
    'bad-movelist': (e) => `[DhtmlXQ_${e.params.name}] must hold 4 digits a move (from column, row, to column, row), ${e.params.found === null ? 'but its last move has fewer' : `not '${e.params.found}'`}`,
    'illegal-move': (e) => `${Side(e.params.turn)}'s move ${e.move} cannot be played: ${DHTMLXQ_MOVES[e.params.why](e.params.turn)} (position ${e.fen})`,
  },
  xqf: {
    'bad-magic': () => 'not an XQF file: it does not start with "XQ"',
    'unknown-version': (e) => `unknown XQF version ${e.params.version} (versions up to ${e.params.last} can be read)`,
    'truncated-header': (e) => `truncated header: an XQF header is 1024 bytes, the file has ${e.params.length}`,
    'bad-keys': () => 'the scrambling keys do not sum to zero: the file is damaged',
    'illegal-position': (e) => `the start position is not legal: ${broken(e.params.violations)}`,
    'truncated-moves': () => 'truncated move records: the file ends inside a record',
    'comment-overrun': (e) => `a comment of ${e.params.length} bytes runs past the end of the file (${e.params.left} bytes left)`,
    'off-board': (e) => `a move's ${e.params.end === 'from' ? 'origin' : 'target'} is not on the board (point byte ${e.params.point})`,
    'illegal-move': (e) => `move ${e.move} is not legal in ${e.fen}`,
  },
};

const stipulation: Words['stipulation'] = (s) => `${s.side === RED ? 'Red' : 'Black'} to move and ${s.goal}`;
/** A distance in plies the search proved: to mate, or to a rule's verdict. */
const plies = (n: number, mate: boolean) => (mate ? `mate in ${n} plies` : `in ${n} plies`);
const RESULTS_OF = { win: 'wins', draw: 'draws', loss: 'loses' } as const;
/** A repetition order after a distance. */
const order = (k: number) => ` order ${k}`;
const tableResult: Words['tableResult'] = (v, turn) => {
  const far = v.proof === 'search' ? plies(v.dtc, v.dtm != null) : `DTC ${v.dtc}`;
  return `${Side(turn)} to move ${RESULTS_OF[v.wdl]}${v.wdl === 'draw' ? '' : ` (${far}${v.order ? order(v.order) : ''})`}`;
};
const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(2);
const tableName = (t: CorruptTable) => `${t.material}${t.metric === 'dtm' ? ' DTM' : ''}`;
const corrupt = (t: CorruptTable) => `table ${tableName(t)} is corrupt: ${t.detail}`;
const illegalPosition = (violations: readonly Violation[]) => `illegal position: ${broken(violations)}`;
const badFen = (problem: FenProblem) => `bad FEN: ${word(fen, problem)}`;

const problem: Words['problem'] = {
  'bad-fen': (p) => badFen(p.problem),
  'broken-rule': (p) => word(violation, p.violation),
  'illegal-position': (p) => illegalPosition(p.violations),
  'bad-material': (p) => `unrecognised material: ${p.reason === undefined ? p.text : 'fen' in p.reason ? word(fen, p.reason.fen) : word(material, p.reason.material)}`,
  'too-large': (p) => `${p.material} has too many pieces for a table`,
  'missing-tables': (p) => `missing table${p.materials.length > 1 ? 's' : ''}: ${p.materials.join(', ')}`,
  'verify-missing': (p) => `missing table(s): ${p.materials.join(', ')}, needed to verify ${p.table}`,
  'corrupt-table': corrupt,
  'corrupt-file': (p) => `corrupt table: ${p.detail}`,
  'corrupt-dtm-table': (p) => `DTM table corrupt (the DTC table is still usable): ${p.tables.map(corrupt).join('; ')}`,
  'no-table': (p) => `no table ${p.material} in the catalogue`,
  'no-table-file': (p) => `no table ${p.material} in ${p.path}`,
  'table-in-use': (p) => `table ${p.material} is being generated and cannot be deleted`,
  'value-code-limit': (p) => `the table needs ${p.what === 'order' ? `repetition orders beyond ${p.limit}` : `a DTC over ${p.limit} plies`}, more than the table format holds; it was not written`,
  'count-too-large': (p) => `${p.material} has ${p.boards} boards; xiangqitb's count is computed for at most ${p.limit}`,
  'count-needs-dtm': (p) => `xiangqitb's count needs the DTM table of ${p.material}: generate it with gen --dtm`,
  'job-running': (p) => `a generation is already running: ${p.material}`,
  'nothing-to-generate': (p) => `${p.material} and its sub-tables already exist`,
  'memory-budget': (p) => `${p.table} needs about ${gib(p.neededBytes)} GiB of working memory; the budget is ${gib(p.budgetBytes)} GiB`,
  'no-job': (p) => `no running job ${p.id}`,
  'rename-failed': (p) => `could not rename ${p.from} to ${p.to} (${p.errno}; another program may hold the file open): ` +
    `${p.from} is kept; the next \`list\` or \`gen\` on ${p.dir}, or the app, moves the finished table into place`,
  'cancelled': () => 'cancelled',
  'no-study': (p) => `no study ${p.id}`,
  'study-exists': (p) => `this study is already in the library (study ${p.id})`,
  'not-deleted': (p) => `no deleted study ${p.id} to restore (deleted studies are purged when the library is next opened)`,
  'bad-stipulation': (p) => `unrecognised stipulation '${p.text}' (expected 红先胜, 红先和, 黑先胜, 黑先和, or e.g. "Red to move and win")`,
  'no-stipulation': (p) => `study ${p.id} has no stipulation (红先胜 or the like)`,
  'stipulation-turn': (p) => `the stipulation is ${stipulation(p.stipulation)}, but that side is not to move`,
  'stipulation-wrong': (p) => `the tables say ${tableResult(p.value, p.turn)}, not the stipulated result`,
  'bad-edits': (p) => `the study's edits hold an illegal move: ${p.moves.join(' ')}`,
  'tree-cancelled': () => 'the solution tree was cancelled',
  'tree-busy': () => 'a solution tree is being built; try again when it is done',
  'no-tree': () => 'that tree is no longer open (closed, or replaced by a newer one); open it again',
  'tree-read-only': () => 'a built solution tree cannot be edited; keep it as the study\'s solution first',
  'tree-start': () => 'the solution tree starts from another position than the study',
  'tree-too-large': (p) => `the solution tree stopped at ${p.limit} nodes, its size limit; what it holds so far is shown`,
  'no-tree-node': (p) => `no move ${p.id} in the solution tree`,
  'import-failed': (p) => `${p.file}: not imported, an unexpected error: ${p.detail}`,
  'not-study-file': (p) => `${p.file}: not a study file (PGN, DhtmlXQ or XQF)`,
  'unreadable-file': (p) => `cannot read ${p.file} (${p.errno})`,
  'unreadable-study': (p) => readLine(read, p.file, p.error),
  'study-position': (p) => `${p.file}: ${p.game === null ? '' : `game ${p.game}: `}${p.problems.map(sayProblem).join('; ')}`,
  'not-won': () => 'the position is not won or lost: there is no winning line to export',
  'encoding': (p) => `cannot be encoded in GBK: '${p.char}' has no GBK code`,
  'engine-path': (p) => `give the engine's full path (from the root or a drive letter): ${p.path}`,
  'engine-missing': (p) => `no engine program at ${p.path}`,
  'not-an-engine': (p) => `${p.path} is not a UCI or UCCI engine: it answered neither uciok nor ucciok`,
  'engine-died': (p) => `the engine quit unexpectedly: ${p.path}`,
  'engine-timeout': (p) => `the engine stopped answering: ${p.path}`,
  'analysis-failed': (p) => `the analysis failed: ${p.detail}`,
  'folder-locked': (p) => `the tables folder ${p.dir} is in use by ${p.holder.owner} (process ${p.holder.pid} on ${p.holder.host}, since ${p.holder.since}); close it first, or use another folder`,
  'folder-unusable': (p) => `The tables folder ${p.dir} cannot be used: ${p.detail}`,
  'catalogue-unusable': (p) => `The catalogue catalogue.sqlite in ${p.dir} cannot be opened: ${p.detail}`,
  'database-module': (p) => `The database module (better-sqlite3) cannot be loaded; reinstall Canju: ${p.detail}`,
  'services-failed': (p) => `Canju's services cannot start over ${p.dir}: ${p.detail}`,
  'internal': (p) => `The services failed; try again: ${p.detail}`,
  'bad-argument': (p) => `bad request: ${p.detail}`,
};
const sayProblem = (p: Problem) => (problem[p.code] as (params: Problem['params']) => string)(p.params);

const report: Words['report'] = {
  colon: ': ',
  list: ', ',
  title: 'Study check',
  table: (result, agrees) => `Tables: ${result}, ${agrees ? 'as stipulated' : 'not as stipulated'}`,
  searched: (result, agrees) => `Proven by search: ${result}, ${agrees ? 'as stipulated' : 'not as stipulated'}`,
  startUnproven: "Search: the start's result is not proven within the limits",
  sound: 'Verdict: sound (the key is the only move that keeps the stipulation)',
  unsound: (reason) => `Verdict: unsound (${reason})`,
  unproven: (where) => `Verdict: not proven within the limits (${where})`,
  atStart: "the start's result",
  keyOthers: (key, n) => `${n} moves besides the key ${key} are not proven to miss the stipulation`,
  plies,
  order,
  marks: { table: 'by table', search: 'by search', unproven: 'unproven' },
  provenBy: 'Proven: ',
  plyRange: (from, to) => (from === to ? `ply ${from}` : `plies ${from}–${to}`),
  notProven: 'other moves not proven: ',
  wrongResult: 'the tables give another result',
  wrongTurn: 'the stipulated side is not the side to move',
  keyDuals: (key) => `the key ${key} is not the only move that keeps the stipulation`,
  keyLoses: (key) => `the key ${key} does not keep the stipulation`,
  line: (source, plies) => `Main line (${source === 'study' ? "the study's" : "the tables' best play"}, ${plies} plies):`,
  only: 'only move',
  forced: 'forced',
  try: (text) => `try ${text}`,
  refuted: (answer, only) => `answered by ${answer}${only ? ' (only move)' : ''}`,
  deadDraw: 'no attacking piece left: a draw',
  flaws: 'Flaws:',
  noFlaws: 'Flaws: none',
  ply: (n, move) => `ply ${n} ${move}`,
  count: (n) => ` ×${n}`,
  wdl: { win: 'win', draw: 'draw', loss: 'loss' },
  kinds: {
    transposes: 'dual (transposes back into the main line)', 'loses-time': 'dual (only loses time)', alternative: 'dual (a second solution)',
    'better-defence': 'the defence has a better move', 'gives-up': 'this move does not keep the stipulation',
    unproven: 'not proven within the limits',
  },
};

const TAG_LABELS: Readonly<Record<PrintedTag | 'Result' | 'FEN', string>> = {
  Event: 'Event', Site: 'Site', Date: 'Date', Round: 'Round', Red: 'Red', RedTeam: 'Red team', Black: 'Black',
  BlackTeam: 'Black team', Opening: 'Opening', Variation: 'Variation', ECCO: 'ECCO', Annotator: 'Annotator', Result: 'Result',
  FEN: 'FEN', Title: 'Title', Author: 'Author', Composer: 'Composer', Source: 'Source', Stipulation: 'Stipulation',
  Remark: 'Remarks', Metric: 'Metric',
};

export const en: Words = {
  violation,
  fen,
  material,
  placedPawns: (words, signature, name) => {
    const many = words.length > 1;
    return `${words.join(', ')} ${many ? 'describe' : 'describes'} the study's position, not its material: the table ` +
      `${signature} (${name}) covers every placement of ${many ? 'the pawns' : 'the pawn'}`;
  },
  read,
  problem,
  engine: {
    'fen': (n) => badFen(n.problem),
    'illegal-position': (n) => illegalPosition(n.violations),
    'illegal-move': (n) => `move ${n.index}, '${n.move}', is not a legal ICCS move there; the position stops before it`,
    'no-position': () => 'no position to search: send a valid position command first',
    'no-folder': (n) => `no folder ${n.dir}; the tables are unchanged`,
    'tables': (n) => `tables folder: ${n.dir}`,
    'unsupported': (n) => `${n.command} is not supported and was ignored`,
    'corrupt': (n) => `corrupt tables left out: ${n.materials.join(', ')}`,
    'failed': (n) => `the search failed: ${n.detail}`,
  },
  score: (score) => {
    const d = describeScore(score);
    if (d.kind === 'value') return (d.value >= 0 ? '+' : '') + (d.value / 100).toFixed(2);
    const what = d.kind === 'mate'
      ? (d.winner === 'us' ? `mate in ${d.moves}` : `mated in ${d.moves}`)
      : (d.winner === 'us' ? `table win in ${d.moves}` : `table loss in ${d.moves}`);
    return what + (d.kind === 'table' && d.order > 0 ? ` (order ${d.order})` : '');
  },
  stipulation,
  tableResult,
  report,
  line: {
    distances: (dtc, dtm, metric, order) => `${metric === 'dtm' ? `DTM ${dtm}, ` : ''}DTC ${dtc}${order > 0 ? `, perpetual-check order ${order}` : ''}`,
    title: { dtc: 'Tablebase best line', dtm: 'Tablebase best line by DTM (mate-shortest)' },
    end: { checkmate: 'checkmate', stalemate: 'stalemate (no legal move)', draw: 'draw', 'perpetual-check': 'perpetual check', limit: '(cut off)' },
    conversion: (name, signature, left) => `capture: into ${signature} (${name}), ${left}, the result is settled`,
  },
  plainText: {
    label: (tag) => `${TAG_LABELS[tag]}: `,
    metric: { DTC: 'DTC (fastest conversion)', DTM: 'DTM (fastest mate)' },
    result: { '1-0': 'Red wins', '0-1': 'Black wins', '1/2-1/2': 'Draw', '*': 'Undecided' },
  },
  blackMoveMark: '... ',
};
