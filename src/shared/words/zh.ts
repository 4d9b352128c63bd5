/** Every word of the catalogue in Simplified Chinese (words.ts says what each one is). */
import type { CorruptTable, Problem } from '../api/problem';
import type { DhtmlxqMoveProblem, PgnMoveProblem, ReadError } from '../formats/readError';
import { fileNumber, fileNumeral, lineNumber } from '../notation/points';
import type { Notation } from '../notation/types';
import type { FenProblem } from '../rules/fen';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from '../rules/piece';
import { fileOf, rowOf } from '../rules/square';
import type { Violation } from '../rules/validate';
import { describeScore } from '../search/score';
import { stipulationName } from '../study/stipulation';
import { type PrintedTag, type Words, readLine, word } from './words';

const side = (color: Color) => (color === RED ? '红方' : '黑方');

/** Each side's name of a piece kind: 帅/将, 仕/士, 相/象 …. */
const PIECES: Record<PieceKind, readonly [string, string]> = {
  [KING]: ['帅', '将'], [ADVISOR]: ['仕', '士'], [ELEPHANT]: ['相', '象'], [HORSE]: ['马', '马'],
  [ROOK]: ['车', '车'], [CANNON]: ['炮', '炮'], [PAWN]: ['兵', '卒'],
};
const piece = (color: Color, kind: PieceKind) => PIECES[kind][color];

/** A material's piece by kind (index 0 unused), as signatures and names count them. */
const MATERIAL_PIECES = ['', '将', '士', '象', '马', '车', '炮', '兵'];

/** A point as a side names it: its file number and its line from that side's back rank (红方五路第3横线). */
function point(square: number, color: Color): string {
  return `${side(color)}${fileNumeral(color, fileNumber(color, fileOf(square)))}路第${lineNumber(color, rowOf(square))}横线`;
}

const violation: Words['violation'] = {
  'invalid-square': (v) => `无效的棋盘位置（${v.square}）`,
  'invalid-piece': (v) => `${point(v.square, RED)}上的棋子无效`,
  'two-on-point': (v) => `${point(v.square, RED)}上放了两枚棋子`,
  'missing-king': (v) => `${side(v.color)}缺少${piece(v.color, KING)}`,
  'too-many': (v) => `${side(v.color)}${piece(v.color, v.kind)}过多（${v.count} 个，最多 ${v.max} 个）`,
  'king-outside-palace': (v) => `${side(v.color)}${piece(v.color, KING)}不在九宫内（${point(v.square, v.color)}）`,
  'advisor-off-point': (v) => `${side(v.color)}${piece(v.color, ADVISOR)}不在九宫的士位上（${point(v.square, v.color)}）`,
  'elephant-off-point': (v) => `${side(v.color)}${piece(v.color, ELEPHANT)}不在本方的象位上，象不能过河（${point(v.square, v.color)}）`,
  'pawn-unreachable': (v) => `${side(v.color)}${piece(v.color, PAWN)}在它永远走不到的位置（${point(v.square, v.color)}）`,
  'kings-facing': () => '将帅在同一直线上照面，中间没有棋子',
  'opponent-in-check': (v) => `${side(v.color)}不该走棋却正被将军`,
};

const fen: Words['fen'] = {
  'empty': () => 'FEN 是空的',
  'ranks': (e) => `FEN 的棋盘有 ${e.count} 行；象棋棋盘有 10 行`,
  'piece-letter': (e) => `第 ${e.rank} 行有无法识别的棋子字母 '${e.letter}'`,
  'rank-width': (e) => `第 ${e.rank} 行（'${e.text}'）占 ${e.files} 列；象棋棋盘有 9 列`,
  'turn': (e) => `走棋方只能是 'w'（或 'r'）或 'b'，不能是 '${e.text}'`,
};

/** Every broken rule of a setup, one after another. */
const broken = (violations: readonly Violation[]) => violations.map((v) => word(violation, v)).join('；');

