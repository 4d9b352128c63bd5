/** `canju gen --plan`: the cost said first, as text and as the JSON scripts read; a start over budget refused before any table. */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workingBytes } from '../../src/main/tablebase/generate/tableMemory';
import { chainSeconds } from '../../src/main/tablebase/costModel';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import { formatSignature } from '../../src/shared/material/signature';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { cliIn } from '../support/cli';
import { counts } from '../support/tables';

const dir = mkdtempSync(join(tmpdir(), 'canju-gen-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const en = { LANG: 'en_US.UTF-8' };

describe('gen --plan', () => {
  it('prints the missing tables with their positions, disk and time, and generates nothing', async () => {
    const run = await cliIn(en, 'gen', '炮兵对单士', '--plan', '--json', '--dir', dir);
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.out.join('\n'));
    const order = dependencyOrder(counts('KCP', 'KA'));
    expect(plan.tables.map((t: { material: string }) => t.material)).toEqual(order.map(formatSignature));
    expect(plan.tables.map((t: { entries: number }) => t.entries)).toEqual(order.map((m) => 2 * new MaterialIndex(m).size));
    for (const t of plan.tables) expect(Object.keys(t).sort()).toEqual(['diskBytes', 'entries', 'material', 'seconds']);
    // The tables of a block or less a side run side by side, a worker each: the chain is shorter than the sum.
    expect(plan.totalSeconds).toBeCloseTo(chainSeconds(plan.tables, 2));
    expect(plan.diskBytes).toBe(plan.tables.reduce((s: number, t: { diskBytes: number }) => s + t.diskBytes, 0));
    expect(plan.peakMemoryBytes).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((f) => f.endsWith('.cjtb'))).toEqual([]);
    // Two threads, by the cost model alone: nothing made in this folder yet.
    const text = await cliIn(en, 'gen', 'KCP-KA', '--plan', '--dir', dir, '--threads', '2');
    expect(text.out[0]).toBe('KCP-KA: 6 tables to generate, 2,476,170 positions');
    const rate = (plan.entries / plan.totalSeconds / 1e6).toFixed(2).replace('.', '\\.');
    expect(text.out[1]).toMatch(new RegExp(`^disk about [\\d.]+ kB, peak memory about [\\d.]+ MB \\(budget 8\\.59 GB\\), about 0:00:0\\d at ${rate} M positions/s on average \\(by table size and phase; nothing measured`));
    expect(text.out.slice(2).map((l) => l.trim().split(/\s+/)[0])).toEqual(order.map(formatSignature));
  });

  it('refuses, before the first table, a chain whose largest table cannot fit the budget', async () => {
    const run = await cliIn(en, 'gen', 'KCPAB-KAABB', '--dir', dir, '--memory-gb', '4');
    expect(run.code).toBe(1);
    const needs = (workingBytes(counts('KCPAB', 'KAABB')) / 2 ** 30).toFixed(2);
    expect(run.err.filter((l) => !l.includes('高兵'))).toEqual([`KCPAB-KAABB needs about ${needs} GiB of working memory; the budget is 4.00 GiB`]);
    expect(existsSync(join(dir, 'KP-K.cjtb'))).toBe(false);
  });
});

describe('gen of a material beyond every table', () => {
  // Planning it first enumerated its sub-tables without end; the refusal must come before.
  it('is refused before any planning, with or without --plan', async () => {
    for (const extra of [[], ['--plan']]) {
      const run = await cliIn(en, 'gen', 'KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB', '--dir', dir, ...extra);
      expect(run.code).toBe(1);
      expect(run.err).toEqual(['KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB has too many pieces for a table']);
    }
  });
});
