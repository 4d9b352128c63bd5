/** Saved studies for the API: a legal position with its title, composer, source and stipulation. */
import type { Answer, Lang, StudyFields, StudyInfo } from '../../shared/api/contract';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { Position } from '../../shared/rules/position';
import type { Catalogue, StudyRow } from '../catalogue/catalogue';
import { failure } from './messages';
import { validatePosition } from './positionService';

const info = (row: StudyRow): StudyInfo => ({ ...row });

export class StudyService {
  constructor(private readonly catalogue: Catalogue) {}

  save(fields: StudyFields, id: number | null, lang: Lang): Answer<{ study: StudyInfo }> {
    const checked = validatePosition(fields.fen, lang);
    if (!checked.ok) return checked;
    if (id !== null && !this.catalogue.study(id)) return failure('no-study', lang, String(id));
    const material = formatSignature(materialOfBoard(Position.fromFen(checked.fen).board));
    const saved = this.catalogue.saveStudy({ ...fields, title: fields.title.trim(), fen: checked.fen, material }, id ?? undefined);
    return { ok: true, study: info(this.catalogue.study(saved)!) };
  }

  list(): StudyInfo[] {
    return this.catalogue.studies().map(info);
  }

  open(id: number, lang: Lang): Answer<{ study: StudyInfo }> {
    const row = this.catalogue.study(id);
    return row ? { ok: true, study: info(row) } : failure('no-study', lang, String(id));
  }

  delete(id: number, lang: Lang): Answer<{ deleted: number }> {
    return this.catalogue.deleteStudy(id) ? { ok: true, deleted: id } : failure('no-study', lang, String(id));
  }
}
