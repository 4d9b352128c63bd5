/**
 * The study and tree commands in-process, in English: PGN files imported in UTF-8 and GBK, the list,
 * the soundness check and the tree as exact JSON, each expectation computed from the forward solver
 * and the rules, not from Canju's tables; and the refusals with their exit codes.
 */
import { emptyMeta } from '../../src/shared/study/document';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../../src/main/export/gbk';
import { writeMove } from '../../src/shared/notation';
import { Position } from '../../src/shared/rules/position';
import { type CliRun, cliIn } from '../support/cli';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';
import { type OracleMove, oracleMoves, oracleOf } from '../study/oracleMoves';

const ONLY = '5k3/9/2P2a3/9/9/9/9/4K4/9/9 w';
const DUAL = '3k5/9/3a5/6P2/9/9/9/3K5/9/9 w';
const WRONG = 'P2k5/9/3a5/9/9/9/9/3K5/9/9 w';
const EN = { LC_ALL: '', LC_MESSAGES: '', LANG: 'en_US.UTF-8' };

const dir = generatedFolder(counts('KP', 'KA'));
const en = (...argv: string[]): Promise<CliRun> => cliIn(EN, ...argv, '--dir', dir);
const zh = (...argv: string[]): Promise<CliRun> => cliIn(EN, ...argv, '--lang', 'zh', '--dir', dir);
const ONE_IMPORTED = '1 imported, 0 already in the library, 0 files failed, 0 skipped';

/** A study as `study list --json` shows it. */
async function listed(id: number): Promise<unknown> {
  const { studies } = JSON.parse((await en('study', 'list', '--json')).out[0]);
  return studies.find((s: { id: number }) => s.id === id);
}

/** The tables' order of moves, best first for the mover: result, then distance, then captures, then ICCS. */
const rank = (m: OracleMove) => (m.wdl === 'win' ? 1e9 - (m.order * 4096 + m.dtc) : m.wdl === 'draw' ? 0 : -1e9 + m.order * 4096 + m.dtc);
const ranked = (moves: OracleMove[]) => [...moves].sort((a, b) => rank(b) - rank(a) || Number(b.capture) - Number(a.capture) || (a.iccs < b.iccs ? -1 : 1));

function pgnFile(name: string, tags: string, fen: string, movetext: string, gbk = false): string {
  const path = join(dir, name);
  const text = `[Game "Chinese Chess"]\n${tags}\n[FEN "${fen} - - 0 1"]\n[Format "ICCS"]\n\n${movetext}\n`;
  writeFileSync(path, gbk ? encodeGbk(text) : text);
  return path;
}

/** The oracle's winning moves in the position `line` leads to from `fen`, the played one first. */
function solverPly(fen: string, line: string[], ply: number) {
  let pos = Position.fromFen(fen);
  for (const iccs of line.slice(0, ply - 1)) pos = oracleMoves(pos).find((m) => m.iccs === iccs)!.after;
  const winning = ranked(oracleMoves(pos).filter((m) => m.wdl === 'win'));
  const played = line[ply - 1];
  return { ply, iccs: played, only: winning.length === 1 && winning[0].iccs === played, duals: winning.filter((m) => m.iccs !== played).map((m) => ({ iccs: m.iccs, dtc: m.dtc, dtm: null })) };
}

