import { MAX_TREE_DEPTH, type TreeInfo } from '../../../shared/api/contract';
import { BLACK } from '../../../shared/rules/piece';
import { Position } from '../../../shared/rules/position';
import { numberedMove, sayStipulation } from '../../../shared/words/say';
import { parseStipulation } from '../../../shared/study/stipulation';
import type { TreeMove } from '../../../shared/study/solutionTree';
import type { Node } from '../../../shared/study/tree';
import { walk } from '../../../shared/study/walk';
import { TreeService } from '../../services/treeService';
import { studyProving } from '../../services/studyProving';
import { PROOF_BUDGET_OPTIONS, proofBudgetArg } from '../proofBudget';
import { numberArg } from '../args';
import type { Command } from '../command';
import { UsageError } from '../failure';
import type { CliIo } from '../io';
import { cancelOnInterrupt } from '../interrupt';
import { text } from '../messages';
import { positionArg } from '../position';
import { answered } from '../serviceAnswer';
import { tablesDir, withFolder } from '../tablesFolder';
import type { Lang } from '../../../shared/lang';

/** Progress lines on stderr at most this often. */
const PROGRESS_MS = 1000;

function describe(m: TreeMove): string {
  const value = m.wdl === 'draw' ? 'draw' : `${m.wdl} DTC ${m.dtc}${m.order ? ` order ${m.order}` : ''}`;
  const end = m.end === null ? '' : m.end === 'transposition' ? ` [transposition → #${m.transposition}]` : ` [${m.end}]`;
  return `${m.iccs} #${m.id} ${m.role}${m.only ? ' only' : ''} ${value}${end}`;
}

/** How far a line of the printed tree is indented: two spaces a ply. */
class Indent {
  constructor(public text = '') {}

  clone(): Indent {
    return new Indent(this.text);
  }
}

/** One line per node, a node's replies below it, indented one step further. */
function printTree(tree: TreeInfo, root: Node<TreeMove>, io: CliIo, lang: Lang): void {
  const blackFirst = Position.fromFen(tree.fen).turn === BLACK;
  const value = tree.value!;
  // A start beyond the tables that the search could not settle states no result (its value is a placeholder).
  const outcome = text('tree-outcome', tree.proof === 'unproven' ? 'unproven' : value.wdl, value.dtc)(lang);
  const stipulation = parseStipulation(tree.stipulation);
  io.out(text('tree-header', stipulation ? sayStipulation(stipulation, lang) : tree.stipulation, outcome, tree.nodes)(lang));
  walk(root, new Indent(), (indent, node) => {
    io.out(`${indent.text}${numberedMove(node.data.ply, node.data.text, blackFirst, lang)} ${describe(node.data)}`);
    indent.text += '  ';
  });
}

export const treeCommand: Command = {
  name: 'tree',
  usage: {
    en: 'tree <fen> --stipulation 红先胜|红先和|黑先胜|黑先和 --dir <tables> [--depth N] [--known KR-K,…] [--proof-time S] [--proof-depth N] [--json]',
    zh: 'tree <fen> --stipulation 红先胜|红先和|黑先胜|黑先和 --dir <残局库目录> [--depth N] [--known KR-K,…] [--proof-time 秒] [--proof-depth N] [--json]',
  },
  summary: {
    en: 'the solution tree: best move and duals of the solver, every defence, to mate',
    zh: '解法树：胜方的最佳着法与双着，守方的每一种应着，直到将死',
  },
  positionals: 1,
  options: ['dir', 'stipulation', 'depth', 'known', ...PROOF_BUDGET_OPTIONS],
  flags: ['json'],
  run(args, io, lang) {
    const pos = positionArg(args.positionals[0]);
    const stipulation = args.options.get('stipulation');
    if (typeof stipulation !== 'string') throw new UsageError(text('missing-stipulation'));
    const depth = args.options.has('depth') ? numberArg(args, 'depth', 0, 1, MAX_TREE_DEPTH, true) : null;
    const known = String(args.options.get('known') ?? '').split(',').filter(Boolean);
    const dir = tablesDir(args, false);
    return withFolder(dir, (folder) => cancelOnInterrupt(async (signal) => {
      let last = Date.now();
      // Beyond the tables, the prover in the search worker settles what the tables cannot.
      const { tables, proving } = studyProving(folder.prober, dir, proofBudgetArg(args));
      const trees = new TreeService(tables, (event) => {
        if (event.type !== 'tree' || Date.now() - last < PROGRESS_MS) return;
        last = Date.now();
        io.err(text('tree-progress', event.nodes)(lang));
      }, proving);
      signal.addEventListener('abort', () => trees.cancel());
      const { treeId } = answered(await trees.build(pos.fen(), stipulation, depth, known));
      const { info, root } = (await trees.finished(treeId))!;
      if (info.problem) answered({ ok: false, errors: [info.problem] });
      const header = { fen: info.fen, stipulation: info.stipulation, value: info.value, ...(info.proof ? { proof: info.proof } : {}), depth: info.depth, known: info.known, nodes: info.nodes };
      if (args.options.has('json')) io.out(JSON.stringify({ ...header, root }));
      else printTree(info, root, io, lang);
      return 0;
    }), { io, lang });
  },
};
