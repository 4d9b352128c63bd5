import { observingSetups } from '../support/observeSetups';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { MissingTablesError, TableSet } from '../../src/main/tablebase/probe/tableSet';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import { materialOfBoard } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { Position } from '../../src/shared/rules/position';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { decodeValue } from '../../src/shared/tablebase/value';
import { exportLine } from '../../src/main/services/exportService';
import { encodeText } from '../../src/main/export/encodeText';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { counts, fileMismatches } from '../support/tables';
import { sayReadError } from '../../src/shared/words/say';
import { worded } from '../support/worded';

const dir = mkdtempSync(join(tmpdir(), 'canju-probe-'));
let tables: TableSet;
let prober: Prober;

/**
 * Each table's values as its generation computed them, viewed in the workers' shared buffers: the
 * files are compared with these rather than with a second, single-threaded generation of the chain
 * (as long again as this one; parallel.test.ts shows the two generators agree).
 */
const generated = new Map<string, GeneratedTable>();
const keepValues = observingSetups(spawnWorker, (setup) => {
  const values = [new Uint16Array(setup.buffers.values[0]), new Uint16Array(setup.buffers.values[1])] as const;
  generated.set(formatSignature(setup.counts), { index: new MaterialIndex(setup.counts), values });
});

beforeAll(async () => {
  await generateWithSubTables(counts('KCP', 'KA'), { dir, threads: 2, memoryBytes: 2 ** 30, spawn: keepValues });
  tables = new TableSet(dir, 32 << 20);
  prober = new Prober(tables);
  // Six tables with workers loaded from the sources: 35 to 48 s on two cores at a load average of 9.
}, 180_000);
afterAll(() => {
  tables.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('probing table files', () => {
  it('every position of every table of the KCP-KA chain reads back the value its generation computed', () => {
    const chain = dependencyOrder(counts('KCP', 'KA')).map(formatSignature);
    // Small tables are made side by side: the order they finish in is not the queue's.
    expect([...generated.keys()].sort()).toEqual([...chain].sort());
    for (const material of chain) expect(fileMismatches(tables, generated.get(material)!)).toEqual([]);
    // Every stored entry probed one by one: 12 s at a load average of 8, 47 s at 9 to 11.
  }, 150_000);

  it('lists every move with its value from the mover’s point of view, best first', () => {
    const pos = Position.fromFen('3k1a3/3C5/9/9/9/9/P8/3K5/9/9 w');
    const value = prober.value(pos);
    const moves = prober.moves(pos);
    expect(moves.length).toBe(pos.legalMoves().length);
    expect(moves[0].wdl).toBe(value.wdl);
    expect(moves[0].dtc).toBe(value.dtc);
    const order = { win: 2, draw: 1, loss: 0 } as const;
    for (let i = 1; i < moves.length; i++) {
      const [a, b] = [moves[i - 1], moves[i]];
      expect(order[a.wdl]).toBeGreaterThanOrEqual(order[b.wdl]);
      if (a.wdl === b.wdl && a.wdl === 'win') expect(a.dtc).toBeLessThanOrEqual(b.dtc);
      if (a.wdl === b.wdl && a.wdl === 'loss') expect(a.dtc).toBeGreaterThanOrEqual(b.dtc);
    }
  });

  it('the best line of a won position ends in mate, and its length is the sum of each phase’s DTC', () => {
    const pos = Position.fromFen('3k1a3/3C5/9/9/9/9/P8/3K5/9/9 w');
    const line = prober.bestLine(pos);
    // The game ends with the loser to move and no legal move: checkmate, or 困毙 (also a loss).
    expect(['checkmate', 'stalemate']).toContain(line.end);
    const last = Position.fromFen(line.moves.at(-1)!.fen).after(line.moves.at(-1)!.move);
    expect(last.outcome()?.loser).toBe(last.turn);
    let phases = line.moves[0].value.dtc;
    for (let i = 1; i < line.moves.length; i++) {
      const before = Position.fromFen(line.moves[i - 1].fen);
      if (before.pieceAt(line.moves[i - 1].move >> 7) !== 0) phases += line.moves[i].value.dtc;
    }
    expect(line.plies).toBe(phases);
    expect(line.plies).toBeGreaterThan(value(pos).dtc);
    // Each move of the winner keeps the win and counts down; captures start a new phase.
    for (const step of line.moves) expect(step.value.wdl).not.toBe('draw');
  });

  it('names the missing tables', () => {
    const pos = Position.fromFen('3k5/9/9/9/9/9/9/9/9/R3CK3 w');
    expect(() => prober.value(pos)).toThrow(MissingTablesError);
    expect(() => prober.moves(pos)).toThrow('missing tables: KR-K, KRC-K');
  });
});

function value(pos: Position) {
  return decodeValue(tables.value(materialOfBoard(pos.board), pos.turn, pos.board))!;
}

describe('exporting the best line', () => {
  const fen = '3k5/4a4/9/9/9/9/2P6/1C7/9/4K4 w - - 0 1';
  const options = { format: 'pgn', notation: 'iccs', encoding: 'utf-8', lineEnding: 'lf', sidelines: false, title: '' } as const;

  it('writes the best line with a DTC comment per move, and reads back into the same moves', () => {
    const result = worded(exportLine(prober, fen, { ...options, lang: 'en' }), 'en');
    if (!result.ok) throw new Error(result.errors[0].message);
    const game = readPgn(result.text);
    if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
    const line = prober.bestLine(Position.fromFen(fen));
    expect(game.value.moves.map((m) => m.move)).toEqual(line.moves.map((m) => m.move));
    expect(game.value.moves.map((m) => m.comment)).toEqual(line.moves.map((m) => `DTC ${m.value.dtc}`));
    expect(game.value.result).toBe('1-0');
    expect(Buffer.from(result.base64, 'base64').toString('utf8')).toBe(result.text);
  });

  it('adds, at the loser’s moves, exactly the other defences as stubborn as the line’s (none a ply weaker)', () => {
    const result = worded(exportLine(prober, fen, { ...options, sidelines: true, lang: 'en' }), 'en');
    if (!result.ok) throw new Error(result.errors[0].message);
    const game = readPgn(result.text);
    if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
    const pos = Position.fromFen(fen);
    let sidelines = 0, weaker = 0;
    for (const played of game.value.moves) {
      const ranked = prober.moves(pos);
      const best = ranked.find((m) => m.move === played.move)!;
      // Without DTM tables the defences are ranked by DTC alone: as stubborn means the same DTC and order.
      const losing = best.wdl === 'loss' ? ranked.filter((m) => m.move !== played.move && m.wdl === 'loss' && m.order === best.order) : [];
      const expected = losing.filter((m) => m.dtc === best.dtc).map((m) => m.move);
      weaker += losing.filter((m) => m.dtc < best.dtc && m.dtc >= best.dtc - 2).length;
      expect((played.variations ?? []).map((v) => v[0].move)).toEqual(expected);
      sidelines += expected.length;
      pos.play(played.move);
    }
    expect(sidelines).toBeGreaterThan(0);
    // Defences a ply or two shorter are there to be left out (an export once listed them as well).
    expect(weaker).toBeGreaterThan(0);
  });

  it('encodes a Chinese line as GBK, adds a BOM to UTF-8 on request, and writes CRLF for Windows', () => {
    expect([...encodeText('炮二平五 {DTC 3}\n', 'gbk', 'crlf')]).toEqual([
      0xc5, 0xda, 0xb6, 0xfe, 0xc6, 0xbd, 0xce, 0xe5, ...Buffer.from(' {DTC 3}\r\n', 'latin1'),
    ]);
    expect([...encodeText('五\n', 'utf-8-bom', 'lf')]).toEqual([0xef, 0xbb, 0xbf, 0xe4, 0xba, 0x94, 0x0a]);
    expect([...encodeText('五\n', 'utf-8', 'lf')]).toEqual([0xe4, 0xba, 0x94, 0x0a]);
    expect(encodeText('a\r\nb\n', 'utf-8', 'crlf')).toEqual(new TextEncoder().encode('a\r\nb\r\n'));

    const zh = { ...options, notation: 'chinese', format: 'text' } as const;
    const gbk = worded(exportLine(prober, fen, { ...zh, encoding: 'gbk', lineEnding: 'crlf', lang: 'zh' }), 'zh');
    if (!gbk.ok) throw new Error(gbk.errors[0].message);
    const bytes = Buffer.from(gbk.base64, 'base64');
    expect(new TextDecoder('gbk', { fatal: true }).decode(bytes)).toBe(gbk.text.replaceAll('\n', '\r\n'));
    expect(bytes.filter((b, i) => b === 0x0a && bytes[i - 1] !== 0x0d)).toHaveLength(0);
    expect(gbk.mimeType).toBe('text/plain; charset=gbk');
    const bom = worded(exportLine(prober, fen, { ...zh, encoding: 'utf-8-bom', lang: 'zh' }), 'zh');
    if (!bom.ok) throw new Error(bom.errors[0].message);
    expect([...Buffer.from(bom.base64, 'base64').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bom.base64, 'base64').subarray(3).toString('utf8')).toBe(bom.text);
    expect(bom.mimeType).toBe('text/plain; charset=utf-8');
  });

  it('refuses a drawn position, a title GBK cannot write, and a position whose tables are missing, naming them', () => {
    expect(worded(exportLine(prober, '3k5/9/9/9/9/9/9/9/9/4K4 w', { ...options, lang: 'zh' }), 'zh')).toEqual({
      ok: false, errors: [{ code: 'not-won', message: '这个局面不是胜负局面，没有可以导出的胜法' }],
    });
    const text = { ...options, encoding: 'gbk', format: 'text' } as const;
    const won = worded(exportLine(prober, fen, { ...text, lang: 'zh' }), 'zh');
    if (!won.ok) throw new Error(won.errors[0].message);
    expect(won).toMatchObject({ fileName: '炮兵对单士.txt', mimeType: 'text/plain; charset=gbk' });
    expect(won.text).toContain('残局库最佳着法: DTC 13; 困毙\n\n1. b2b8 DTC 13 1. … d9e9 DTC 12\n');
    expect(worded(exportLine(prober, fen, { ...text, title: '炮兵 ♞', lang: 'zh' }), 'zh')).toEqual({ ok: false, errors: [{ code: 'encoding', message: '无法用 GBK 编码：\'♞\' 在 GBK 中没有编码' }] });
    expect(worded(exportLine(prober, '3k5/4a4/9/9/9/9/2P6/1R7/9/4K4 w', { ...options, lang: 'en' }), 'en')).toEqual({
      ok: false, errors: [{ code: 'missing-tables', message: 'missing tables: KR-K, KR-KA, KRP-K, KRP-KA' }], missing: ['KR-K', 'KR-KA', 'KRP-K', 'KRP-KA'],
    });
  });
});