describe('study import, list, check', () => {
  it('imports a UTF-8 file with its stipulation in the event, and checks its line: sound, each solver move an only move or with its duals', async () => {
    const line = ['e2f2', 'f9e9', 'c7d7'];
    const path = pgnFile('only.pgn', '[Event "兵擒孤士 红先胜"]', ONLY, '1. E2-F2 {唯一} F9-E9 2. C7-D7 *');
    const imported = await en('study', 'import', path);
    expect(imported).toEqual({ code: 0, out: [expect.stringMatching(/^\d+$/)], err: [ONE_IMPORTED] });
    const id = imported.out[0];
    const check = await en('study', 'check', id, '--json');
    expect(check.code).toBe(0);
    expect(JSON.parse(check.out[0])).toEqual({
      stipulation: '红先胜', tableResult: oracleOf(Position.fromFen(ONLY)).wdl, sound: true, mainLine: [solverPly(ONLY, line, 1), solverPly(ONLY, line, 3)],
    });
    expect(JSON.parse(check.out[0]).mainLine[0].only).toBe(true);
    // The check's verdict is kept for the library's filter.
    expect(await listed(Number(id))).toMatchObject({ soundness: 'sound' });
    expect((await en('study', 'list', '--soundness', 'sound')).out.map((l) => l.trim().split(' ')[0])).toContain(id);
    const text = await en('study', 'check', id);
    expect(text.out.slice(0, 3)).toEqual(['Study check: Red to move and win', `Tables: Red to move wins (DTC ${oracleOf(Position.fromFen(ONLY)).dtc}), as stipulated`, 'Verdict: sound (the key is the only move that keeps the stipulation)']);
    expect(text.out).toContain("Main line (the study's, 3 plies):");
  });

  it('imports a GBK file, reads 红先胜 from its event, and fails its check (exit 1) for the dual at the key', async () => {
    const path = pgnFile('dual.pgn', '[Event "兵例 红先胜"]', DUAL, '1. G6-G7 *', true);
    const imported = await en('study', 'import', path, '--json');
    expect(imported.code).toBe(0);
    const { id } = JSON.parse(imported.out[0]).imported[0];
    expect(JSON.parse(imported.out[0])).toEqual({ imported: [{ id, title: '兵例 红先胜', file: path }], duplicates: [], failed: [], skipped: [] });
    expect(await listed(id)).toMatchObject({ meta: { title: '兵例 红先胜' }, stipulation: '红先胜' });
    const check = await en('study', 'check', String(id), '--json');
    expect(check.code).toBe(1);
    expect(JSON.parse(check.out[0])).toEqual({ stipulation: '红先胜', tableResult: 'win', sound: false, mainLine: [solverPly(DUAL, ['g6g7'], 1)] });
    expect(JSON.parse(check.out[0]).mainLine[0].duals.length).toBeGreaterThan(0);
    expect(await listed(id)).toMatchObject({ soundness: 'unsound' });
  });

  it('takes the stipulation from the result, or from --stipulation; says when a file states none', async () => {
    const fromResult = await en('study', 'import', pgnFile('result.pgn', '[Event "Pawn study"]', WRONG, '1-0'));
    expect(await listed(Number(fromResult.out[0]))).toMatchObject({ meta: { title: 'Pawn study' }, stipulation: '红先胜' });
    const wrong = await en('study', 'check', fromResult.out[0], '--json');
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.out[0])).toEqual({ stipulation: '红先胜', tableResult: oracleOf(Position.fromFen(WRONG)).wdl, sound: false, mainLine: [] });

    const silent = await en('study', 'import', pgnFile('silent.pgn', '', ONLY, '*'));
    expect(silent.err).toEqual([expect.stringMatching(/^note: the file states no stipulation .*--stipulation$/), ONE_IMPORTED]);
    const unchecked = await en('study', 'check', silent.out[0]);
    expect(unchecked).toEqual({ code: 1, out: [], err: [`study ${silent.out[0]} has no stipulation (such as Red to move and win)`] });

    const given = await en('study', 'import', pgnFile('given.pgn', '', DUAL, '*'), '--stipulation', 'Red to move and win');
    expect(await listed(Number(given.out[0]))).toMatchObject({ meta: { title: 'given' }, stipulation: '红先胜' });
  });

  it('lists the studies, newest first, with their metadata, without their moves', async () => {
    const path = pgnFile('listed.pgn', '[Event "列表 黑先和"]\n[Source "测试"]', '4k4/4a1P2/9/9/9/9/9/3K5/9/9 b', '{说明} 1. ... E9-F9 *');
    const id = Number((await en('study', 'import', path)).out[0]);
    const list = await en('study', 'list', '--json');
    const { studies } = JSON.parse(list.out[0]);
    expect(studies[0]).toEqual({
      id, meta: emptyMeta({ title: '列表 黑先和', event: '列表 黑先和', source: '测试' }), stipulation: '黑先和', fen: '4k4/4a1P2/9/9/9/9/9/3K5/9/9 b - - 0 1', notes: '说明',
      material: 'KP-KA', sourceFile: 'listed.pgn', soundness: '', createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(studies.map((s: { id: number }) => s.id)).toEqual([...studies.map((s: { id: number }) => s.id)].sort((a, b) => b - a));
    const text = await en('study', 'list');
    expect(text.out[0]).toBe(`${String(id).padStart(4)}  黑先和   KP-KA          列表 黑先和`);
  });

  it('refuses a bad action, id, file or PGN, and a study that does not exist', async () => {
    expect(await en('study', 'frob')).toMatchObject({ code: 2, err: [expect.stringMatching(/^unknown study action 'frob': expected import, list, export, delete or check \(usage: canju study /)] });
    expect(await en('study', 'check', 'x1')).toEqual({ code: 2, out: [], err: ["'x1' is not a study id (a positive whole number)"] });
    expect(await en('study', 'check', '999999')).toEqual({ code: 1, out: [], err: ['no study 999999'] });
    expect(await en('study', 'import', join(dir, 'none.pgn'))).toEqual({ code: 2, out: [], err: [`cannot read ${join(dir, 'none.pgn')}`] });
    const bad = pgnFile('bad.pgn', '', ONLY, '1. E2-E4 *');
    expect(await en('study', 'import', bad)).toEqual({
      code: 1, out: [], err: [expect.stringMatching(new RegExp(`^${bad.replace(/[\\.]/g, '\\$&')}: line 6, column 4: Red's move 'E2-E4' cannot be played: `)), '0 imported, 0 already in the library, 1 file failed, 0 skipped'],
    });
  });
});

describe('tree', () => {
  it('prints the solution tree as exact JSON: the key, then every defence, cut at the depth', async () => {
    const start = Position.fromFen(ONLY);
    const [key] = oracleMoves(start).filter((m) => m.wdl === 'win');
    const defences = ranked(oracleMoves(key.after));
    const node = (m: OracleMove, before: Position, id: number, ply: number, role: string, only: boolean, end: string | null) => ({
      id, ply, iccs: m.iccs, text: writeMove(before, m.move, 'chinese'), fen: m.after.fen(), wdl: m.wdl, dtc: m.dtc, dtm: null, order: m.order,
      capture: m.capture, role, only, transposition: null, end,
    });
    const run = await en('tree', ONLY, '--stipulation', '红先胜', '--depth', '2', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out[0])).toEqual({
      fen: start.fen(), stipulation: '红先胜', value: oracleOf(start), depth: 2, known: [], nodes: 1 + defences.length,
      root: {
        children: [{
          data: node(key, start, 1, 1, 'solution', true, null),
          children: defences.map((d, i) => ({ data: node(d, key.after, 2 + i, 2, 'defence', defences.length === 1, d.after.legalMoves().length ? 'depth' : 'mate'), children: [] })),
        }],
      },
    });
    const text = await en('tree', ONLY, '--stipulation', '红先胜', '--depth', '2');
    expect(text.out[0]).toBe(`Red to move and win: the side to move wins, DTC ${oracleOf(start).dtc}; ${1 + defences.length} nodes`);
    expect((await zh('tree', ONLY, '--stipulation', '红先胜', '--depth', '2')).out[0]).toBe(`红先胜：走子方胜，DTC ${oracleOf(start).dtc}；共 ${1 + defences.length} 个节点`);
    expect(text.out[1]).toBe(`1. ${writeMove(start, key.move, 'chinese')} ${key.iccs} #1 solution only win DTC ${key.dtc}`);
    expect(text.out).toHaveLength(2 + defences.length);
  });

  it('states no result for a start beyond the tables that the search did not prove', async () => {
    const run = await en('tree', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', '--stipulation', '红先胜', '--depth', '1', '--proof-time', '0.01');
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^Red to move and win: not proven within the limits; \d+ nodes$/);
  });

  it('refuses a missing or unreadable stipulation, one the side to move contradicts, and one the tables refute', async () => {
    expect((await en('tree', ONLY)).code).toBe(2);
    expect(await en('tree', ONLY, '--stipulation', 'win')).toMatchObject({ code: 2, err: [expect.stringMatching(/^unrecognised stipulation 'win'/)] });
    expect(await en('tree', ONLY, '--stipulation', '黑先胜')).toEqual({ code: 2, out: [], err: ['the stipulation is Black to move and win, but that side is not to move'] });
    expect(await en('tree', WRONG, '--stipulation', '红先胜')).toEqual({ code: 1, out: [], err: ['the tables say Red to move draws, not the stipulated result'] });
    expect(await en('tree', ONLY, '--stipulation', '红先胜', '--known', 'KQ-K')).toMatchObject({ code: 2, err: ['unrecognised material: KQ-K'] });
  });
});
