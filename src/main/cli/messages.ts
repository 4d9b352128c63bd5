/**
 * Every line the CLI itself says when it refuses or fails, and its notes, in Simplified Chinese and
 * English; the services' problems are worded by the catalogue (shared/words), `said`. A failure
 * carries `text(code, …details)` or `said(problem)` and is put in words only when printed, in the
 * language `--lang` (or the environment) chose.
 */
import type { Problem } from '../../shared/api/problem';
import type { Lang } from '../../shared/lang';
import { say } from '../../shared/words/say';

export const TEXTS = {
  'help': { en: () => 'usage: canju <command> [arguments] [--lang zh|en]', zh: () => '用法：canju <命令> [参数] [--lang zh|en]' },
  'with-usage': {
    en: (message: string, usage: string) => `${message} (usage: canju ${usage})`,
    zh: (message: string, usage: string) => `${message}（用法：canju ${usage}）`,
  },
  'unknown-command': {
    en: (name: string) => `unknown command '${name}'; 'canju help' lists the commands`,
    zh: (name: string) => `没有 '${name}' 这个命令；'canju help' 列出所有命令`,
  },
  'unknown-option': { en: (name: string) => `unknown option --${name}`, zh: (name: string) => `无法识别的选项 --${name}` },
  'missing-value': { en: (name: string) => `--${name} needs a value`, zh: (name: string) => `选项 --${name} 缺少值` },
  'flag-value': { en: (name: string) => `--${name} takes no value`, zh: (name: string) => `选项 --${name} 不带值` },
  'extra-argument': { en: (arg: string) => `unexpected argument '${arg}'`, zh: (arg: string) => `多余的参数 '${arg}'` },
  'bad-choice': {
    en: (name: string, values: readonly string[]) => `--${name} must be one of ${values.join(', ')}`,
    zh: (name: string, values: readonly string[]) => `--${name} 只能是 ${values.join('、')} 之一`,
  },
  'bad-number': {
    en: (name: string, min: number, max: number, whole: boolean) => `--${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}`,
    zh: (name: string, min: number, max: number, whole: boolean) => `--${name} 必须是 ${min} 到 ${max} 之间的${whole ? '整数' : '数'}`,
  },
  'bad-depth': { en: () => '<depth> must be a whole number from 0 to 8', zh: () => '<深度> 必须是 0 到 8 之间的整数' },
  'analyse-limits': {
    en: () => 'give --depth or --time, not both',
    zh: () => '--depth 和 --time 只能给一个',
  },
  'analyse-prove-moves': {
    en: () => '--prove proves the position itself: give it without --moves',
    zh: () => '--prove 证明的是局面本身，不能与 --moves 同用',
  },
  'analyse-move': {
    en: (n: number, move: string) => `--moves: move ${n}, '${move}', is not a legal ICCS move there`,
    zh: (n: number, move: string) => `--moves：第 ${n} 步 '${move}' 在那个局面下不是合法的 ICCS 着法`,
  },
  'analyse-generate-prove': {
    en: () => '--generate-tables makes the tables a proof needs: give it with --prove',
    zh: () => '--generate-tables 生成证明所需的残局库，须与 --prove 同用',
  },
  'analyse-missing-table': {
    en: (material: string, positions: string, time: string, disk: string) => `${material} (${positions} positions, about ${time}, ${disk})`,
    zh: (material: string, positions: string, time: string, disk: string) => `${material}（${positions} 个局面，约 ${time}，${disk}）`,
  },
  'analyse-missing-tables': {
    en: (list: readonly string[], asked: boolean) => `tables the proof reached that the folder lacks: ${list.join(', ')}; ${asked ? 'they do not fit the proof\'s time (--time)' : '--generate-tables makes those that fit the proof\'s time'}`,
    zh: (list: readonly string[], asked: boolean) => `证明用到而目录中没有的残局库：${list.join('、')}；${asked ? '证明时限（--time）内来不及生成' : '加 --generate-tables 可生成证明时限内来得及的库'}`,
  },
  'analyse-generating': {
    en: (tables: readonly string[], seconds: string) => `generating ${tables.join(', ')} (within the proof's ${seconds} s), then proving again`,
    zh: (tables: readonly string[], seconds: string) => `生成 ${tables.join('、')}（在证明时限 ${seconds} 秒内），然后重新证明`,
  },
  'missing-fen': { en: () => 'missing <fen>', zh: () => '缺少局面 <fen>' },
  'missing-material': { en: () => 'missing <signature|Chinese name>', zh: () => '缺少子力 <子力签名|中文名>' },
  'missing-dir': { en: () => 'missing --dir <tables folder>', zh: () => '缺少 --dir <残局库目录>' },
  'missing-stipulation': { en: () => 'missing --stipulation (e.g. "Red to move and win", "Black to move and draw")', zh: () => '缺少 --stipulation（红先胜、红先和、黑先胜 或 黑先和）' },
  'study-action': {
    en: (action: string) => `unknown study action '${action}': expected import, list, export, delete or check`,
    zh: (action: string) => `没有 '${action}' 这个排局操作：应为 import、list、export、delete 或 check`,
  },
  'missing-file': { en: () => 'missing <files or folders> to import', zh: () => '缺少要导入的 <文件或目录>' },
  'missing-study': { en: () => 'missing <id> (study list shows the ids)', zh: () => '缺少排局编号 <id>（study list 列出编号）' },
  'bad-study-id': { en: (id: string) => `'${id}' is not a study id (a positive whole number)`, zh: (id: string) => `'${id}' 不是排局编号（正整数）` },
  'no-file': { en: (path: string) => `cannot read ${path}`, zh: (path: string) => `无法读取 ${path}` },
  'import-duplicate': {
    en: (file: string, id: number, title: string) => `${file}: already in the library as study ${id} (${title})`,
    zh: (file: string, id: number, title: string) => `${file}：排局库中已有，编号 ${id}（${title}）`,
  },
  'import-tally': {
    en: (imported: number, duplicates: number, failed: number, skipped: number) =>
      `${imported} imported, ${duplicates} already in the library, ${failed} file${failed === 1 ? '' : 's'} failed, ${skipped} skipped`,
    zh: (imported: number, duplicates: number, failed: number, skipped: number) =>
      `导入 ${imported} 局，已有 ${duplicates} 局，失败 ${failed} 个文件，跳过 ${skipped} 个文件`,
  },
  'list-page': {
    en: (from: number, to: number, total: number) => `studies ${from}-${to} of ${total}: --offset and --limit show others`,
    zh: (from: number, to: number, total: number) => `第 ${from}-${to} 局，共 ${total} 局：用 --offset 和 --limit 查看其他`,
  },
  'missing-format': { en: () => 'missing --format pgn|dhtmlxq|xqf|svg|png|text', zh: () => '缺少 --format pgn|dhtmlxq|xqf|svg|png|text' },
  'file-exists': {
    en: (path: string) => `${path} exists already: name the file with --out`,
    zh: (path: string) => `${path} 已存在：请用 --out 指定文件名`,
  },
  'out-is-folder': { en: (path: string) => `--out ${path} is a folder, not a file`, zh: (path: string) => `--out ${path} 是目录，不是文件` },
  'cannot-write': { en: (path: string, code: string) => `cannot write ${path} (${code})`, zh: (path: string, code: string) => `无法写入 ${path}（${code}）` },
  'no-stipulation-found': {
    en: () => 'note: the file states no stipulation (such as "Red to move and win" in its title or event, or a result); study check needs one: import again with --stipulation',
    zh: () => '注意：文件中没有要求（标题或赛事中的 红先胜 等，或对局结果）；study check 需要要求：请加上 --stipulation 重新导入',
  },
  'no-folder': { en: (dir: string) => `no folder ${dir}`, zh: (dir: string) => `没有目录 ${dir}` },
  'not-a-folder': { en: (dir: string) => `${dir} is a file, not a folder`, zh: (dir: string) => `${dir} 是文件，不是目录` },
  'dtm-left-out': {
    en: (material: string, detail: string) => `warning: the DTM table of ${material} is corrupt and was left out (DTC values still shown): ${detail}`,
    zh: (material: string, detail: string) => `警告：${material} 的 DTM 库已损坏，未使用（DTC 值照常给出）：${detail}`,
  },
  'gen-cancelled': {
    en: () => 'cancelled: finished tables are kept; the table in progress was not written',
    zh: () => '已取消：已完成的残局库保留，正在生成的残局库没有写入',
  },
  'unexpected': { en: (message: string) => `unexpected error (please report it): ${message}`, zh: (message: string) => `意外错误（请报告这个问题）：${message}` },
  'recovered': {
    en: (name: string) => `${name}: a finished table left under its temporary name, now moved into place`,
    zh: (name: string) => `${name}：一个留在临时文件名下的完整残局库，已移到位`,
  },
  'kept-temporary': {
    en: (name: string) => `${name}: a finished table that still cannot be renamed into place (another program holds it open?); tried again next time`,
    zh: (name: string) => `${name}：一个完整的残局库仍无法改名到位（可能有别的程序打开着它），下次再试`,
  },
  'tree-header': {
    en: (stipulation: string, outcome: string, nodes: number) => `${stipulation}: ${outcome}; ${nodes} nodes`,
    zh: (stipulation: string, outcome: string, nodes: number) => `${stipulation}：${outcome}；共 ${nodes} 个节点`,
  },
  'tree-outcome': {
    en: (wdl: 'win' | 'draw' | 'loss' | 'unproven', dtc: number) => (wdl === 'unproven' ? 'not proven within the limits' : wdl === 'draw' ? 'the side to move draws' : `the side to move ${wdl === 'win' ? 'wins' : 'loses'}, DTC ${dtc}`),
    zh: (wdl: 'win' | 'draw' | 'loss' | 'unproven', dtc: number) => (wdl === 'unproven' ? '在限度内未能证明' : wdl === 'draw' ? '走子方和' : `走子方${wdl === 'win' ? '胜' : '负'}，DTC ${dtc}`),
  },
  'tree-progress': { en: (nodes: number) => `${nodes} nodes`, zh: (nodes: number) => `${nodes} 个节点` },
  'foreign': { en: (names: readonly string[]) => `not tables, left alone: ${names.join(', ')}`, zh: (names: readonly string[]) => `不是残局库，未做处理：${names.join('、')}` },
} satisfies Record<string, Record<Lang, (...details: never[]) => string>>;

export type TextCode = keyof typeof TEXTS;
/** A message that is put in words once the language is known. */
export type Text = (lang: Lang) => string;

export function text<C extends TextCode>(code: C, ...details: Parameters<(typeof TEXTS)[C]['en']>): Text {
  return (lang) => (TEXTS[code][lang] as (...d: typeof details) => string)(...details);
}

/** A problem of the services (or of a value the CLI read), put in words once the language is known. */
export function said(problem: Problem): Text {
  return (lang) => say(problem, lang);
}
