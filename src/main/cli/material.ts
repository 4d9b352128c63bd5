/** A material argument: a signature (KCPAB-KAABB) or a Chinese name (炮高兵单士象对士象全). */
import { problem } from '../../shared/api/problem';
import type { Lang } from '../../shared/lang';
import { chineseNameOf, readChineseName } from '../../shared/material/chineseName';
import type { Material } from '../../shared/material/material';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { formatSignature } from '../../shared/material/signature';
import { placedPawnNote } from '../../shared/words/say';
import { BadArgument, UsageError } from './failure';
import type { CliIo } from './io';
import { said, text } from './messages';

export function materialArg(typed: string | undefined): Material {
  if (typed === undefined) throw new UsageError(text('missing-material'));
  const material = parseMaterial(typed);
  if (material.ok) return material.value;
  throw new BadArgument(said(problem('bad-material', { text: typed, reason: { material: material.error } })));
}

/** Says, on stderr, when the typed name placed a pawn (高兵 …): the table covers every placement. */
export function notePlacedPawns(typed: string, material: Material, io: CliIo, lang: Lang): void {
  const name = readChineseName(typed);
  const note = placedPawnNote(name.ok ? name.value.placedPawns : [], formatSignature(material), chineseNameOf(material), lang);
  if (note) io.err(note);
}
