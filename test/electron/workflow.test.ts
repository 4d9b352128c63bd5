/**
 * The installers workflow (.github/workflows/installers.yml) proves the shell before it ships it: the
 * tests on each OS with the Electron binary installed (so the smoke test starts the real app, under a
 * virtual display on Linux), the installers only once every test job has passed, the packed app
 * smoke-tested on Linux and Windows, the installers uploaded, Windows signed through a service that
 * exists today. Read with js-yaml, the parser electron-builder itself uses.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface Step {
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  strategy: { matrix: { os: string[] } };
  steps: Step[];
}

const workflow = load(readFileSync(fileURLToPath(new URL('../../.github/workflows/installers.yml', import.meta.url)), 'utf8')) as { jobs: Record<string, Job> };
const { test, build } = workflow.jobs;
const runs = (job: Job) => job.steps.map((s) => s.run ?? '');
const indexOf = (job: Job, pattern: RegExp) => job.steps.findIndex((s) => pattern.test(s.run ?? ''));

describe('the installers workflow', () => {
  it('runs npm test on Windows, macOS and Linux', () => {
    expect(test.strategy.matrix.os.sort()).toEqual(['macos-15', 'ubuntu-latest', 'windows-latest']);
    const npmTest = test.steps.filter((s) => /\bnpm test\b/.test(s.run ?? ''));
    // One run per OS family: Linux under xvfb, the others directly; together every runner.
    expect(npmTest.map((s) => [s.if, s.run])).toEqual([["runner.os == 'Linux'", 'xvfb-run -a npm test'], ["runner.os != 'Linux'", 'npm test']]);
  });

  it('installs the Electron binary before the tests, so the smoke test starts the real app', () => {
    const install = indexOf(test, /^node node_modules\/electron\/install\.js$/);
    expect(install).toBeGreaterThan(indexOf(test, /^npm ci$/));
    expect(install).toBeLessThan(indexOf(test, /npm test/));
    expect(install).toBeGreaterThan(-1);
    expect(test.steps[install].if).toBeUndefined();
    expect(indexOf(test, /apt-get install -y xvfb/)).toBeLessThan(indexOf(test, /xvfb-run -a npm test/));
  });

  it('builds the installers only after every test job has passed, on each OS\'s own runner, and uploads them', () => {
    expect([build.needs].flat()).toEqual(['test']);
    expect(build.strategy.matrix.os.sort()).toEqual(['macos-15', 'macos-15-intel', 'ubuntu-latest', 'windows-latest']);
    expect(runs(build)).toContain('npm run dist');
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.path.split('\n').filter(Boolean).sort()).toEqual(['dist/*.AppImage', 'dist/*.dmg', 'dist/*.exe']);
    expect(upload?.with?.['if-no-files-found']).toBe('error');
  });

  it('smoke-tests the packed app from dist/ on Linux (under xvfb) and Windows, after packing it', () => {
    const smoke = build.steps.filter((s) => s.env?.CANJU_PACKED_APP);
    expect(smoke.map((s) => s.if).sort()).toEqual(["runner.os == 'Linux'", "runner.os == 'Windows'"]);
    expect(smoke.every((s) => /npx vitest run test\/electron\/smoke\.test\.ts$/.test(s.run!))).toBe(true);
    expect(smoke.find((s) => s.if!.includes('Linux'))!.run).toMatch(/xvfb-run -a npx vitest/);
    expect(smoke.map((s) => s.env!.CANJU_PACKED_APP).sort()).toEqual([
      '${{ github.workspace }}/dist/linux-unpacked/canju', '${{ github.workspace }}\\dist\\win-unpacked\\Canju 残局.exe',
    ]);
    for (const step of smoke) expect(build.steps.indexOf(step)).toBeGreaterThan(indexOf(build, /^npm run dist$/));
  });

  it('signs Windows through Azure Trusted Signing, the Mac through its certificate, and hands no .pfx around', () => {
    const env = build.steps.find((s) => s.run === 'npm run dist')!.env!;
    for (const name of ['AZURE_TRUSTED_SIGNING_ENDPOINT', 'AZURE_TRUSTED_SIGNING_ACCOUNT', 'AZURE_TRUSTED_SIGNING_PROFILE', 'AZURE_TRUSTED_SIGNING_PUBLISHER', 'AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET']) {
      expect(env[name]).toBe(`\${{ runner.os == 'Windows' && secrets.${name} || '' }}`);
    }
    expect(env.CSC_LINK).toBe("${{ runner.os == 'macOS' && secrets.MAC_CSC_LINK || '' }}");
    expect(JSON.stringify(workflow)).not.toMatch(/WIN_CSC|pfx/i);
  });
});
