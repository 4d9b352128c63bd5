/**
 * `engine [--dir <tables>]`: Canju's engine on standard input and output, speaking UCCI or UCI
 * (whichever the GUI's first `ucci` or `uci` asks for), its search joined to the tables in `--dir`
 * as in `analyse`. A GUI starts it as `canju engine --dir <tables>`; messages to the user follow `--lang`.
 */
import { serveEngine } from '../../search/engine/serve';
import type { Command } from '../command';
import { tablesDir } from '../tablesFolder';

export const engineCommand: Command = {
  name: 'engine',
  usage: { en: 'engine [--dir <tables>]', zh: 'engine [--dir <残局库目录>]' },
  summary: { en: 'be a UCCI/UCI engine on standard input and output, with the tables', zh: '作为 UCCI/UCI 引擎在标准输入输出上运行，使用残局库' },
  positionals: 0,
  options: ['dir'],
  async run(args, io, lang) {
    const dir = args.options.has('dir') ? tablesDir(args, false) : undefined;
    try {
      await serveEngine(process.stdin, { lang, dir, write: (line) => io.out(line) });
    } finally {
      // The input may still be open after `quit`; the process ends only once it is let go.
      process.stdin.destroy();
    }
    return 0;
  },
};
