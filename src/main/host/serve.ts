/**
 * `npm run serve`: Canju in a browser. Starts the services over a tables folder and the loopback
 * host, and prints the address to open.
 *   node out/main/serve.js [--dir <tables>] [--port N] [--threads N] [--memory-gb G] [--lang zh|en]
 */
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnWorker } from '../tablebase/generate/spawnWorker';
import { type Services, createServices } from '../services/canjuServices';
import { warmSearchWorker } from '../search/searchWorker';
import { openingProblem } from '../services/knownErrors';
import { say } from '../../shared/words/say';
import { startHttpHost } from './httpHost';

function number(text: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} must be a number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string' }, threads: { type: 'string' }, 'memory-gb': { type: 'string' }, lang: { type: 'string' } },
});
const dir = values.dir ?? join(homedir(), '.canju', 'tables');
let services: Services;
try {
  services = createServices({
    dir, spawn: spawnWorker, owner: 'npm run serve',
    threads: number(values.threads, 'threads', availableParallelism(), 1, 256),
    memoryBytes: number(values['memory-gb'], 'memory-gb', 8, 0.1, 4096) * 2 ** 30,
  });
} catch (error) {
  console.error(say(openingProblem(error, dir), values.lang === 'zh' ? 'zh' : 'en'));
  process.exit(1);
}
void warmSearchWorker();
const host = await startHttpHost(services.api, fileURLToPath(new URL('../renderer', import.meta.url)), number(values.port, 'port', 0, 0, 65535));
console.log(`Canju is serving ${dir} at ${host.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await host.close();
  await services.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
