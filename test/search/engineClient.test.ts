/**
 * The protocol client against Canju's own engine as a real child process (the built CLI's `engine`,
 * its search in a worker thread, the tables of a temporary folder joined), in both protocols:
 * handshake, a published mate found at its length with a key move checked by a full-width solver,
 * `go infinite` stopped at once, moves after the FEN played, an illegal move answered in words without
 * a crash, a table's value in each protocol's band, and `quit`. With `CANJU_ELEPHANTEYE` pointing to an
 * ElephantEye binary (xqbase/eleeye, built outside this repository), the same client finds the same mate
 * with it, its protocol found by falling back from UCI to UCCI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { EngineClient, type EngineFailure, type StartOptions } from '../../src/main/search/engineClient';
import { parseIccs } from '../../src/shared/notation/iccs';
import { Position } from '../../src/shared/rules/position';
import type { Dialect } from '../../src/shared/search/protocol/command';
import type { EngineInfo } from '../../src/shared/search/protocol/reply';
import { BUILT_CLI } from '../support/cli';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';
import { mateMoves } from './bruteMate';

const dir = generatedFolder(counts('KR', 'K'));
/** KR-K, red to move: the table says a win with 3 plies to the conversion (see analyseCli.test.ts). */
const IN_TABLE = '9/9/3k5/9/9/9/9/9/9/R4K3 w - - 0 1';
/** 马后炮: a5e5 mates at once. */
const MATE_IN_ONE = '4k4/9/4N4/9/C8/9/9/9/9/3K5 w - - 0 1';
/** The cannon one rank short of 马后炮 (a5e5 mates once it stands on a5), and a black pawn to make a waiting move. */
const BEFORE_MATE = '4k4/9/4N4/9/9/C8/8p/9/9/3K5 w - - 0 1';
const PUBLISHED = SEARCH_POSITIONS.filter((p) => ['SQYQ-013', 'SQYQ-192'].includes(p.id));

const clients: EngineClient[] = [];
afterAll(() => clients.forEach((c) => c.kill()));

async function canju(protocol: StartOptions['protocol'], lang = 'en', tables: readonly string[] = ['--dir', dir]): Promise<EngineClient> {
  const started = await EngineClient.start(process.execPath, { protocol, args: [BUILT_CLI, 'engine', ...tables, '--lang', lang] });
  if (!started.ok) throw new Error(`Canju's engine did not start: ${JSON.stringify(started.error)}`);
  clients.push(started.value);
  return started.value;
}

