/** A material argument: a signature (KCPAB-KAABB) or a Chinese name (炮高兵单士象对士象全). */
import type { Material } from '../../shared/material/material';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { UsageError } from './args';

export function materialArg(text: string | undefined): Material {
  if (text === undefined) throw new UsageError('missing <signature|Chinese name>');
  const material = parseMaterial(text);
  if (material.ok) return material.value;
  throw new UsageError(material.error.message);
}

export function dirArg(value: string | true | undefined): string {
  if (typeof value !== 'string') throw new UsageError('missing --dir <tables folder>');
  return value;
}

export function numberArg(value: string | true | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${name} must be a number from ${min} to ${max}`);
  return n;
}
