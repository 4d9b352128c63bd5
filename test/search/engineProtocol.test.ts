/**
 * The pure side of the engine protocols: GUI commands read into values, `go` turned into search
 * limits, Canju's scores written in each protocol's convention and read back, `info` lines written
 * and parsed, positions set from `position` commands. The lines engines really print are taken from
 * ElephantEye's source (search.cpp, eleeye.cpp) and Pikafish's (uci.cpp), as published.
 */
import { describe, expect, it } from 'vitest';
import { BLACK, RED } from '../../src/shared/rules/piece';
import { moveToIccs } from '../../src/shared/rules/move';
import { START_FEN } from '../../src/shared/rules/fen';
import { type GoCommand, parseCommand } from '../../src/shared/search/protocol/command';
import { clockTimeMs, searchBudget } from '../../src/shared/search/protocol/budget';
import { sayNotice } from '../../src/shared/words/say';
import { bestMoveLine, handshake, infoLines, messageLine } from '../../src/shared/search/protocol/output';
import { setPosition } from '../../src/shared/search/protocol/position';
import { parseReply } from '../../src/shared/search/protocol/reply';
import { readUciScore, readUcciScore, ucciScore, uciScore } from '../../src/shared/search/protocol/score';
import { mateIn, matedIn, tableLoss, tableWin } from '../../src/shared/search/score';

const go = (line: string) => parseCommand(line) as GoCommand;