async function analysed(client: EngineClient, fen: string, moves: readonly string[], limits: Parameters<EngineClient['analyse']>[2]) {
  const result = await client.analyse(fen, moves, limits).result;
  if (!result.ok) throw new Error(`the engine failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

const lastScore = (infos: readonly EngineInfo[]) => infos.filter((i) => i.score !== undefined).at(-1)!.score;

/** Whether `key`, played in `fen`, leaves the opponent mated within `moves` − 1 of the winner's moves whatever it replies (full width, no pruning). */
function forcesMate(fen: string, key: string, moves: number): boolean {
  const pos = Position.fromFen(fen);
  const move = parseIccs(pos, key);
  if (!move.ok) return false;
  pos.play(move.value);
  return pos.legalMoves().every((reply) => {
    const after = pos.clone();
    after.play(reply);
    const n = mateMoves(after.fen(), moves - 1);
    return n !== undefined && n <= moves - 1;
  });
}

describe.each(['uci', 'ucci'] as const)('Canju\'s engine over %s', (dialect: Dialect) => {
  it('answers the handshake with its name and options', async () => {
    const client = await canju(dialect);
    expect(client.dialect).toBe(dialect);
    expect(client.name).toBe('Canju');
    expect(client.declared).toContain(dialect === 'uci' ? 'name Hash type spin default 64 min 1 max 4096' : 'hashsize type spin min 1 max 4096 default 64');
    client.configure({ hashMb: 16, multiPv: 1, threads: 1 });
    expect(await client.ready()).toEqual({ ok: true, value: undefined });
    await client.quit();
  }, 30_000);

  for (const p of PUBLISHED) {
    it(`${p.id}: mate in ${p.mateMoves} as published, the key move forcing it`, async () => {
      const client = await canju(dialect);
      const result = await analysed(client, p.fen, [], { depth: p.matePlies });
      expect(lastScore(result.infos)).toEqual({ kind: 'mate', plies: p.matePlies });
      expect(result.bestMove).toBe(p.elephantEye.pv.split(' ')[0]);
      expect(forcesMate(p.fen, result.bestMove!, p.mateMoves)).toBe(true);
      await client.quit();
    }, 60_000);
  }

  it('stops an infinite search and answers with its move at once', async () => {
    const client = await canju(dialect);
    let deep!: () => void;
    const reached = new Promise<void>((resolve) => (deep = resolve));
    const run = client.analyse('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', [], { infinite: true }, (info) => {
      if ((info.depth ?? 0) >= 5) deep();
    });
    await reached;
    const stoppedAt = performance.now();
    run.stop();
    const result = await run.result;
    const answeredIn = performance.now() - stoppedAt;
    expect(result.ok && result.value.stopped).toBe(true);
    expect(result.ok && result.value.bestMove).toMatch(/^[a-i]\d[a-i]\d$/);
    // The search itself stops within 50 ms (worker.test.ts); this adds two pipes and a process.
    expect(answeredIn).toBeLessThan(250);
    await client.quit();
  }, 30_000);

  it(dialect === 'uci' ? 'holds an infinite search\'s move for stop, even once it has a mate' : 'ends an infinite search by itself at a mate, as ElephantEye does', async () => {
    const client = await canju(dialect);
    const run = client.analyse(MATE_IN_ONE, [], { infinite: true });
    const early = await Promise.race([run.result.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 1500, 'waiting'))]);
    expect(early).toBe(dialect === 'uci' ? 'waiting' : 'answered');
    run.stop();
    const result = await run.result;
    expect(result.ok && result.value.bestMove).toBe('a5e5');
    expect(result.ok && lastScore(result.value.infos)).toEqual({ kind: 'mate', plies: 1 });
    await client.quit();
  }, 30_000);

  it('plays the moves after the FEN before searching', async () => {
    const client = await canju(dialect);
    const result = await analysed(client, BEFORE_MATE, ['a4a5', 'i3i2'], { depth: 2 });
    expect(result.bestMove).toBe('a5e5');
    expect(lastScore(result.infos)).toEqual({ kind: 'mate', plies: 1 });
    await client.quit();
  }, 30_000);

  it('answers an illegal move with a message, keeps the game before it, and goes on', async () => {
    const client = await canju(dialect);
    const messages: string[] = [];
    const result = await client.analyse('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', ['h2e2', 'h2e2'], { depth: 2 }, (info) => {
      if (info.message) messages.push(info.message);
    }).result;
    expect(messages).toEqual(["move 2, 'h2e2', is not a legal ICCS move there; the position stops before it"]);
    // Black is to move after h2e2 alone: the best move starts on a black piece's point (ranks 5 to 9 at the start).
    expect(result.ok && result.value.bestMove).toMatch(/^[a-i][5-9][a-i]\d$/);
    expect(await client.ready()).toEqual({ ok: true, value: undefined });
    await client.quit();
  }, 30_000);

  it('says what is wrong with a FEN in Chinese by default, and answers go without a move', async () => {
    const client = await canju(dialect, 'zh');
    const messages: string[] = [];
    const result = await client.analyse('4K4/9/9 w', [], { depth: 1 }, (info) => {
      if (info.message) messages.push(info.message);
    }).result;
    expect(messages).toEqual(['FEN 有误：FEN 的棋盘有 3 行；象棋棋盘有 10 行', '没有可搜索的局面：请先发送合法的 position 指令']);
    expect(result.ok && result.value.bestMove).toBeUndefined();
    await client.quit();
  }, 30_000);

  it('gives a table\'s value in the protocol\'s table band', async () => {
    const client = await canju(dialect);
    const result = await analysed(client, IN_TABLE, [], { depth: 2 });
    // Table win in 3 plies: Stockfish's 20000 − plies for UCI; just below ElephantEye's 9800 for UCCI.
    expect(lastScore(result.infos)).toEqual({ kind: 'cp', value: dialect === 'uci' ? 20000 - 3 : 9799 - 3 });
    await client.quit();
  }, 30_000);

  it('takes its tables folder from the protocol\'s option too, and says when it is not there', async () => {
    const client = await canju(dialect, 'en', []);
    const option = dialect === 'uci' ? 'TablesPath' : 'egtbpaths';
    const without = await analysed(client, IN_TABLE, [], { depth: 2 });
    // Without the table the search sees the stalemate (a loss in Xiangqi) itself: a0d0 d7e7 d0d8.
    expect(lastScore(without.infos)).toEqual({ kind: 'mate', plies: 3 });
    client.setOption(option, `${dir}/missing`);
    client.setOption(option, dir);
    const messages: string[] = [];
    const result = await client.analyse(IN_TABLE, [], { depth: 2 }, (info) => {
      if (info.message) messages.push(info.message);
    }).result;
    expect(result.ok && lastScore(result.value.infos)).toEqual({ kind: 'cp', value: dialect === 'uci' ? 20000 - 3 : 9799 - 3 });
    expect(messages).toEqual([`no folder ${dir}/missing; the tables are unchanged`, `tables folder: ${dir}`]);
    await client.quit();
  }, 30_000);

  it('exits on quit', async () => {
    const client = await canju(dialect);
    await client.quit(5_000);
    expect(client.exitStatus).toEqual({ code: 0, signal: null });
  }, 30_000);
});

describe('protocol detection and failures', () => {
  it('finds UCI first when the engine speaks both', async () => {
    const client = await canju('auto');
    expect(client.dialect).toBe('uci');
    await client.quit();
  }, 30_000);

  it('says when the binary is missing, and when a program is no engine', async () => {
    const missing = await EngineClient.start('/no/such/engine');
    expect(!missing.ok && missing.error).toMatchObject({ code: 'missing', path: '/no/such/engine' } satisfies Partial<EngineFailure>);
    // Node reading a script that prints nothing: neither uciok nor ucciok comes.
    const silent = await EngineClient.start(process.execPath, { args: ['-e', 'setTimeout(() => {}, 60000)'], answerMs: 500 });
    expect(!silent.ok && silent.error).toEqual({ code: 'not-an-engine', path: process.execPath });
  }, 30_000);

  it('kills an engine that does not answer stop, and says it hung', async () => {
    // A program that completes the UCI handshake and then answers nothing.
    const mute = "require('readline').createInterface({ input: process.stdin }).on('line', (l) => { if (l === 'uci') console.log('uciok'); });";
    const started = await EngineClient.start(process.execPath, { args: ['-e', mute] });
    expect(started.ok).toBe(true);
    const client = started.ok ? started.value : undefined!;
    clients.push(client);
    const run = client.analyse('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', [], { infinite: true });
    run.stop();
    expect(await run.result).toEqual({ ok: false, error: { code: 'timeout', path: process.execPath, waitingFor: 'bestmove' } });
    expect(client.exitStatus).toEqual({ code: null, signal: 'SIGKILL' });
  }, 30_000);

  it('says when the engine dies during a search', async () => {
    const client = await canju('uci');
    const run = client.analyse('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', [], { infinite: true });
    client.kill();
    const result = await run.result;
    expect(!result.ok && result.error).toMatchObject({ code: 'died', signal: 'SIGKILL' });
  }, 30_000);
});

const eleeye = process.env.CANJU_ELEPHANTEYE;

describe('ElephantEye', () => {
  it.skipIf(eleeye === undefined)('is found to speak UCCI and finds the published mate with its key move', async () => {
    const started = await EngineClient.start(eleeye!);
    expect(started.ok).toBe(true);
    const client = started.ok ? started.value : undefined!;
    clients.push(client);
    expect(client.dialect).toBe('ucci');
    expect(client.name).toBe('ElephantEye');
    client.configure({ hashMb: 16 });
    for (const p of PUBLISHED) {
      const result = await analysed(client, p.fen, [], { timeMs: 5_000 });
      expect(lastScore(result.infos)).toEqual({ kind: 'mate', plies: p.matePlies });
      expect(forcesMate(p.fen, result.bestMove!, p.mateMoves)).toBe(true);
    }
    await client.quit();
  }, 60_000);
});
