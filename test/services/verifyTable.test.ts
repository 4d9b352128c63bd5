import { afterAll, describe, expect, it } from 'vitest';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { dispatch } from '../../src/main/services/dispatch';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { REPORTED_INCONSISTENCIES } from '../../src/main/tablebase/generate/passes/verify';
import { tablePath } from '../../src/main/tablebase/generationService';
import type { Material } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { type TableChanges, copyTables, flipByte, lossesToDraws, referenceInconsistencies, reversedResults } from '../support/corruptTable';
import { generatedFolder } from '../support/tableFolder';
import { counts, generateChain } from '../support/tables';
import { worded } from '../support/worded';

// The verify the UI's button runs: the API operation over a tables folder and its catalogue.
const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const generated = generatedFolder(parent);
const tables = new MemoryTables();
const opened: Services[] = [];
afterAll(async () => {
  for (const services of opened) await services.close();
});

/** Services over a fresh copy of the generated tables holding `changes`, opened before `damage` touches the files. */
function servicesOver(changes: TableChanges = {}, damage: (dir: string) => void = () => {}): Services {
  const dir = copyTables(generated, [parent, sub], changes);
  const services = createServices({ dir, owner: 'verify test', threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker });
  opened.push(services);
  damage(dir);
  return services;
}

async function row(services: Services, material: Material): Promise<unknown> {
  const listed = await services.api.listTables();
  return listed.ok ? listed.tables.find((t) => t.material === formatSignature(material)) : listed;
}

/** The answer verify must give: not consistent, how many, and the first positions with their values stored and expected. */
function expected(m: Material, changes: TableChanges) {
  const reference = referenceInconsistencies(m, tables, changes);
  const examples = reference.slice(0, REPORTED_INCONSISTENCIES).map(({ fen, stored, expected: value }) => ({ fen, stored, expected: value }));
  return { ok: true, consistent: false, inconsistencies: reference.length, tables: [{ table: 'KR-KA', inconsistencies: reference.length, examples }] };
}

describe('the verify operation', () => {
  it('finds an intact table consistent', async () => {
    expect(await servicesOver().api.verifyTable('KR-KA')).toMatchObject({ ok: true, consistent: true, inconsistencies: 0, tables: [{ table: 'KR-KA', inconsistencies: 0, examples: [] }] });
  });

  it('reports values changed behind valid checksums: not consistent, how many, and the first positions', async () => {
    const changes = { 'KR-KA': reversedResults(generateChain(parent, tables), 0, 5) };
    const services = servicesOver(changes);
    expect(await services.api.verifyTable('KR-KA')).toMatchObject(expected(parent, changes));
  });

  it('reports a parent whose sub-table was replaced by a corrupted one', async () => {
    const changes = { 'KR-K': lossesToDraws(generateChain(sub, tables), 1) };
    const services = servicesOver(changes);
    expect(await services.api.verifyTable('KR-KA')).toMatchObject(expected(parent, changes));
  });

  it('reports a table whose block checksum fails as corrupt, and marks it so in the catalogue', async () => {
    const services = servicesOver({}, (dir) => flipByte(tablePath(dir, parent), -20));
    const result = await worded(services.api.verifyTable('KR-KA'), 'en');
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'corrupt-file' }] });
    if (result.ok) return;
    expect(result.errors[0].message).toMatch(/^corrupt table: .*KR-KA\.cjtb: block checksum mismatch \(side black to move, block \d+\); generating the table again repairs it/);
    expect(await row(services, parent)).toMatchObject({ status: 'corrupt', problem: expect.stringMatching(/block checksum mismatch/) });
    expect(await row(services, sub)).toMatchObject({ status: 'complete' });
  });

  it('reports a table whose header checksum fails as corrupt', async () => {
    const services = servicesOver({}, (dir) => flipByte(tablePath(dir, parent), 20));
    const result = await worded(services.api.verifyTable('KR-KA'), 'en');
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'corrupt-file', message: expect.stringMatching(/KR-KA\.cjtb: header checksum mismatch; /) }] });
  });

  it('blames a corrupt sub-table, not the parent being verified', async () => {
    const services = servicesOver({}, (dir) => flipByte(tablePath(dir, sub), -20));
    const result = await worded(services.api.verifyTable('KR-KA'), 'en');
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'corrupt-file', message: expect.stringMatching(/KR-K\.cjtb: block checksum mismatch/) }] });
    expect(await row(services, sub)).toMatchObject({ status: 'corrupt', problem: expect.stringMatching(/block checksum mismatch/) });
    expect(await row(services, parent)).toMatchObject({ status: 'complete', problem: null });
  });
});

describe('the statistics operation', () => {
  it("reads a table's figures from its file, as the CLI's stats prints them, and refuses a table the folder lacks", async () => {
    const services = servicesOver();
    const answer = await services.api.tableStatistics('车对单士', 'canju');
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const { statistics } = answer;
    expect(statistics).toMatchObject({ material: 'KR-KA', dtmCount: 'canju', red: { maxDtm: null, maxDtmFen: null }, black: { maxDtm: null } });
    // Every legal position is won, drawn or lost, for each side to move.
    for (const side of [statistics.red, statistics.black]) expect(side.win + side.draw + side.loss).toBe(side.legal);
    expect(statistics.indexSize).toBeGreaterThan(statistics.red.legal / 2);
    expect(await worded(services.api.tableStatistics('KC-K', 'canju'), 'en')).toEqual({
      ok: false, errors: [{ code: 'no-table-file', message: expect.stringMatching(/^no table KC-K in .*KC-K\.cjtb$/) }],
    });
    // As a host hands it over, its arguments checked first.
    expect(await dispatch(services.api, 'tableStatistics', ['KR-KA', 'both'])).toMatchObject({ ok: false, errors: [{ code: 'bad-argument' }] });
  });
});
