/** A material argument: a signature (KCPAB-KAABB) or a Chinese name (炮高兵单士象对士象全). */
import { parseChineseName } from '../../shared/material/chineseName';
import type { Material } from '../../shared/material/material';
import { parseSignature } from '../../shared/material/signature';
import { UsageError } from './args';

export function materialArg(text: string | undefined): Material {
  if (text === undefined) throw new UsageError('missing <signature|Chinese name>');
  const signature = parseSignature(text);
  if (signature.ok) return signature.value;
  if (/^[\x20-\x7e]+$/.test(text)) throw new UsageError(signature.error.message);
  const name = parseChineseName(text);
  if (name.ok) return name.value;
  throw new UsageError(name.error.message);
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