const RESULTS = '1-0、0-1、1/2-1/2 或 *';
const NOTATIONS: Readonly<Record<Notation, string>> = { chinese: '中文记谱', wxf: 'WXF 记谱', iccs: 'ICCS 坐标' };

/** Why a PGN move names no move. */
function pgnMoveProblem(p: PgnMoveProblem): string {
  switch (p.error) {
    case 'malformed':
      return `不是${NOTATIONS[p.notation]}着法${p.formatGiven ? '' : '（文件没有 Format 标签，着法按中文记谱读；WXF 或 ICCS 着法需要 [Format "WXF"] 或 [Format "ICCS"]）'}`;
    case 'ambiguous':
      return '有歧义，可指不止一个合法着法（同一路上有两枚相同的棋子时要写明前、后）';
    case 'no-piece':
      return `起点上没有${side(p.turn)}棋子`;
    case 'illegal':
      return p.exposesKing ? '走后己方被将军或将帅照面，不合规则' : '这个棋子不能这样走';
    case 'no-match':
      return '这个局面中没有这样写的合法着法';
  }
}

const pgnMove = (e: ReadError & { readonly params: PgnMoveProblem }) =>
  `${side(e.params.turn)}着法「${e.move}」${e.params.error === 'malformed' ? '' : '无法走出：'}${pgnMoveProblem(e.params)}（局面 ${e.fen}）`;

const DHTMLXQ_MOVES: Readonly<Record<DhtmlxqMoveProblem, (turn: Color) => string>> = {
  'off-board': () => '坐标不在棋盘上',
  'no-piece': () => '起点上没有棋子',
  'not-its-turn': (turn) => (turn === RED ? '起点上是黑方的棋子，而该红方走棋' : '起点上是红方的棋子，而该黑方走棋'),
  'cannot-move': () => '这个棋子不能这样走',
  'exposes-king': () => '走后己方被将军或将帅照面，不合规则',
};

const material: Words['material'] = {
  'signature-sides': (e) => `'${e.text}' 要用一个 '-' 分开红方和黑方的棋子`,
  'piece-letter': (e) => `'${e.text}' 中有无法识别的棋子字母 '${e.letter}'（可用 K A B N R C P）`,
  'kings': (e) => `${side(e.color)}要有且只有一个将（K），不能是 ${e.count} 个`,
  'too-many': (e) => `${side(e.color)}的${MATERIAL_PIECES[e.kind]}太多（${e.count} 个，最多 ${e.max} 个）`,
  'name-sides': (e) => `'${e.text}' 要用"对"分开红方和黑方的棋子（例如 车兵对马炮双士）`,
  'unknown-word': (e) => `${side(e.color)}的名称中有无法识别的词 '${e.word}'`,
};

/** The Chinese words of a stipulation are the form the catalogue stores. */
const stipulation: Words['stipulation'] = stipulationName;
/** A distance in plies the search proved: to mate, or to a rule's verdict. */
const plies = (n: number, mate: boolean) => `${n} 半回合${mate ? '杀' : ''}`;
const WDL = { win: '胜', draw: '和', loss: '负' } as const;
/** A repetition order after a distance (the value's 层 of the rule passes that decided it). */
const order = (k: number) => ` 第 ${k} 层`;
const tableResult: Words['tableResult'] = (v, turn) => {
  const far = v.proof === 'search' ? plies(v.dtc, v.dtm != null) : `DTC ${v.dtc}`;
  return `${turn === RED ? '红' : '黑'}先${WDL[v.wdl]}${v.wdl === 'draw' ? '' : ` (${far}${v.order ? order(v.order) : ''})`}`;
};
const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(2);
const tableName = (t: CorruptTable) => `${t.material}${t.metric === 'dtm' ? ' DTM' : ''}`;
const corrupt = (t: CorruptTable) => `残局库 ${tableName(t)} 已损坏：${t.detail}`;
const illegalPosition = (violations: readonly Violation[]) => `局面不合规则：${broken(violations)}`;
const badFen = (problem: FenProblem) => `FEN 有误：${word(fen, problem)}`;

