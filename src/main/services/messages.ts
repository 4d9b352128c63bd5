/** The services' error messages, in Simplified Chinese and English. */
import type { Problem } from '../../shared/api/contract';
import type { Lang } from '../../shared/lang';

const MESSAGES = {
  'missing-tables': { zh: (a: string) => `缺少残局库：${a}`, en: (a: string) => `missing tables: ${a}` },
  'corrupt-table': { zh: (a: string) => `残局库已损坏：${a}`, en: (a: string) => `table is corrupt: ${a}` },
  'corrupt-dtm-table': { zh: (a: string) => `DTM 库损坏（DTC 库仍可使用）：${a}`, en: (a: string) => `DTM table corrupt (the DTC table is still usable): ${a}` },
  'bad-material': { zh: (a: string) => `无法识别的子力：${a}`, en: (a: string) => `unrecognised material: ${a}` },
  'too-large': { zh: (a: string) => `${a} 子力太多，无法建立残局库`, en: (a: string) => `${a} has too many pieces for a tablebase` },
  'drawn-by-rule': { zh: () => '双方都没有进攻子力，按规则为和棋，不需要残局库', en: () => 'neither side has an attacking piece: a draw by rule, no table needed' },
  'job-running': { zh: (a: string) => `已有生成任务在进行：${a}`, en: (a: string) => `a generation is already running: ${a}` },
  'memory-budget': {
    zh: (a: string) => `内存不够：${a}`,
    en: (a: string) => `not enough memory: ${a}`,
  },
  'nothing-to-generate': { zh: (a: string) => `${a} 及其子库都已存在`, en: (a: string) => `${a} and its sub-tables already exist` },
  'no-job': { zh: (a: string) => `没有编号为 ${a} 的进行中任务`, en: (a: string) => `no running job ${a}` },
  'no-table': { zh: (a: string) => `目录中没有残局库 ${a}`, en: (a: string) => `no table ${a} in the catalogue` },
  'table-in-use': { zh: (a: string) => `残局库 ${a} 正在生成或被使用，不能删除`, en: (a: string) => `table ${a} is being generated and cannot be deleted` },
  'no-study': { zh: (a: string) => `没有编号为 ${a} 的排局`, en: (a: string) => `no study ${a}` },
  'not-won': { zh: () => '这个局面不是胜负局面，没有可以导出的胜法', en: () => 'the position is not won or lost: there is no winning line to export' },
  'bad-stipulation': {
    zh: (a: string) => `无法识别的要求：'${a}'（应为 红先胜、红先和、黑先胜 或 黑先和）`,
    en: (a: string) => `unrecognised stipulation '${a}' (expected 红先胜, 红先和, 黑先胜, 黑先和, or e.g. "Red to move and win")`,
  },
  'no-stipulation': { zh: (a: string) => `排局 ${a} 没有要求（红先胜等）`, en: (a: string) => `study ${a} has no stipulation (红先胜 or the like)` },
  'stipulation-turn': { zh: (a: string) => `要求是${a}，但局面不是这一方走棋`, en: (a: string) => `the stipulation is ${a}, but that side is not to move` },
  'stipulation-wrong': { zh: (a: string) => `残局库的结果是${a}，与要求不符`, en: (a: string) => `the tables say ${a}, not the stipulated result` },
  'tree-cancelled': { zh: () => '解法树的生成已取消', en: () => 'the solution tree was cancelled' },
  'tree-busy': { zh: () => '解法树正在生成，请稍候', en: () => 'a solution tree is being built; try again when it is done' },
  'no-tree': { zh: () => '还没有解法树', en: () => 'no solution tree has been built' },
  'no-tree-node': { zh: (a: string) => `解法树中没有编号为 ${a} 的着法`, en: (a: string) => `no move ${a} in the solution tree` },
  'study-exists': { zh: (a: string) => `这个排局已在排局库中（编号 ${a}）`, en: (a: string) => `this study is already in the library (study ${a})` },
  'not-deleted': { zh: (a: string) => `没有可以恢复的已删除排局 ${a}（排局库重新打开后，删除的排局就清除了）`, en: (a: string) => `no deleted study ${a} to restore (deleted studies are purged when the library is next opened)` },
  'not-study-file': { zh: (a: string) => `${a}：不是排局文件（PGN、DhtmlXQ 或 XQF）`, en: (a: string) => `${a}: not a study file (PGN, DhtmlXQ or XQF)` },
  'unreadable-file': { zh: (a: string) => `无法读取 ${a}`, en: (a: string) => `cannot read ${a}` },
  'game-number': { zh: (a: string) => `第 ${a} 局：`, en: (a: string) => `game ${a}: ` },
  'bad-import': { zh: (a: string) => `${a}：文件内容不是有效的 base64`, en: (a: string) => `${a}: the file's content is not valid base64` },
  'export-format': { zh: (a: string) => `这个版本还不能导出 ${a} 格式`, en: (a: string) => `this build cannot export ${a} yet` },
  'encoding': { zh: (a: string) => `无法用 GBK 编码：${a}`, en: (a: string) => `cannot be encoded in GBK: ${a}` },
  'engine-path': { zh: (a: string) => `引擎路径要写完整（从根目录或盘符开始）：${a}`, en: (a: string) => `give the engine's full path (from the root or a drive letter): ${a}` },
  'engine-missing': { zh: (a: string) => `找不到引擎程序：${a}`, en: (a: string) => `no engine program at ${a}` },
  'not-an-engine': { zh: (a: string) => `${a} 不是 UCI 或 UCCI 象棋引擎：它没有回答 uciok 或 ucciok`, en: (a: string) => `${a} is not a UCI or UCCI engine: it answered neither uciok nor ucciok` },
  'engine-died': { zh: (a: string) => `引擎意外退出：${a}`, en: (a: string) => `the engine quit unexpectedly: ${a}` },
  'engine-timeout': { zh: (a: string) => `引擎没有响应：${a}`, en: (a: string) => `the engine stopped answering: ${a}` },
  'analysis-failed': { zh: (a: string) => `分析出错：${a}`, en: (a: string) => `the analysis failed: ${a}` },
  'bad-edits': { zh: (a: string) => `排局的编辑中有不合规则的着法：${a}`, en: (a: string) => `the study's edits hold an illegal move: ${a}` },
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function problem(code: MessageCode, lang: Lang, detail = ''): Problem {
  return { code, message: MESSAGES[code][lang](detail) };
}

export function failure(code: MessageCode, lang: Lang, detail = ''): { ok: false; errors: Problem[] } {
  return { ok: false, errors: [problem(code, lang, detail)] };
}
