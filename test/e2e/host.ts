/** Starts the built browser host (`out/main/serve.js`) on a free loopback port over a fresh tables folder. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningHost {
  readonly url: string;
  readonly dir: string;
  stop(): Promise<void>;
}

export const SERVE = fileURLToPath(new URL('../../out/main/serve.js', import.meta.url));

export async function startHost(): Promise<RunningHost> {
  const dir = mkdtempSync(join(tmpdir(), 'canju-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVE, '--dir', dir, '--port', '0', '--threads', '2', '--memory-gb', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`host exited with ${code}: ${output}`)));
  });
  return {
    url, dir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
