import { processIo } from './io';
import { runCli } from './main';

process.exitCode = await runCli(process.argv.slice(2), processIo);
