/**
 * Tables made before the chase trap hold the check-only rule set, and tables before format 4 do not say
 * which rule decided a value: generation rebuilds both where a chase trap applies (their values there
 * may be draws the rule decides, or chase-decided values read as check) and keeps them elsewhere.
 * A file that does not open at all is made again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECK_ONLY_RULE_SET, INDEX_SCHEME, RULE_SET } from '../../src/main/tablebase/files/format';
import { needsTable, tablePath } from '../../src/main/tablebase/generationService';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { writeSpec } from '../support/tableBytes';
import { counts } from '../support/tables';

const dir = mkdtempSync(join(tmpdir(), 'canju-ruleset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeTable(red: string, black: string, ruleSet: string, format?: 3 | 4): void {
  // Formats 3 and 4 were numbered in index scheme 1.
  const m = counts(red, black), index = new MaterialIndex(m, format === undefined ? INDEX_SCHEME : 1);
  const values = new Uint16Array(index.size);
  writeSpec(tablePath(dir, m), { material: `${red}-${black}`, radices: index.radices, values: [values, values], blockEntries: 4096, format, extra: { ruleSet } });
}

describe('which tables generation rebuilds', () => {
  it('a missing table is needed', () => {
    expect(needsTable(dir, counts('KR', 'KC'))).toBe(true);
  });
  it('a check-only table is rebuilt where a chase trap applies (both sides have a rook, horse, cannon or pawn)', () => {
    writeTable('KR', 'KN', CHECK_ONLY_RULE_SET);
    expect(needsTable(dir, counts('KR', 'KN'))).toBe(true);
    writeTable('KR', 'KN', RULE_SET);
    expect(needsTable(dir, counts('KR', 'KN'))).toBe(false);
  });
  it('a check-only table is kept where no chase trap applies', () => {
    writeTable('KR', 'KA', CHECK_ONLY_RULE_SET);
    expect(needsTable(dir, counts('KR', 'KA'))).toBe(false);
  });
  it('a table of format 3 is rebuilt where a chase trap applies, kept elsewhere', () => {
    writeTable('KR', 'KN', RULE_SET, 3);
    expect(needsTable(dir, counts('KR', 'KN'))).toBe(true);
    writeTable('KR', 'KA', RULE_SET, 3);
    expect(needsTable(dir, counts('KR', 'KA'))).toBe(false);
  });
  it('a table of format 4 (the rule bit, index scheme 1) is kept where a chase trap applies', () => {
    writeTable('KR', 'KN', RULE_SET, 4);
    expect(needsTable(dir, counts('KR', 'KN'))).toBe(false);
  });
  it('a file that does not open is made again (test/probe/dtmCorrupt.test.ts: each way a file fails to open, and the regeneration)', () => {
    writeFileSync(tablePath(dir, counts('KN', 'KC')), 'not a table');
    expect(needsTable(dir, counts('KN', 'KC'))).toBe(true);
    writeFileSync(tablePath(dir, counts('KN', 'KC'), 'dtm'), 'not a table');
    expect(needsTable(dir, counts('KN', 'KC'), 'dtm')).toBe(true);
  });
});
