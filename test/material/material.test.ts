import { describe, expect, it } from 'vitest';
import { chineseNameOf, parseChineseName } from '../../src/shared/material/chineseName';
import { dependencyOrder, subMaterials } from '../../src/shared/material/dependencies';
import { type Material, isDrawnByRule } from '../../src/shared/material/material';
import { formatSignature, parseSignature } from '../../src/shared/material/signature';
import { sayMaterial } from '../../src/shared/words/say';

function sig(text: string): string {
  const m = parseChineseName(text);
  return m.ok ? formatSignature(m.value) : `error: ${sayMaterial(m.error, 'en')}`;
}

describe('signatures', () => {
  it('parse in any order and print canonically', () => {
    for (const [text, canonical] of [['KCPAB-KAABB', 'KCPAB-KAABB'], ['kbapc-kbbaa', 'KCPAB-KAABB'], ['KHE-K', 'KNB-K'], ['KRR-KNC', 'KRR-KNC']]) {
      const m = parseSignature(text);
      expect(m.ok && formatSignature(m.value)).toBe(canonical);
    }
  });

  it('say exactly what is wrong', () => {
    const message = (text: string) => {
      const m = parseSignature(text);
      return m.ok ? 'ok' : sayMaterial(m.error, 'en');
    };
    expect(message('KCP')).toMatch(/'-'/);
    expect(message('KX-K')).toMatch(/'X'/);
    expect(message('C-K')).toMatch(/red must have exactly one king/);
    expect(message('KRRR-K')).toMatch(/too many rooks \(3 > 2\)/);
  });
});

describe('Chinese names', () => {
  it('read the names players use', () => {
    expect(sig('炮高兵单士象对士象全')).toBe('KCPAB-KAABB');
    expect(sig('车兵对马炮双士')).toBe('KRP-KNCAA');
    expect(sig('马炮全对马全')).toBe('KNCAABB-KNAABB');
    expect(sig('单车对士象全')).toBe('KR-KAABB');
    expect(sig('炮兵单缺士对双士')).toBe('KCPABB-KAA');
    expect(sig('马兵对单士')).toBe('KNP-KA');
    expect(sig('车马对车')).toBe('KRN-KR');
    expect(sig('炮兵对士象全')).toBe('KCP-KAABB');
    expect(sig('马擒单士')).toBe('KN-KA');
    expect(sig('双车对车马')).toBe('KRR-KRN');
    expect(sig('三兵对士象全')).toBe('KPPP-KAABB');
    expect(sig('炮低兵单缺象对单士象')).toBe('KCPAAB-KAB');
    expect(sig('俥兵對馬砲雙士')).toBe('KRP-KNCAA');
    expect(sig('单车对将')).toBe('KR-K');
  });

  it('name the unknown word', () => {
    expect(sig('炮兵对龙')).toMatch(/unknown word '龙'/);
    expect(sig('炮兵士象全')).toMatch(/对/);
  });

  it('print a material as its usual name and read it back', () => {
    const famous = parseSignature('KCPAB-KAABB');
    expect(famous.ok && chineseNameOf(famous.value)).toBe('炮兵单士象对士象全');
    const letters = ['', 'R', 'N', 'C', 'P', 'RN', 'CP', 'PP', 'RR', 'NCP', 'PPP'];
    const defences = ['', 'A', 'B', 'AB', 'AA', 'BB', 'AAB', 'ABB', 'AABB'];
    let checked = 0;
    for (const red of letters) for (const black of letters) for (const rd of defences) for (const bd of defences) {
      const m = parseSignature(`K${red}${rd}-K${black}${bd}`);
      if (!m.ok) continue;
      const back = parseChineseName(chineseNameOf(m.value));
      expect(back.ok && formatSignature(back.value), chineseNameOf(m.value)).toBe(formatSignature(m.value));
      checked++;
    }
    expect(checked).toBeGreaterThan(5000);
  });
});

describe('dependencies', () => {
  const m = (text: string) => (parseSignature(text) as { value: Material }).value;

  it('materials without attackers are draws by rule', () => {
    expect(isDrawnByRule(m('KAB-KAABB'))).toBe(true);
    expect(isDrawnByRule(m('KP-K'))).toBe(false);
  });

  it('the 炮高兵单士象对士象全 chain: every sub-material, each after its own', () => {
    const order = dependencyOrder(m('KCPAB-KAABB')).map(formatSignature);
    expect(order.at(-1)).toBe('KCPAB-KAABB');
    for (const name of ['KCPAB-KAAB', 'KCPAB-KABB', 'KCP-K', 'KP-K', 'KC-K']) expect(order).toContain(name);
    expect(order).not.toContain('KAB-KAABB');
    const position = new Map(order.map((name, i) => [name, i]));
    for (const name of order) {
      for (const sub of subMaterials(m(name))) {
        if (isDrawnByRule(sub)) continue;
        expect(position.get(formatSignature(sub))!).toBeLessThan(position.get(name)!);
      }
    }
    // Brute force: red keeps any subset of C, P, A, B; black any subset of A, A, B, B; an attacker must remain.
    let expected = 0;
    for (let red = 0; red < 16; red++) for (let a = 0; a <= 2; a++) for (let b = 0; b <= 2; b++) if (red & 3) expected++;
    expect(order).toHaveLength(expected);
  });
});
