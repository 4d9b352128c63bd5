/**
 * Saved studies for the API: a study document (a legal position, its stipulation, metadata, notes and
 * move tree: shared/study/document.ts) whose moves are opened in the tree service when the study is
 * opened or saved, and the soundness report, computed from the tables each time (its
 * verdict is kept with the study, for the library's filter, until the study changes). The library
 * is listed in pages; a deleted study can be restored until the catalogue is opened again. Given a
 * source of proving probes (studyProving.ts) the report goes beyond the tables; an unproven verdict
 * leaves the study's kept verdict empty, since it is neither sound nor unsound.
 */
import type { Answer, StudyFields, StudyInfo, StudyQuery, StudyReportResult, StudySummary } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { Position } from '../../shared/rules/position';
import { illegalMove } from '../../shared/study/gameDocument';
import type { StudyProbe } from '../../shared/study/probe';
import { settled } from '../../shared/study/proof';
import { probeFor } from './studyProving';
import { soundnessReport } from '../../shared/study/soundness';
import { parseStipulation, stipulationName } from '../../shared/study/stipulation';
import type { Catalogue } from '../catalogue/catalogue';
import type { StudyListRow, StudyRow } from '../catalogue/studyRecords';
import { mainline } from '../../shared/study/tree';
import { materialOf } from './materialService';
import { validatePosition } from './positionService';
import { probeFailure } from './probeService';
import type { TreeService } from './treeService';

const summary = (row: StudyListRow): StudySummary => ({ ...row });

export class StudyService {
  /** `proving`, when given, makes each report's probe (proof.ts's ProvingProbe); without it reports are the tables' alone. */
  constructor(
    private readonly catalogue: Catalogue,
    private readonly trees: TreeService,
    private readonly probe: StudyProbe,
    private readonly proving?: () => StudyProbe,
  ) {}

  /** A study as the API answers it: its document but the moves, which are opened (`tree`: an open tree of it, else a new one). */
  private info(row: StudyRow, tree?: number): StudyInfo {
    const { id, fen, stipulation, meta, notes, material, sourceFile, createdAt, updatedAt } = row;
    const handle = (tree !== undefined && this.trees.handle(tree, fen)) || this.trees.openDocument(fen, stipulation, row.tree);
    return { id, fen, stipulation, meta, notes, material, sourceFile, createdAt, updatedAt, tree: handle };
  }

  /** Stipulations are stored in their Chinese form (an English one is translated); an empty one stays empty. */
  save(fields: StudyFields, id: number | null): Answer<{ study: StudyInfo }> {
    const checked = validatePosition(fields.fen);
    if (!checked.ok) return checked;
    const stipulation = parseStipulation(fields.stipulation);
    if (!stipulation && fields.stipulation.trim()) return failure('bad-stipulation', { text: fields.stipulation });
    const tree = fields.tree === undefined ? undefined : this.trees.documentMoves(fields.tree);
    if (fields.tree !== undefined && !tree) return failure('no-tree');
    const illegal = tree && illegalMove({ fen: checked.fen, tree });
    if (illegal) return failure('bad-edits', { moves: illegal });
    if (id !== null && !this.catalogue.studies.get(id)) return failure('no-study', { id });
    const meta = { ...fields.meta, title: fields.meta.title.trim() };
    const twin = id === null ? this.catalogue.studies.withFingerprint({ fen: checked.fen, meta, tree }) : undefined;
    if (twin && !twin.deleted) return failure('study-exists', { id: twin.id });
    const material = formatSignature(materialOfBoard(Position.fromFen(checked.fen).board));
    const saved = this.catalogue.studies.save({
      fen: checked.fen, meta, notes: fields.notes, material, stipulation: stipulation ? stipulationName(stipulation) : '', ...(tree ? { tree } : {}),
    }, id ?? undefined);
    return { ok: true, study: this.info(this.catalogue.studies.get(saved)!, fields.tree) };
  }

  /** A page of the library; the material and stipulation filters are read like the editor reads them (a Chinese name, an English stipulation). */
  list(query: StudyQuery): Answer<{ studies: StudySummary[]; total: number }> {
    let material: string | undefined, stipulation: string | undefined;
    if (query.material?.trim()) {
      const found = materialOf(query.material.trim());
      if (!found.ok) return failure('bad-material', { text: query.material.trim(), reason: found.reason });
      material = formatSignature(found.material);
    }
    if (query.stipulation?.trim()) {
      const parsed = parseStipulation(query.stipulation);
      if (!parsed) return failure('bad-stipulation', { text: query.stipulation });
      stipulation = stipulationName(parsed);
    }
    const { rows, total } = this.catalogue.studies.page({
      text: query.text, material, stipulation, soundness: query.soundness, sourceFile: query.sourceFile || undefined, offset: query.offset, limit: query.limit,
    });
    return { ok: true, studies: rows.map(summary), total };
  }

  open(id: number): Answer<{ study: StudyInfo }> {
    const row = this.catalogue.studies.get(id);
    return row ? { ok: true, study: this.info(row) } : failure('no-study', { id });
  }

  delete(id: number): Answer<{ deleted: number }> {
    return this.catalogue.studies.delete(id) ? { ok: true, deleted: id } : failure('no-study', { id });
  }

  restore(id: number): Answer<{ restored: number }> {
    return this.catalogue.studies.restore(id) ? { ok: true, restored: id } : failure('not-deleted', { id });
  }

  /** The saved study whole, for the readers that take it by id (exports, reports). */
  row(id: number): StudyRow | undefined {
    return this.catalogue.studies.get(id);
  }

  /** The soundness report along the study's main line (its document's; the solution tree's first line if it has none). */
  async report(id: number): Promise<StudyReportResult> {
    const row = this.catalogue.studies.get(id);
    if (!row) return failure('no-study', { id });
    const stipulation = parseStipulation(row.stipulation);
    if (!stipulation) return failure('no-stipulation', { id });
    const start = Position.fromFen(row.fen);
    const probe = probeFor(start, this.probe, this.proving);
    try {
      const report = await settled(probe, () => soundnessReport(probe, start, stipulation, [...mainline(row.tree)].map((m) => m.iccs)));
      this.catalogue.studies.setSoundness(id, report.verdict === 'unproven' ? '' : report.verdict);
      return { ok: true as const, report };
    } catch (error) {
      const answer = probeFailure(error);
      if (answer) return answer;
      throw error;
    }
  }
}
