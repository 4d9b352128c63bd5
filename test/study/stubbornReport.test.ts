/**
 * The soundness report's defences under the chosen metric (issue 45 point 6, issue 48 point 3), on
 * KR-KA's tables with their DTM tables, at positions where Black's defences tie on DTC and part on
 * DTM: the most stubborn defence is the longest DTC then the longest DTM (by DTM: the longest DTM),
 * "as stubborn" lists exactly the defences of the same value, a quicker one is flagged with the
 * better one, the start and every move carry DTC and DTM, and the text names each ply as the line
 * numbers it. Every expectation is read from the tables' move values.
 */
import { describe, expect, it } from 'vitest';
import { studyProving } from '../../src/main/services/studyProving';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import type { MoveValue, Prober } from '../../src/main/tablebase/probe/prober';
import { RED } from '../../src/shared/rules/piece';
import { plyVerdict, soundnessReport } from '../../src/shared/study/soundness';
import { parseStipulation } from '../../src/shared/study/stipulation';
import { reportText } from '../../src/shared/words/reportText';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { dtcTie, partsOnDtm, scan } from '../support/stubborn';
import { counts } from '../support/tables';

const material = counts('KR', 'KA');
const dir = generatedFolder(material, (d) => generateWithSubTables(material, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));
const WIN = parseStipulation('红先胜')!;

/** A won start whose best key (not a capture) leaves Black a DTC tie that parts on DTM, with the tie's defences. */
function setting(prober: Prober) {
  const [start] = scan(prober, material, RED, 1, (pos) => {
    const key = prober.moves(pos, 'dtc')[0];
    return !key.capture && partsOnDtm(prober, pos.after(key.move));
  });
  const key = prober.moves(start, 'dtc')[0];
  const after = start.after(key.move);
  const tie = dtcTie(prober, after);
  const latest = Math.max(...tie.map((m) => m.dtm!));
  return { start, key, after, tie, stubborn: tie.find((m) => m.dtm === latest)!, quicker: tie.find((m) => m.dtm! < latest)! };
}

const iccsOf = (moves: readonly { iccs: string }[]) => moves.map((m) => m.iccs).sort();

describe('the soundness report under a metric', () => {
  it('by DTC: the most stubborn defence is the longest DTC then DTM, and "as stubborn" lists exactly its equals', () => {
    withTableProbe(dir, (_, prober) => {
      const { start, key, after, tie, stubborn } = setting(prober);
      const { tables } = studyProving(() => prober, dir);
      const r = soundnessReport(tables, start, WIN, [key.iccs, stubborn.iccs], 'dtc');
      expect(r.metric).toBe('dtc');
      // The start's value and each move's carry both distances.
      expect(r.table).toMatchObject({ wdl: 'win', dtc: prober.value(start).dtc, dtm: prober.dtm(start) });
      expect(r.mainLine.map((p) => [p.dtc, p.dtm])).toEqual([[key.dtc, key.dtm], [stubborn.dtc, stubborn.dtm]]);
      const defence = r.mainLine[1];
      expect(defence).toMatchObject({ side: 'defender', betterDefence: null });
      expect(plyVerdict(defence)).toBe('most-stubborn');
      expect(iccsOf(defence.equals)).toEqual(iccsOf(tie.filter((m) => m !== stubborn && m.dtm === stubborn.dtm)));
      // None of the defences mated sooner, though as long to the next capture, is called as stubborn.
      expect(tie.some((m) => m.dtm! < stubborn.dtm!)).toBe(true);
      for (const m of defence.equals) expect([m.dtc, m.dtm]).toEqual([stubborn.dtc, stubborn.dtm]);
      // The tree's own first line (no study line) defends the same way.
      const first = soundnessReport(tables, start, WIN, undefined, 'dtc');
      expect(first.mainLine[1]).toMatchObject({ dtc: stubborn.dtc, dtm: stubborn.dtm });
      expect(prober.moves(after, 'dtc')[0].dtm).toBe(stubborn.dtm);
      const zh = reportText(r, 'zh');
      expect(zh).toContain(`残局库：红先胜 (DTC ${r.table.dtc} DTM ${r.table.dtm})，与要求相符`);
      expect(zh).toContain(`1. …… ${defence.text}  负 DTC ${stubborn.dtc} DTM ${stubborn.dtm}`);
      if (defence.equals.length) expect(zh).toContain(`同样顽强的防守：${defence.equals[0].text} (负 DTC ${stubborn.dtc} DTM ${stubborn.dtm})`);
    });
  });

  it('a quicker defence tied on DTC is flagged with the better one, numbered as the line numbers it, in each language', () => {
    withTableProbe(dir, (_, prober) => {
      const { start, key, quicker, stubborn } = setting(prober);
      const r = soundnessReport(prober, start, WIN, [key.iccs, quicker.iccs], 'dtc');
      const defence = r.mainLine[1];
      expect(plyVerdict(defence)).toBe('bettered');
      expect(defence.betterDefence).toMatchObject({ dtc: stubborn.dtc, dtm: stubborn.dtm });
      expect(r.flaws).toEqual([{ ply: 2, kind: 'better-defence', move: defence.betterDefence }]);
      const zh = reportText(r, 'zh'), en = reportText(r, 'en');
      const better = defence.betterDefence!.text;
      expect(zh).toContain(`瑕疵：\n  1. …… ${defence.text}：守方有更顽强的应着：${better} (负 DTC ${stubborn.dtc} DTM ${stubborn.dtm})\n`);
      expect(en).toContain(`Flaws:\n  1. ... ${defence.text}: the defence has a better move: ${better} (loss DTC ${stubborn.dtc} DTM ${stubborn.dtm})\n`);
      expect(zh).not.toMatch(/第 \d+ 步/);
      expect(en).not.toMatch(/\bply \d/);
    });
  });

  it('by DTM: the most stubborn defence is the longest DTM, whatever its DTC', () => {
    withTableProbe(dir, (_, prober) => {
      const { start, key, after } = setting(prober);
      const losing = prober.moves(after, 'dtm').filter((m) => m.wdl === 'loss' && m.order === 0);
      const latest = Math.max(...losing.map((m) => m.dtm!));
      const best: MoveValue = losing.find((m) => m.dtm === latest)!;
      const r = soundnessReport(prober, start, WIN, [key.iccs, best.iccs], 'dtm');
      expect(r.metric).toBe('dtm');
      expect(r.mainLine[1].betterDefence).toBeNull();
      expect(iccsOf(r.mainLine[1].equals)).toEqual(iccsOf(losing.filter((m) => m !== best && m.dtm === latest)));
      const weaker = losing.find((m) => m.dtm! < latest)!;
      const flagged = soundnessReport(prober, start, WIN, [key.iccs, weaker.iccs], 'dtm');
      expect(flagged.mainLine[1].betterDefence).toMatchObject({ dtm: latest });
    });
  });
});