describe('commands', () => {
  it('reads the handshake and the simple commands of both protocols', () => {
    for (const word of ['ucci', 'uci', 'isready', 'ucinewgame', 'stop', 'ponderhit', 'quit']) expect(parseCommand(`  ${word} `)).toEqual({ kind: word });
  });

  it('reads setoption in UCI form (names of several words, case-blind) and in UCCI form', () => {
    expect(parseCommand('setoption name Hash value 128')).toEqual({ kind: 'setoption', name: 'hash', value: '128' });
    expect(parseCommand('setoption name Clear Hash')).toEqual({ kind: 'setoption', name: 'clear hash', value: '' });
    expect(parseCommand('setoption name TablesPath value /a folder/with spaces')).toEqual({ kind: 'setoption', name: 'tablespath', value: '/a folder/with spaces' });
    expect(parseCommand('setoption hashsize 32')).toEqual({ kind: 'setoption', name: 'hashsize', value: '32' });
    expect(parseCommand('setoption newgame')).toEqual({ kind: 'setoption', name: 'newgame', value: '' });
  });

  it('reads position with a FEN of any length, or startpos, and the moves after it', () => {
    // The UCCI spec's own example, and Pikafish's short start FEN (side to move only).
    expect(parseCommand('position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7')).toEqual({
      kind: 'position', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', moves: ['h2e2', 'h9g7'],
    });
    expect(parseCommand('position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w')).toMatchObject({ fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', moves: [] });
    expect(parseCommand('position startpos moves b0c2')).toEqual({ kind: 'position', fen: undefined, moves: ['b0c2'] });
    expect(parseCommand('position')).toEqual({ kind: 'unknown', text: 'position' });
    expect(parseCommand('banmoves h6i4')).toEqual({ kind: 'banmoves', moves: ['h6i4'] });
  });

  it('reads every go of both protocols, skipping what it does not know', () => {
    expect(go('go depth 10')).toMatchObject({ depth: 10, infinite: false, ponder: false });
    expect(go('go ponder time 295000 increment 0')).toMatchObject({ time: 295000, increment: 0, ponder: true });
    expect(go('go draw time 300 movestogo 20 opptime 200 oppmovestogo 20')).toMatchObject({ time: 300, movestogo: 20 });
    expect(go('go wtime 60000 btime 50000 winc 1000 binc 2000 movestogo 30')).toMatchObject({ wtime: 60000, btime: 50000, winc: 1000, binc: 2000, movestogo: 30 });
    expect(go('go movetime 2500 nodes 100000')).toMatchObject({ movetime: 2500, nodes: 100000 });
    expect(go('go infinite searchmoves h2e2 b0c2')).toMatchObject({ infinite: true, searchmoves: ['h2e2', 'b0c2'] });
    expect(go('go depth x')).not.toHaveProperty('depth');
    expect(parseCommand('joho debug on')).toEqual({ kind: 'unknown', text: 'joho debug on' });
  });
});

describe('search budget', () => {
  it('takes a fixed time as it is, and a clock the way ElephantEye spends it', () => {
    expect(clockTimeMs(go('go movetime 1500'), RED, 'uci', true)).toBe(1500);
    // Sudden death with an increment: a twentieth of the clock plus the increment, less the overhead.
    expect(clockTimeMs(go('go wtime 60000 btime 20000 winc 1000 binc 500'), RED, 'uci', true)).toBe(3000 + 1000 - 30);
    expect(clockTimeMs(go('go wtime 60000 btime 20000 winc 1000 binc 500'), BLACK, 'uci', true)).toBe(1000 + 500 - 30);
    // Moves to go: the clock shared among them, never more than half of it.
    expect(clockTimeMs(go('go time 40000 movestogo 10'), BLACK, 'ucci', true)).toBe(4000 - 30);
    expect(clockTimeMs(go('go time 40000 movestogo 1'), RED, 'ucci', true)).toBe(20000 - 30);
    // UCCI clocks are in seconds unless usemillisec is on.
    expect(clockTimeMs(go('go time 40 movestogo 10'), RED, 'ucci', false)).toBe(4000 - 30);
    expect(clockTimeMs(go('go depth 5'), RED, 'uci', true)).toBeUndefined();
  });

  it('holds the best move for stop in UCI infinite and in pondering, not in UCCI infinite', () => {
    expect(searchBudget(go('go infinite'), RED, 'uci', true)).toEqual({ depth: undefined, nodes: undefined, timeMs: undefined, hold: true });
    expect(searchBudget(go('go infinite'), RED, 'ucci', true).hold).toBe(false);
    expect(searchBudget(go('go ponder wtime 60000 btime 60000'), RED, 'uci', true)).toMatchObject({ timeMs: undefined, hold: true });
    expect(searchBudget(go('go depth 7 nodes 5000'), RED, 'ucci', true)).toEqual({ depth: 7, nodes: 5000, timeMs: undefined, hold: false });
  });
});

describe('scores', () => {
  it('writes mates as UCI moves (Pikafish/Stockfish) and UCCI 10000 minus plies (ElephantEye)', () => {
    expect(uciScore(mateIn(5))).toBe('mate 3');
    expect(uciScore(mateIn(1))).toBe('mate 1');
    expect(uciScore(matedIn(4))).toBe('mate -2');
    expect(uciScore(matedIn(0))).toBe('mate 0');
    expect(ucciScore(mateIn(5))).toBe(9995);
    expect(ucciScore(matedIn(4))).toBe(-9996);
  });

  it('writes table wins in the band below mates, shorter higher, and keeps heuristic scores under them', () => {
    expect(uciScore(tableWin(12))).toBe('cp 19988');
    expect(uciScore(tableLoss(12))).toBe('cp -19988');
    expect(ucciScore(tableWin(12))).toBe(9787);
    expect(ucciScore(tableWin(3))).toBeGreaterThan(ucciScore(tableWin(12)));
    expect(ucciScore(tableWin(5, 1))).toBe(9001);
    expect(ucciScore(tableWin(5, 1))).toBeLessThan(ucciScore(tableWin(700)));
    expect(readUcciScore(ucciScore(tableWin(5, 1)))).toEqual({ kind: 'cp', value: 9001 });
    expect(uciScore(-85)).toBe('cp -85');
    expect(uciScore(60_000)).toBe('cp 10000');
    expect(ucciScore(60_000)).toBe(9000);
  });

  it('reads scores back by each convention: UCI mate N is 2N − 1 plies, mated in N is 2N', () => {
    expect(readUciScore('mate', 3)).toEqual({ kind: 'mate', plies: 5 });
    expect(readUciScore('mate', -2)).toEqual({ kind: 'mate', plies: -4 });
    expect(readUciScore('cp', 19988)).toEqual({ kind: 'cp', value: 19988 });
    expect(readUcciScore(9995)).toEqual({ kind: 'mate', plies: 5 });
    expect(readUcciScore(-9996)).toEqual({ kind: 'mate', plies: -4 });
    expect(readUcciScore(9800)).toEqual({ kind: 'cp', value: 9800 });
    for (const score of [mateIn(1), mateIn(7), matedIn(2), matedIn(8)]) {
      const plies = score > 0 ? 1_000_000 - score : -(1_000_000 + score);
      expect(readUcciScore(ucciScore(score))).toEqual({ kind: 'mate', plies });
      const [kind, n] = uciScore(score).split(' ');
      expect(readUciScore(kind as 'mate', Number(n))).toEqual({ kind: 'mate', plies });
    }
  });
});

describe('engine lines', () => {
  const line = { depth: 9, selDepth: 14, multipv: 1, score: mateIn(5), nodes: 123456, nps: 400000, timeMs: 308, tableHits: 2, pv: ['g7e7', 'c5e7', 'd8e8', 'e9d9', 'd7b8'] };

  it('answers ucci and uci with the options a GUI can set, then ucciok or uciok', () => {
    const options = { hashMb: 64, maxHashMb: 4096, multiPv: 1, maxMultiPv: 1, tables: '/t' };
    const ucci = handshake('ucci', options);
    expect(ucci.at(-1)).toBe('ucciok');
    expect(ucci).toContain('option hashsize type spin min 1 max 4096 default 64');
    expect(ucci).toContain('option egtbpaths type string default /t');
    const uci = handshake('uci', options);
    expect(uci.at(-1)).toBe('uciok');
    expect(uci).toContain('option name Hash type spin default 64 min 1 max 4096');
    expect(uci).toContain('option name MultiPV type spin default 1 min 1 max 1');
    expect(uci.every((l) => parseReply(l, 'uci').kind !== 'other')).toBe(true);
  });

  it('writes UCCI info as ElephantEye does and UCI info as Pikafish does, and reads both back', () => {
    expect(infoLines('ucci', line)).toEqual(['info time 308 nodes 123456', 'info depth 9 score 9995 pv g7e7 c5e7 d8e8 e9d9 d7b8']);
    const [uci] = infoLines('uci', line);
    expect(uci).toBe('info depth 9 seldepth 14 multipv 1 score mate 3 nodes 123456 nps 400000 tbhits 2 time 308 pv g7e7 c5e7 d8e8 e9d9 d7b8');
    expect(parseReply(uci, 'uci')).toEqual({
      kind: 'info', info: { depth: 9, selDepth: 14, multipv: 1, score: { kind: 'mate', plies: 5 }, nodes: 123456, nps: 400000, timeMs: 308, pv: line.pv },
    });
    const [time, depth] = infoLines('ucci', line).map((l) => parseReply(l, 'ucci'));
    expect(time).toEqual({ kind: 'info', info: { timeMs: 308, nodes: 123456 } });
    expect(depth).toEqual({ kind: 'info', info: { depth: 9, score: { kind: 'mate', plies: 5 }, pv: line.pv } });
  });

  it('reads the lines engines really print', () => {
    // Pikafish, uci.cpp on_update_full, with a bound and WDL-free.
    expect(parseReply('info depth 20 seldepth 31 multipv 2 score cp -35 upperbound nodes 9 nps 3 hashfull 1 tbhits 0 time 3 pv h2e2 h9g7', 'uci')).toEqual({
      kind: 'info', info: { depth: 20, selDepth: 31, multipv: 2, score: { kind: 'cp', value: -35 }, bound: 'upper', nodes: 9, nps: 3, timeMs: 3, pv: ['h2e2', 'h9g7'] },
    });
    expect(parseReply('bestmove (none)', 'uci')).toEqual({ kind: 'bestmove', move: undefined, ponder: undefined });
    expect(parseReply('info string NNUE evaluation using pikafish.nnue', 'uci')).toEqual({ kind: 'info', info: { message: 'NNUE evaluation using pikafish.nnue' } });
    // ElephantEye, search.cpp and eleeye.cpp.
    expect(parseReply('bestmove b0c2 ponder b9c7 draw', 'ucci')).toEqual({ kind: 'bestmove', move: 'b0c2', ponder: 'b9c7' });
    expect(parseReply('nobestmove', 'ucci')).toEqual({ kind: 'bestmove', move: undefined, ponder: undefined });
    expect(parseReply('info depth 0 score 12 pv h2e2', 'ucci')).toMatchObject({ info: { depth: 0, score: { kind: 'cp', value: 12 }, pv: ['h2e2'] } });
    expect(parseReply('info currmove h2e2 currmovenumber 3', 'ucci')).toEqual({ kind: 'info', info: {} });
    expect(parseReply('id name ElephantEye', 'ucci')).toEqual({ kind: 'id', field: 'name', value: 'ElephantEye' });
    expect(parseReply('bye', 'ucci')).toEqual({ kind: 'bye' });
    expect(parseReply('Pikafish 2024 by the Pikafish developers', 'uci')).toMatchObject({ kind: 'other' });
  });

  it('writes messages and best moves in each protocol\'s form', () => {
    expect(messageLine('uci', 'x')).toBe('info string x');
    expect(messageLine('ucci', 'x')).toBe('info message x');
    expect(parseReply(messageLine('ucci', '局面不合规则'), 'ucci')).toEqual({ kind: 'info', info: { message: '局面不合规则' } });
    expect(bestMoveLine('ucci', undefined)).toBe('nobestmove');
    expect(bestMoveLine('uci', undefined)).toBe('bestmove (none)');
    expect(bestMoveLine('uci', 'h2e2', 'h9g7')).toBe('bestmove h2e2 ponder h9g7');
  });
});

describe('position', () => {
  it('plays the moves from the FEN or the start position', () => {
    const set = setPosition(undefined, ['h2e2', 'h9g7']);
    expect(set.problem).toBeUndefined();
    expect(set.game!.start.fen()).toBe(START_FEN);
    expect(set.game!.moves.map(moveToIccs)).toEqual(['h2e2', 'h9g7']);
    expect(set.game!.current.fen()).toBe('rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1');
  });

  it('keeps the game up to an illegal move and says which; sets nothing for a bad FEN or an illegal position', () => {
    const illegal = setPosition(undefined, ['h2e2', 'h2e2', 'h9g7']);
    expect(illegal.problem).toEqual({ code: 'illegal-move', index: 2, move: 'h2e2' });
    expect(illegal.game!.moves.map(moveToIccs)).toEqual(['h2e2']);
    expect(sayNotice(illegal.problem!, 'en')).toBe("move 2, 'h2e2', is not a legal ICCS move there; the position stops before it");
    expect(sayNotice(illegal.problem!, 'zh')).toBe("第 2 步 'h2e2' 在那个局面下不是合法的 ICCS 着法；局面停在它之前");
    const fen = setPosition('rnbakabnr/9/1c5c1 w', []);
    expect(fen).toEqual({ game: undefined, problem: { code: 'fen', problem: expect.objectContaining({ code: 'ranks', count: 3 }) } });
    expect(sayNotice(fen.problem!, 'en')).toBe('bad FEN: FEN board has 3 ranks; Xiangqi has 10');
    // Two red kings and no black one.
    const position = setPosition('4K4/9/9/9/9/9/9/9/9/4K4 w', []);
    expect(position.game).toBeUndefined();
    expect(position.problem?.code).toBe('illegal-position');
    expect(sayNotice(position.problem!, 'zh')).toMatch(/^局面不合规则：/);
  });
});
