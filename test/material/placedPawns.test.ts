import { describe, expect, it } from 'vitest';
import { chineseNameOf, readChineseName } from '../../src/shared/material/chineseName';
import { parseMaterial } from '../../src/shared/material/parseMaterial';
import { formatSignature } from '../../src/shared/material/signature';
import type { Lang } from '../../src/shared/lang';
import type { Material } from '../../src/shared/material/material';
import { placedPawnNote as note, sayMaterial } from '../../src/shared/words/say';

function read(text: string): { signature: string; placedPawns: readonly string[] } {
  const name = readChineseName(text);
  if (!name.ok) throw new Error(sayMaterial(name.error, 'en'));
  return { signature: formatSignature(name.value.material), placedPawns: name.value.placedPawns };
}

const QUALIFIERS = ['高', '低', '底', '中', '边', '过河'];

describe('pawn words in Chinese names', () => {
  it('each qualified pawn, 兵 or 卒, on either side, is one pawn, reported as typed', () => {
    for (const q of QUALIFIERS) {
      for (const pawn of ['兵', '卒']) {
        expect(read(`炮${q}${pawn}单士象对士象全`)).toEqual({ signature: 'KCPAB-KAABB', placedPawns: [`${q}${pawn}`] });
        expect(read(`马对${q}${pawn}双士`)).toEqual({ signature: 'KN-KPAA', placedPawns: [`${q}${pawn}`] });
      }
    }
  });

  it('reports every placed pawn of both sides, and none for a plain name', () => {
    expect(read('炮高兵底兵对低卒士象全')).toEqual({ signature: 'KCPP-KPAABB', placedPawns: ['高兵', '底兵', '低卒'] });
    expect(read('炮兵单士象对士象全')).toEqual({ signature: 'KCPAB-KAABB', placedPawns: [] });
    expect(read('炮 高兵 對 士象全').placedPawns).toEqual(['高兵']);
  });

  it('keeps counting pawns against the limit of five', () => {
    const six = readChineseName('高兵低兵底兵中兵边兵过河兵对将');
    expect(six.ok).toBe(false);
    if (!six.ok) {
      expect(six.error).toMatchObject({ code: 'too-many', color: 0, count: 6, max: 5 });
      expect(sayMaterial(six.error, 'en')).toBe('red has too many pawns (6 > 5)');
      expect(sayMaterial(six.error, 'zh')).toBe('红方的兵太多（6 个，最多 5 个）');
    }
  });
});

describe('the note that a table covers every placement of the pawn', () => {
  const material = (text: string) => {
    const m = parseMaterial(text);
    if (!m.ok) throw new Error(sayMaterial(m.error, 'en'));
    return m.value;
  };

  it('names the words, the canonical table and what it covers, in either language', () => {
    const m = material('炮高兵单士象对士象全');
    const placedPawnNote = (typed: string, m: Material, lang: Lang) => note(read(typed).placedPawns, formatSignature(m), chineseNameOf(m), lang);
    expect(placedPawnNote('炮高兵单士象对士象全', m, 'en')).toBe(
      "高兵 describes the study's position, not its material: the table KCPAB-KAABB (炮兵单士象对士象全) covers every placement of the pawn",
    );
    expect(placedPawnNote('炮高兵单士象对士象全', m, 'zh')).toBe('高兵说的是排局中兵的位置，不属于子力：残局库 KCPAB-KAABB（炮兵单士象对士象全）包括兵在每个位置的局面');
    expect(placedPawnNote('高兵底卒对将', material('高兵底卒对将'), 'en')).toMatch(/^高兵, 底卒 describe .* every placement of the pawns$/);
  });

  it('is absent for a plain name and a signature', () => {
    expect(read('炮兵单士象对士象全').placedPawns).toEqual([]);
    expect(readChineseName('KCPAB-KAABB').ok).toBe(false);
    expect(note([], 'KCPAB-KAABB', '炮兵单士象对士象全', 'zh')).toBeNull();
  });
});
