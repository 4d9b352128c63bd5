/**
 * Our material names in xiangqitb's spelling, as its Piece_Config sorts and names a material. The
 * binary (commit 716c096) itself listed KCKN, KAPKBP, KRKPPP and KACKBC for KNKC, KBPKAP, KPPPKR and
 * KCBKCA in autoList.txt, and KCPKAB, KACPKAB and their sub-tables as `bench:vs` expects.
 */
import { describe, expect, it } from 'vitest';
import { xiangqitbName } from '../../bench/xiangqitbNames';
import { parseSignature } from '../../src/shared/material/signature';

function name(signature: string): string {
  const m = parseSignature(signature);
  if (!m.ok) throw new Error(signature);
  return xiangqitbName(m.value);
}

describe('xiangqitb names', () => {
  it('writes the stronger side first, each side K A B R N C P, defenders before attackers', () => {
    expect(name('KCPA-KAB')).toBe('KACPKAB');
    expect(name('KCPAB-KAABB')).toBe('KABCPKAABB');
    expect(name('KCP-KAB')).toBe('KCPKAB');
    expect(name('KCPB-KBB')).toBe('KBCPKBB');
    expect(name('KRNCP-KA')).toBe('KRNCPKA');
    expect(name('KP-K')).toBe('KPK');
  });

  it('puts the side with more attacking strength first whatever its colour', () => {
    expect(name('KAB-KCP')).toBe('KCPKAB');
    expect(name('KN-KR')).toBe('KRKN');
    expect(name('KPPP-KR')).toBe('KRKPPP');
    // A cannon scores 603, a horse 600.
    expect(name('KN-KC')).toBe('KCKN');
    expect(name('KC-KN')).toBe('KCKN');
    // Advisors and elephants count only between otherwise equal sides: 11 + 10 beats 11.
    expect(name('KPA-KPAB')).toBe('KABPKAP');
    expect(name('KPB-KPA')).toBe('KAPKBP');
  });

  it('lets the defenders decide between equal attackers', () => {
    expect(name('KCA-KCB')).toBe('KACKBC');
    expect(name('KCB-KCA')).toBe('KACKBC');
    expect(name('KR-KR')).toBe('KRKR');
  });
});