const problem: Words['problem'] = {
  'bad-fen': (p) => badFen(p.problem),
  'broken-rule': (p) => word(violation, p.violation),
  'illegal-position': (p) => illegalPosition(p.violations),
  'bad-material': (p) => `无法识别的子力：${p.reason === undefined ? p.text : 'fen' in p.reason ? word(fen, p.reason.fen) : word(material, p.reason.material)}`,
  'too-large': (p) => `${p.material} 子力太多，无法建立残局库`,
  'missing-tables': (p) => `缺少残局库：${p.materials.join('、')}`,
  'verify-missing': (p) => `缺少残局库：${p.materials.join('、')}（校验 ${p.table} 需要它们）`,
  'corrupt-table': corrupt,
  'corrupt-file': (p) => `残局库已损坏：${p.detail}`,
  'corrupt-dtm-table': (p) => `DTM 库损坏（DTC 库仍可使用）：${p.tables.map(corrupt).join('；')}`,
  'no-table': (p) => `目录中没有残局库 ${p.material}`,
  'no-table-file': (p) => `${p.path} 处没有残局库 ${p.material}`,
  'table-in-use': (p) => `残局库 ${p.material} 正在生成或被使用，不能删除`,
  'value-code-limit': (p) => `这个残局库需要${p.what === 'order' ? `超过 ${p.limit} 层的循环判定` : `超过 ${p.limit} 步的 DTC`}，超出了文件格式的容量；没有写入`,
  'count-too-large': (p) => `${p.material} 有 ${p.boards} 个棋盘布局，xiangqitb 计法最多只算 ${p.limit} 个`,
  'count-needs-dtm': (p) => `xiangqitb 计法需要 ${p.material} 的 DTM 残局库：请用 gen --dtm 生成`,
  'job-running': (p) => `已有生成任务在进行：${p.material}`,
  'nothing-to-generate': (p) => `${p.material} 及其子库都已存在`,
  'memory-budget': (p) => `${p.table} 需要约 ${gib(p.neededBytes)} GiB 工作内存，超过了上限 ${gib(p.budgetBytes)} GiB`,
  'no-job': (p) => `没有编号为 ${p.id} 的进行中任务`,
  'rename-failed': (p) => `无法把 ${p.from} 改名为 ${p.to}（${p.errno}，可能有别的程序打开着它）：` +
    `${p.from} 保留；下次在 ${p.dir} 上运行 list 或 gen，或打开残局程序时，会把它移到位`,
  'cancelled': () => '已取消',
  'no-study': (p) => `没有编号为 ${p.id} 的排局`,
  'study-exists': (p) => `这个排局已在排局库中（编号 ${p.id}）`,
  'not-deleted': (p) => `没有可以恢复的已删除排局 ${p.id}（排局库重新打开后，删除的排局就清除了）`,
  'bad-stipulation': (p) => `无法识别的要求：'${p.text}'（应为 红先胜、红先和、黑先胜 或 黑先和）`,
  'no-stipulation': (p) => `排局 ${p.id} 没有要求（红先胜等）`,
  'stipulation-turn': (p) => `要求是${stipulation(p.stipulation)}，但局面不是这一方走棋`,
  'stipulation-wrong': (p) => `残局库的结果是${tableResult(p.value, p.turn)}，与要求不符`,
  'bad-edits': (p) => `排局的编辑中有不合规则的着法：${p.moves.join(' ')}`,
  'tree-cancelled': () => '解法树的生成已取消',
  'tree-busy': () => '解法树正在生成，请稍候',
  'no-tree': () => '该树已不再打开（已关闭或已被新的树取代），请重新打开',
  'tree-read-only': () => '生成的解法树不能编辑，请先将其保留为排局的解法',
  'tree-start': () => '解法树的起始局面与排局不同',
  'tree-too-large': (p) => `解法树已达 ${p.limit} 个节点的上限而停止，显示已生成的部分`,
  'no-tree-node': (p) => `解法树中没有编号为 ${p.id} 的着法`,
  'import-failed': (p) => `${p.file}：未导入，发生意外错误：${p.detail}`,
  'not-study-file': (p) => `${p.file}：不是排局文件（PGN、DhtmlXQ 或 XQF）`,
  'unreadable-file': (p) => `无法读取 ${p.file} (${p.errno})`,
  'unreadable-study': (p) => readLine(read, p.file, p.error),
  'study-position': (p) => `${p.file}: ${p.game === null ? '' : `第 ${p.game} 局：`}${p.problems.map(sayProblem).join('；')}`,
  'not-won': () => '这个局面不是胜负局面，没有可以导出的胜法',
  'encoding': (p) => `无法用 GBK 编码：'${p.char}' 在 GBK 中没有编码`,
  'engine-path': (p) => `引擎路径要写完整（从根目录或盘符开始）：${p.path}`,
  'engine-missing': (p) => `找不到引擎程序：${p.path}`,
  'not-an-engine': (p) => `${p.path} 不是 UCI 或 UCCI 象棋引擎：它没有回答 uciok 或 ucciok`,
  'engine-died': (p) => `引擎意外退出：${p.path}`,
  'engine-timeout': (p) => `引擎没有响应：${p.path}`,
  'analysis-failed': (p) => `分析出错：${p.detail}`,
  'folder-locked': (p) => `残局库目录 ${p.dir} 正被 ${p.holder.owner} 使用（${p.holder.host} 上的进程 ${p.holder.pid}，自 ${p.holder.since} 起）；请先关闭它，或换一个目录`,
  'folder-unusable': (p) => `无法使用残局库目录 ${p.dir}：${p.detail}`,
  'catalogue-unusable': (p) => `无法打开残局库目录 ${p.dir} 中的目录数据库 catalogue.sqlite：${p.detail}`,
  'database-module': (p) => `数据库模块（better-sqlite3）无法加载，请重新安装残局：${p.detail}`,
  'services-failed': (p) => `残局服务无法在 ${p.dir} 启动：${p.detail}`,
  'internal': (p) => `服务出错，请重试：${p.detail}`,
  'bad-argument': (p) => `请求有误：${p.detail}`,
};
const read: Words['read'] = {
  place: (p) => (p.line !== undefined ? `第 ${p.line} 行第 ${p.column ?? 1} 列` : p.offset !== undefined ? `第 0x${p.offset.toString(16)} 字节` : ''),
  pgn: {
    'unclosed-comment': () => '注释的「{」没有配对的「}」',
    'stray-brace': () => '「}」前面没有配对的「{」',
    'bad-nag': () => '「$」后面应是注释符号的编号，如 $1',
    'bad-tag': (e) => `标签 ${e.params.tag} 的写法不对：应为 [名称 "值"]`,
    'bad-format': (e) => `无法识别的记谱格式 Format "${e.params.value}"：应为 Chinese、WXF 或 ICCS`,
    'bad-fen': (e) => `FEN 标签 "${e.params.value}" 有误：${word(fen, e.params.problem)}`,
    'illegal-position': (e) => `FEN 标签 "${e.params.value}" 的局面不合规则：${broken(e.params.violations)}`,
    'unclosed-variation': () => '变着的「(」没有配对的「)」',
    'stray-paren': () => '「)」前面没有配对的「(」',
    'variation-first': () => '变着「(」出现在任何着法之前，没有可替换的着法',
    'deep-variation': (e) => `变着嵌套超过 ${e.params.most} 层`,
    'result-in-variation': () => '变着里出现了对局结果：结果只能写在主线末尾',
    'no-result': () => `下一局的标签之前，这一局没有结果（${RESULTS}）`,
    'truncated': () => `文件在这一局的结果（${RESULTS}）之前就结束了，可能不完整`,
    'no-game': () => '文件里没有棋局',
    'bad-move': pgnMove,
    'illegal-move': pgnMove,
    'ambiguous-move': pgnMove,
  },
  dhtmlxq: {
    'no-block': () => '文本中没有 [DhtmlXQ] 棋谱块',
    'truncated': (e) => `第 ${e.params.line} 行开始的 [DhtmlXQ] 棋谱块没有结束标记 [/DhtmlXQ]，文本可能不完整`,
    'unclosed-block': () => '这个 [DhtmlXQ] 棋谱块在下一个棋谱块开始之前没有结束标记 [/DhtmlXQ]',
    'unclosed-tag': (e) => `标签 [DhtmlXQ_${e.params.name}] 在下一个标签之前没有结束标签 [/DhtmlXQ_${e.params.name}]`,
    'duplicate-tag': (e) => `标签 [DhtmlXQ_${e.params.name}] 重复出现，无法确定用哪一个`,
    'bad-variation': (e) => `变着 [DhtmlXQ_${e.params.name}] 的编号为 0，而 0 号是主线`,
    'bad-binit': (e) => `起始局面 binit「${e.params.value}」应为 64 位数字（32 枚棋子各两位：列、行）`,
    'bad-fen': (e) => `FEN 标签「${e.params.value}」有误：${word(fen, e.params.problem)}`,
    'illegal-position': (e) => `起始局面（${e.params.source}）不合规则：${broken(e.params.violations)}`,
    'bad-movelist': (e) => `[DhtmlXQ_${e.params.name}] 的着法应为每步 4 位数字（起点列、行，终点列、行），这里${e.params.found === null ? '最后一步不足 4 位' : `有「${e.params.found}」`}`,
    'illegal-move': (e) => `${side(e.params.turn)}着法 ${e.move} 无法走出：${DHTMLXQ_MOVES[e.params.why](e.params.turn)}（局面 ${e.fen}）`,
  },
  xqf: {
    'bad-magic': () => '不是 XQF 棋谱：文件不以 "XQ" 开头',
    'unknown-version': (e) => `未知的 XQF 版本 ${e.params.version}（可读版本最高为 ${e.params.last}）`,
    'truncated-header': (e) => `文件头不完整：XQF 文件头为 1024 字节，文件只有 ${e.params.length} 字节`,
    'bad-keys': () => '加密钥匙的校验和不为零，文件已损坏',
    'illegal-position': (e) => `开局局面不合法：${broken(e.params.violations)}`,
    'truncated-moves': () => '着法记录不完整：文件在一条记录中间结束',
    'comment-overrun': (e) => `注释长度为 ${e.params.length} 字节，但文件只剩 ${e.params.left} 字节`,
    'off-board': (e) => `着法的${e.params.end === 'from' ? '起点' : '终点'}不在棋盘上（编码 ${e.params.point}）`,
    'illegal-move': (e) => `着法 ${e.move} 在局面 ${e.fen} 中不合法`,
  },
};

