/** A material as users type it: a signature (KCPAB-KAABB) or a Chinese name (炮高兵单士象对士象全). */
import type { Result } from '../result';
import { parseChineseName } from './chineseName';
import type { Material } from './material';
import type { MaterialProblem } from './materialErrors';
import { parseSignature } from './signature';

export function parseMaterial(text: string): Result<Material, MaterialProblem> {
  const signature = parseSignature(text.trim());
  // Plain ASCII can only be meant as a signature, so its error is the useful one.
  if (signature.ok || /^[\x20-\x7e]+$/.test(text)) return signature;
  return parseChineseName(text);
}
