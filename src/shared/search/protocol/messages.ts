/**
 * The engine's words to the user (sent as UCI `info string` / UCCI `info message`), in Simplified
 * Chinese and English: why a position was refused, what a command asked that the engine cannot do.
 */
import type { PositionProblem } from './position';
import type { Lang } from '../../lang';
import { sayFen, sayViolation } from '../../words/say';

export type EngineNotice =
  | PositionProblem
  | { readonly code: 'no-position' }
  | { readonly code: 'no-folder'; readonly dir: string }
  | { readonly code: 'tables'; readonly dir: string }
  | { readonly code: 'unsupported'; readonly command: string }
  | { readonly code: 'corrupt'; readonly materials: readonly string[] }
  | { readonly code: 'failed'; readonly detail: string };

export function describeNotice(n: EngineNotice, lang: Lang): string {
  const zh = lang === 'zh';
  switch (n.code) {
    case 'fen':
      return zh ? `FEN 有误：${sayFen(n.problem, lang)}` : `bad FEN: ${sayFen(n.problem, lang)}`;
    case 'illegal-position': {
      const reasons = n.violations.map((v) => sayViolation(v, lang));
      return zh ? `局面不合规则：${reasons.join('；')}` : `illegal position: ${reasons.join('; ')}`;
    }
    case 'illegal-move':
      return zh
        ? `第 ${n.index} 步 '${n.move}' 在那个局面下不是合法的 ICCS 着法；局面停在它之前`
        : `move ${n.index}, '${n.move}', is not a legal ICCS move there; the position stops before it`;
    case 'no-position':
      return zh ? '没有可搜索的局面：请先发送合法的 position 指令' : 'no position to search: send a valid position command first';
    case 'no-folder':
      return zh ? `没有目录 ${n.dir}，残局库未改变` : `no folder ${n.dir}; the tables are unchanged`;
    case 'tables':
      return zh ? `残局库目录：${n.dir}` : `tables folder: ${n.dir}`;
    case 'unsupported':
      return zh ? `不支持 ${n.command}，已忽略` : `${n.command} is not supported and was ignored`;
    case 'corrupt':
      return zh ? `已跳过损坏的残局库：${n.materials.join('、')}` : `corrupt tables left out: ${n.materials.join(', ')}`;
    case 'failed':
      return zh ? `搜索失败：${n.detail}` : `the search failed: ${n.detail}`;
  }
}