const sayProblem = (p: Problem) => (problem[p.code] as (params: Problem['params']) => string)(p.params);


const report: Words['report'] = {
  colon: '：',
  list: '、',
  title: '排局检验',
  table: (result, agrees) => `残局库：${result}，${agrees ? '与要求相符' : '与要求不符'}`,
  searched: (result, agrees) => `搜索证明：${result}，${agrees ? '与要求相符' : '与要求不符'}`,
  startUnproven: '搜索：限制内未能证明起始局面的结果',
  sound: '结论：完整（关键着是唯一达到要求的着法）',
  unsound: (reason) => `结论：不完整（${reason}）`,
  unproven: (where) => `结论：未证明（限制内找不到证明：${where}）`,
  atStart: '起始局面的结果',
  keyOthers: (key, n) => `关键着 ${key} 之外另有 ${n} 着未能证明达不到要求`,
  plies,
  order,
  marks: { table: '库', search: '搜索证明', unproven: '未证明' },
  provenBy: '证明方式：',
  plyRange: (from, to) => (from === to ? `第 ${from} 步` : `第 ${from}–${to} 步`),
  notProven: '其他着法未能证明：',
  wrongResult: '残局库的结果不是要求的结果',
  wrongTurn: '要求的先行方不是局面的走子方',
  keyDuals: (key) => `关键着 ${key} 不是唯一达到要求的着法`,
  keyLoses: (key) => `关键着 ${key} 达不到要求`,
  line: (source, plies) => `主线（${source === 'study' ? '排局所附' : '残局库最佳着法'}，共 ${plies} 步）：`,
  only: '唯一着',
  forced: '唯一应着',
  try: (text) => `试着 ${text}`,
  refuted: (answer, only) => `应以 ${answer}${only ? '（唯一着）' : ''}`,
  deadDraw: '双方无进攻子力，和棋',
  flaws: '瑕疵：',
  noFlaws: '瑕疵：无',
  ply: (n, move) => `第 ${n} 步 ${move}`,
  count: (n) => ` ${n} 个`,
  wdl: { win: '胜', draw: '和', loss: '负' },
  kinds: {
    transposes: '双着（回到主线）', 'loses-time': '双着（只是浪费时间）', alternative: '双着（另一种解法）',
    'better-defence': '守方有更顽强的应着', 'gives-up': '这步棋达不到要求', unproven: '限制内未能证明这步棋的结果',
  },
};

