/**
 * The app's log file: lines with their time and level, errors with their stack, rotated so the logs
 * stay a few MB at most, and never a throw when the log cannot be written.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_NAME, copyConsoleTo, openLogFile, rotatedName } from '../../src/main/electron/logFile';

const made: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-log-'));
  made.push(dir);
  return dir;
}

const at = new Date('2026-12-01T08:00:00.000Z');

describe('the log file', () => {
  it('writes one line per event with its time and level, an error with its stack and code on indented lines', () => {
    const dir = join(scratch(), 'logs', 'nested');
    const log = openLogFile({ dir, now: () => at });
    log.info('Canju starting');
    log.error('the folder move failed', Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    log.warn('odd', { reason: 'crashed', exitCode: 139 });
    const lines = readFileSync(log.file, 'utf8').split('\n');
    expect(log.file).toBe(join(dir, LOG_NAME));
    expect(lines[0]).toBe('2026-12-01T08:00:00.000Z INFO  Canju starting');
    expect(lines[1]).toBe('2026-12-01T08:00:00.000Z ERROR the folder move failed Error: no space left on device');
    expect(lines[2]).toMatch(/^\s+at .*logFile\.test\.ts/);
    expect(lines.find((l) => l.includes('[ENOSPC]'))).toBeDefined();
    expect(lines.at(-2)).toBe("2026-12-01T08:00:00.000Z WARN  odd { reason: 'crashed', exitCode: 139 }");
  });

  it('rotates past its size, keeping a few files, so the logs never pass (keep + 1) × maxBytes', () => {
    const dir = scratch();
    const log = openLogFile({ dir, maxBytes: 2000, keep: 2, now: () => at });
    for (let i = 0; i < 200; i++) log.info(`line ${i} ${'x'.repeat(40)}`);
    expect(readdirSync(dir).sort()).toEqual([rotatedName(0), rotatedName(1), rotatedName(2)].sort());
    expect(rotatedName(1)).toBe('canju.1.log');
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(2000);
    // The newest line is in the current file, the lines before it in order in the rotated ones.
    expect(readFileSync(join(dir, LOG_NAME), 'utf8').trimEnd().split('\n').at(-1)).toMatch(/line 199 /);
    const older = readFileSync(join(dir, 'canju.1.log'), 'utf8').trimEnd().split('\n').at(-1)!;
    const first = readFileSync(join(dir, LOG_NAME), 'utf8').split('\n')[0];
    expect(Number(/line (\d+)/.exec(first)![1])).toBe(Number(/line (\d+)/.exec(older)![1]) + 1);
  });

  it('goes on appending to the file of an earlier run, and counts its size', () => {
    const dir = scratch();
    writeFileSync(join(dir, LOG_NAME), 'x'.repeat(1950) + '\n');
    const log = openLogFile({ dir, maxBytes: 2000, now: () => at });
    log.info('a line of the new run that does not fit');
    expect(readFileSync(join(dir, 'canju.1.log'), 'utf8')).toHaveLength(1951);
    expect(readFileSync(join(dir, LOG_NAME), 'utf8')).toMatch(/^2026.* the new run/);
  });

  it('never throws when the log cannot be written: the lines go to standard error', () => {
    // A "folder" under a file can be neither made nor written, whoever runs the test.
    const file = join(scratch(), 'a-file');
    writeFileSync(file, '');
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (errors.push(String(chunk)), true));
    const log = openLogFile({ dir: join(file, 'logs'), now: () => at });
    expect(() => log.error('first')).not.toThrow();
    log.error('second');
    expect(errors[0]).toMatch(/^Canju: cannot write the log .*canju\.log: /);
    expect(errors.filter((e) => e.startsWith('Canju: cannot'))).toHaveLength(1);
    expect(errors).toContain('2026-12-01T08:00:00.000Z ERROR second\n');
  });

  it('copies console.warn and console.error into the log', () => {
    const dir = scratch();
    const log = openLogFile({ dir, now: () => at });
    const { warn, error } = console;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      copyConsoleTo(log);
      console.error('probe failed:', 'KR-K');
      console.warn('slow');
    } finally {
      console.warn = warn;
      console.error = error;
    }
    expect(readFileSync(log.file, 'utf8')).toBe('2026-12-01T08:00:00.000Z ERROR probe failed: KR-K\n2026-12-01T08:00:00.000Z WARN  slow\n');
  });
});
