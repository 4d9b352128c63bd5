/**
 * A study's stipulation: which side moves first and what it must achieve (红先胜 red to move and
 * win, 红先和 red to move and draw, 黑先胜, 黑先和). Read from Chinese (simplified or traditional,
 * 紅先勝) or English ("Red to move and win", "Black to play and draw", "red wins"); stored in the
 * catalogue as its Chinese form, and worded in either language at the edges (shared/words).
 */
import { BLACK, type Color, RED } from '../rules/piece';

export type Goal = 'win' | 'draw';

export interface Stipulation {
  /** The side that moves first and must achieve the goal: the solver. */
  readonly side: Color;
  readonly goal: Goal;
}

const CHINESE = /([红紅黑])先行?([胜勝和])/;
const ENGLISH = /\b(red|black)(?:\s+(?:to\s+(?:move|play)|moves?\s+first|plays?\s+first))?[\s,]+(?:and\s+|to\s+)?(wins?|draws?)\b/i;

function fromMatch(side: string, goal: string): Stipulation {
  return { side: /^(红|紅)$/.test(side) || /^red$/i.test(side) ? RED : BLACK, goal: /^(胜|勝|wins?)$/i.test(goal) ? 'win' : 'draw' };
}

/** The stipulation a whole field holds (`红先胜`, `Red to move and win`), or undefined. */
export function parseStipulation(text: string): Stipulation | undefined {
  const trimmed = text.trim();
  const zh = new RegExp(`^${CHINESE.source}$`).exec(trimmed);
  if (zh) return fromMatch(zh[1], zh[2]);
  const en = new RegExp(`^${ENGLISH.source}$`, 'i').exec(trimmed);
  return en ? fromMatch(en[1], en[2]) : undefined;
}

/** A stipulation written somewhere inside a title or an event (`七星聚会 红先和`), or undefined. */
export function findStipulation(text: string): Stipulation | undefined {
  const zh = CHINESE.exec(text);
  if (zh) return fromMatch(zh[1], zh[2]);
  const en = ENGLISH.exec(text);
  return en ? fromMatch(en[1], en[2]) : undefined;
}

/** The stipulation as the catalogue stores it and a tree names it: 红先胜, 红先和, 黑先胜, 黑先和 (its Chinese words, shared/words). */
export function stipulationName(s: Stipulation): string {
  return `${s.side === RED ? '红' : '黑'}先${s.goal === 'win' ? '胜' : '和'}`;
}