/** PGN tags by their Chinese names. */
const TAG_LABELS: Readonly<Record<PrintedTag | 'Result' | 'FEN', string>> = {
  Event: '赛事', Site: '地点', Date: '日期', Round: '轮次', Red: '红方', RedTeam: '红队', Black: '黑方',
  BlackTeam: '黑队', Opening: '开局', Variation: '变例', ECCO: 'ECCO', Annotator: '评注', Result: '结果',
  FEN: '局面', Title: '标题', Author: '作者', Composer: '作者', Source: '出处', Stipulation: '要求',
  Remark: '备注', Metric: '度量',
};

export const zh: Words = {
  violation,
  fen,
  material,
  placedPawns: (words, signature, name) => `${words.join('、')}说的是排局中兵的位置，不属于子力：残局库 ${signature}（${name}）包括兵在每个位置的局面`,
  read,
  problem,
  engine: {
    'fen': (n) => badFen(n.problem),
    'illegal-position': (n) => illegalPosition(n.violations),
    'illegal-move': (n) => `第 ${n.index} 步 '${n.move}' 在那个局面下不是合法的 ICCS 着法；局面停在它之前`,
    'no-position': () => '没有可搜索的局面：请先发送合法的 position 指令',
    'no-folder': (n) => `没有目录 ${n.dir}，残局库未改变`,
    'tables': (n) => `残局库目录：${n.dir}`,
    'unsupported': (n) => `不支持 ${n.command}，已忽略`,
    'corrupt': (n) => `已跳过损坏的残局库：${n.materials.join('、')}`,
    'failed': (n) => `搜索失败：${n.detail}`,
  },
  score: (score) => {
    const d = describeScore(score);
    if (d.kind === 'value') return (d.value >= 0 ? '+' : '') + (d.value / 100).toFixed(2);
    const what = d.kind === 'mate' ? (d.winner === 'us' ? `${d.moves}步杀` : `${d.moves}步被杀`) : (d.winner === 'us' ? `库胜${d.moves}步` : `库负${d.moves}步`);
    return what + (d.kind === 'table' && d.order > 0 ? `（第${d.order}序）` : '');
  },
  stipulation,
  tableResult,
  report,
  line: {
    distances: (dtc, dtm, metric, order) => `${metric === 'dtm' ? `DTM ${dtm}，` : ''}DTC ${dtc}${order > 0 ? `，长将判负第${order}层` : ''}`,
    title: { dtc: '残局库最佳着法', dtm: '残局库最快杀棋着法（按 DTM）' },
    end: { checkmate: '绝杀', stalemate: '困毙', draw: '和棋', 'perpetual-check': '长将', limit: '（截断）' },
    conversion: (name, signature, left) => `吃子转换，进入${name}（${signature}），${left}，胜负已定`,
  },
  plainText: {
    label: (tag) => `${TAG_LABELS[tag]}：`,
    metric: { DTC: 'DTC（最快转换）', DTM: 'DTM（最快杀棋）' },
    result: { '1-0': '红胜', '0-1': '黑胜', '1/2-1/2': '和棋', '*': '未定' },
  },
  blackMoveMark: '…… ',
};
