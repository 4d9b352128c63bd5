/** A named endgame is set up as a legal position of exactly its material. */
import { describe, expect, it } from 'vitest';
import { examplePosition } from '../../src/shared/material/examplePosition';
import { materialOfBoard, sameMaterial } from '../../src/shared/material/material';
import { parseSignature } from '../../src/shared/material/signature';
import { parseFen } from '../../src/shared/rules/fen';
import { setupBoard } from '../../src/shared/rules/setup';
import { validateSetup } from '../../src/shared/rules/validate';

describe('example positions', () => {
  for (const signature of ['KCPAB-KAABB', 'KR-K', 'KRR-KAABB', 'KNP-KB', 'KP-KA', 'KRNC-KRNC', 'KPPPPP-KAABB', 'KRRNNCCPPPPP-KRRNNCCAABBPPPPP', 'K-K']) {
    it(`sets up ${signature} legally, red to move`, () => {
      const m = parseSignature(signature);
      if (!m.ok) throw new Error(signature);
      const fen = examplePosition(m.value);
      expect(fen).not.toBeNull();
      const setup = parseFen(fen!);
      if (!setup.ok) throw new Error(`bad FEN: ${setup.error.code}`);
      expect(validateSetup(setup.value)).toEqual([]);
      expect(setup.value.turn).toBe(0);
      expect(sameMaterial(materialOfBoard(setupBoard(setup.value)), m.value)).toBe(true);
      expect(examplePosition(m.value)).toBe(fen);
    });
  }

  it('puts 炮高兵单士象对士象全 with the pawn across the river', () => {
    const m = parseSignature('KCPAB-KAABB');
    if (!m.ok) throw new Error('bad signature');
    const rows = examplePosition(m.value)!.split(' ')[0].split('/');
    expect(rows.findIndex((r) => r.includes('P'))).toBeLessThan(5);
  });
});
