/**
 * The one API between the UI and the services. Every operation is listed here with its argument and
 * result types and a validator for its arguments; the Electron host (IPC) and the browser host
 * (HTTP/WebSocket) both implement it, and the renderer only ever sees `CanjuApi`.
 *
 * Results are values, never exceptions: every operation answers `{ ok: true, … }` or `{ ok: false,
 * errors }`, whose problems say what was wrong as codes with parameters (problem.ts), which the
 * renderer puts into words in the user's language; a request that fails changes nothing. A service
 * that throws reaches the renderer as an `internal` failure (services/dispatch.ts), and so does a
 * host that cannot be reached (the renderer's api.ts). No operation takes a language, but for the
 * exports that write words (the best line's comments, a study as text or as a diagram with its
 * caption): their options name it.
 */
import { type Lang, LANGS } from '../lang';
import { type Failure, type Problem, failure } from './problem';
import type { Notation } from '../notation/types';
import { META_TEXTS, type StudyMeta } from '../study/document';
import { MAX_ROW_PAGE, type MoveRow, TREE_STEPS, type TreeStep } from '../study/rows';
import type { TreeMove } from '../study/solutionTree';
import type { SoundnessReport } from '../study/soundness';
import type { Metric, RepetitionRule, Wdl } from '../tablebase/value';
import { PIECE_STYLES, type PieceStyle } from '../formats/diagram/diagram';

export type Answer<T> = ({ readonly ok: true } & T) | Failure;

export type ValidateResult = Answer<{ readonly fen: string }>;

export interface LegalMove {
  readonly iccs: string;
  readonly text: string;
}

export type LegalMovesResult = Answer<{ readonly moves: LegalMove[] }>;

export interface MaterialInfo {
  /** Canonical signature (`KCPAB-KAABB`), its usual Chinese name, and every table it needs, smallest first, with where each stands. */
  readonly signature: string;
  readonly chineseName: string;
  readonly tables: { readonly material: string; readonly status: TableStatus }[];
  /** No side has an attacking piece: a draw by rule, no table needed. */
  readonly drawnByRule: boolean;
  /** Too many pieces for any table (`tables` is then empty). */
  readonly tooLarge: boolean;
  /** For a name or signature (not a FEN): a legal position of the material, to set up on the board. */
  readonly exampleFen: string | null;
  /** The words of a typed name that place a pawn (高兵, 底卒 …), empty for none: the table covers every placement, which the UI says. */
  readonly placedPawns: readonly string[];
}

export type MaterialResult = Answer<MaterialInfo>;

export interface ValueView {
  readonly wdl: Wdl;
  /** Plies to the next conversion (capture, mate or stalemate); 0 for draws. */
  readonly dtc: number;
  /** Repetition order: 0 for ordinary results, more when the repetition rule decided it. */
  readonly order: number;
  /** With an order above 0: whether the lines end in a perpetual check or a perpetual chase (the loser's). */
  readonly rule?: RepetitionRule;
  /**
   * Plies to mate through the sub-tables (0 for draws), from the DTM tables; null where the folder
   * has no DTM table for the position (for a move: for the position it leads to).
   */
  readonly dtm: number | null;
}

export interface MoveView extends ValueView {
  readonly iccs: string;
  readonly text: string;
  readonly capture: boolean;
  /** The move ends the game (checkmate, or 困毙 when the opponent is not in check). */
  readonly mate: boolean;
}

export type ProbeResult =
  /** `dtmProblem`: a DTM table the answer needed cannot be read, so its distances are left out (null); the DTC values stand. */
  | { readonly ok: true; readonly value: ValueView; readonly moves: MoveView[]; readonly dtmProblem?: Problem }
  | { readonly ok: false; readonly errors: Problem[]; readonly missing?: string[] };

export type LineEnd = 'checkmate' | 'stalemate' | 'draw' | 'perpetual-check' | 'limit';

export interface LineStep extends ValueView {
  readonly iccs: string;
  readonly text: string;
  /** FEN before the move; the step's value is that position's, for the side to move there. */
  readonly fen: string;
  /** The move takes a piece: the line enters a smaller table (by DTM the DTC may also rise without one). */
  readonly capture: boolean;
}

export type LineResult =
  /**
   * `metric`: the distance the line followed, the one asked for unless a DTM table on the way cannot
   * be read (`dtmProblem` then says which), when a DTM line follows DTC instead.
   */
  | { readonly ok: true; readonly steps: LineStep[]; readonly end: LineEnd; readonly finalFen: string; readonly metric: Metric; readonly dtmProblem?: Problem }
  | { readonly ok: false; readonly errors: Problem[]; readonly missing?: string[] };

export type TableStatus = 'queued' | 'generating' | 'complete' | 'corrupt' | 'missing' | 'absent';

export interface SideStatisticsView {
  readonly legal: number;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly maxDtc: number;
  readonly maxDtcFen: string;
  readonly ruleDecided: number;
  readonly histogram: number[];
}

export interface TableInfo {
  readonly material: string;
  readonly chineseName: string;
  readonly status: TableStatus;
  readonly sizeBytes: number | null;
  readonly indexSize: number;
  readonly seconds: number | null;
  readonly peakRssBytes: number | null;
  readonly createdAt: string | null;
  readonly problem: string | null;
  /** Set when the material's DTM table failed its checks (verify): the DTC table stays usable. */
  readonly dtmProblem: string | null;
  readonly statistics: { readonly red: SideStatisticsView; readonly black: SideStatisticsView } | null;
}

/** The tables folder, and what opening it found besides tables (reported, never deleted). */
export interface FolderInfo {
  readonly dir: string;
  /** Finished tables whose final rename had not happened (another program held the file) and that were put in place. */
  readonly recovered: string[];
  /** Temporary files another program still holds; they are dealt with at the next start. */
  readonly keptTemporary: string[];
  /** Files named like tables that are not ours (macOS `._` companions, copies). */
  readonly foreign: string[];
}

/** One table a generation would make: positions of both sides, and the estimate of its file, time and working memory. */
export interface TablePlan {
  readonly material: string;
  readonly entries: number;
  readonly diskBytes: number;
  readonly seconds: number;
  readonly workingBytes: number;
}

/** What generating a material will cost, said before it starts (the estimator of `canju gen --plan`). */
export interface GenerationPlan {
  readonly material: string;
  /** The missing tables, smallest first, in the order they would be made. */
  readonly tables: TablePlan[];
  readonly entries: number;
  readonly totalSeconds: number;
  readonly peakMemoryBytes: number;
  readonly diskBytes: number;
  readonly memoryBudgetBytes: number;
  /** The largest table's working memory fits the budget. */
  readonly fitsMemory: boolean;
  /** Positions per second the estimate assumes, and whether this machine measured it. */
  readonly positionsPerSecond: number;
  readonly measured: boolean;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'interrupted';
export type Phase = 'init' | 'retro' | 'perpetual' | 'finalize' | 'compress';

export interface JobProgress {
  readonly table: string;
  readonly tableNumber: number;
  readonly tableCount: number;
  readonly phase: Phase;
  readonly percent: number;
  readonly positionsPerSecond: number;
  readonly etaSeconds: number | null;
  readonly rssBytes: number;
  readonly elapsedSeconds: number;
  /** In the perpetual-check phase, the repetition order being decided. */
  readonly order?: number;
}

export interface JobInfo {
  readonly id: number;
  readonly material: string;
  /** Tables the job generates, in order, and the positions of each (both sides): the weights of overall progress. */
  readonly tables: string[];
  readonly entries: number[];
  /** How many of them are finished. */
  readonly done: number;
  readonly state: JobState;
  readonly progress: JobProgress | null;
  readonly error: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A study as the user saves it (shared/study/document.ts): its position, stipulation (红先胜 …, '' for
 * none), metadata (the title not empty) and notes, and its move tree: `tree` names an open tree
 * (`openStudy`'s, edited by `treeEdit`) whose moves become the study's; left out, the saved moves stay
 * (a new study has none).
 */
export interface StudyFields {
  readonly fen: string;
  readonly stipulation: string;
  readonly meta: StudyMeta;
  readonly notes: string;
  readonly tree?: number;
}

/** An open tree in the services: its id, for the `tree…` operations, and how many rows it shows now. */
export interface TreeHandle {
  readonly id: number;
  readonly rowCount: number;
}

/** A saved study: its document without the move tree, which is opened in the services (`tree`) and paged by rows. */
export interface StudyInfo {
  readonly id: number;
  readonly fen: string;
  readonly stipulation: string;
  readonly meta: StudyMeta;
  readonly notes: string;
  readonly material: string;
  /** The name of the file it was imported from; '' for a study saved in the app. */
  readonly sourceFile: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly tree: TreeHandle;
}

/** Whether a study's soundness report has been computed, and what it said: '' not yet (or since the study changed). */
export type StudySoundness = '' | 'sound' | 'unsound';

/** A study as the library lists it: without its moves (`openStudy` opens them), with its soundness. */
export interface StudySummary extends Omit<StudyInfo, 'tree'> {
  readonly soundness: StudySoundness;
}

/** Largest page `listStudies` answers. */
export const MAX_STUDY_PAGE = 500;

/**
 * A page of the study library, newest first. Every filter left out matches everything; `text` is
 * searched for in the title, author, source, event, red and black players, date, opening, ECCO and notes; `material` is a signature or Chinese name
 * (matched canonically), `stipulation` 红先胜 … or English, `soundness` '' for studies not yet checked.
 */
export interface StudyQuery {
  readonly text?: string;
  readonly material?: string;
  readonly stipulation?: string;
  readonly soundness?: StudySoundness;
  readonly sourceFile?: string;
  readonly offset: number;
  /** 1 to MAX_STUDY_PAGE. */
  readonly limit: number;
}

/** A file handed to `importStudies`: its name (a dropped folder's files may carry their relative path) and its bytes. */
export interface ImportFile {
  readonly name: string;
  readonly base64: string;
}

/** Largest total of file bytes one `importStudies` call takes (decoded), and most files. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_FILES = 20_000;

export interface ImportedStudy {
  readonly id: number;
  readonly title: string;
  readonly file: string;
}

/**
 * What an import did, file by file: each study that came in, each already in the library (its id
 * there), each file or game that could not be read (a problem naming the file, the place and the
 * fault) and each file that is not a study file. A file that fails adds nothing, even studies it
 * holds before the fault.
 */
export interface ImportSummary {
  readonly imported: ImportedStudy[];
  readonly duplicates: ImportedStudy[];
  readonly failed: ImportProblem[];
  readonly skipped: ImportProblem[];
}

/** A file of an import that failed or was skipped, and why. */
export interface ImportProblem {
  readonly file: string;
  readonly problem: Problem;
}

export type StudyExportFormat = 'pgn' | 'dhtmlxq' | 'xqf' | 'svg' | 'png' | 'text';

export interface StudyExportOptions {
  readonly format: StudyExportFormat;
  /** Of the text formats (pgn, dhtmlxq, text); XQF's strings are always GBK, svg UTF-8, png binary. */
  readonly encoding: TextEncodingName;
  /** Of the moves in pgn and text. */
  readonly notation: Notation;
  /** Of the text formats; 'lf' when left out. */
  readonly lineEnding?: LineEnding;
  /** Diagrams (svg, png): draw the main line's first move as an arrow (off when left out). */
  readonly arrows?: boolean;
  /** Diagrams (svg, png): 'board' (the UI's board, when left out) or 'printed' (black on white, black's pieces filled discs). */
  readonly pieceStyle?: PieceStyle;
  /** The language of the words the file holds: the caption of a diagram, the labels of the text format. */
  readonly lang: Lang;
}

export type ExportFormat = 'pgn' | 'text';
/** 'utf-8-bom' starts the file with a byte-order mark, which Windows Notepad and Excel look for to tell UTF-8 from GBK. */
export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'gbk';
export type LineEnding = 'lf' | 'crlf';

export interface ExportOptions {
  readonly format: ExportFormat;
  readonly notation: Notation;
  readonly encoding: TextEncodingName;
  /** Of the file's bytes: 'crlf' for Windows tools that show a bare LF file on one line. */
  readonly lineEnding: LineEnding;
  /** Add, at each loser's move, every defence that loses no faster than the best one by more than this many plies. */
  readonly sidelines: boolean;
  readonly title: string;
  /** The distance the line follows: 'dtm' mates soonest (every table on the way needs its DTM table); 'dtc' when left out. */
  readonly metric?: Metric;
  /** The language of the file's words: its comments and, as text, its labels. */
  readonly lang: Lang;
}

/** What a generation makes besides each missing table's DTC table. */
export interface GenerationOptions {
  /** Each table's DTM table too (`<material>.cjdtm`, docs/table-format.md), after its DTC table. */
  readonly dtm: boolean;
}

export type ExportResult = Answer<{ readonly text: string; readonly fileName: string; readonly mimeType: string; readonly base64: string }>;

/** What a solution tree's build expects to make, said before it grows: its nodes (an estimate from the start's value and the first moves' branching). */
export interface TreeEstimate {
  readonly nodes: number;
}

/**
 * An open tree (docs/studies.md): a study's document tree (`document`) or a solution tree built from
 * the tables (`solution`), with its start, its stipulation and, for a solution tree, the start's value,
 * its limits and whether it is still growing (`building`) or ended short (`problem`: cancelled, a table
 * missing, too large).
 */
export interface TreeInfo {
  readonly id: number;
  readonly kind: 'document' | 'solution';
  readonly fen: string;
  /** In its Chinese form (红先胜); '' for a document without one. */
  readonly stipulation: string;
  readonly nodes: number;
  readonly rowCount: number;
  readonly building: boolean;
  /** Solution trees: the start's value, without DTM (a tree ranks its moves by DTC: shared/study/ranking.ts). */
  readonly value?: Omit<ValueView, 'dtm'>;
  /** How the start's value is known beyond the tables: by search, or unproven within the limits; absent for the tables' (docs/studies.md, "Beyond the tables"). */
  readonly proof?: TreeMove['proof'];
  /** Solution trees: plies after which lines were cut; null: none. */
  readonly depth?: number | null;
  /** Solution trees: materials treated as known, canonical signatures. */
  readonly known?: string[];
  readonly problem?: Problem;
}

/** A build that started: the open tree it grows and what it expects to make. */
export type TreeBuildResult =
  | { readonly ok: true; readonly treeId: number; readonly estimate: TreeEstimate }
  | { readonly ok: false; readonly errors: Problem[]; readonly missing?: string[] };

/**
 * An edit of an open document tree (`node`: a node of it; 0 is the start position): a comment, the
 * move marks (PGN NAGs), a move played after a node (it becomes the main continuation when the node
 * had none, else a variation; an existing move is only gone to), deleting the move and everything
 * after it, promoting the line through a node to the main line, and keeping a built solution tree
 * (`from`), or the part of it under its node `node` (0: whole), as the document's moves.
 */
export type TreeEditAction =
  | { readonly kind: 'comment'; readonly node: number; readonly text: string }
  | { readonly kind: 'nags'; readonly node: number; readonly nags: readonly number[] }
  | { readonly kind: 'play'; readonly node: number; readonly iccs: string }
  | { readonly kind: 'delete'; readonly node: number }
  | { readonly kind: 'promote'; readonly node: number }
  | { readonly kind: 'keep'; readonly from: number; readonly node: number };

/** The position at a node of an open tree, and what is said about the move that reached it. */
export interface TreePosition {
  readonly fen: string;
  /** The moves from the start (ICCS). */
  readonly path: string[];
  readonly comment: string;
  readonly nags: readonly number[];
}

/** The soundness report of a saved study, recomputed from the tables (its text, in either language: shared/words/reportText.ts). */
export type StudyReportResult =
  | { readonly ok: true; readonly report: SoundnessReport }
  | { readonly ok: false; readonly errors: Problem[]; readonly missing?: string[] };

/**
 * One table checked by verify (`KR-KA`, or its DTM table `KR-KA DTM`): the entries checked, the
 * seconds it took, how many values disagree with their successors', and the first of them with the
 * value stored and the value expected (as value.ts's formatValue writes them: `win dtc 5`).
 */
export interface TableCheck {
  readonly table: string;
  readonly checked: number;
  readonly seconds: number;
  readonly inconsistencies: number;
  readonly examples: readonly { readonly fen: string; readonly stored: string; readonly expected: string }[];
}

/** Whether every value of a material's table (and of its DTM table, where the folder has one) agrees with its successors'. */
export type VerifyResult = Answer<{ readonly consistent: boolean; readonly inconsistencies: number; readonly tables: readonly TableCheck[] }>;

/** Whose DTM count a table's statistics give: Canju's plies to mate (its DTM table) or xiangqitb's, computed from the tables (docs/rules.md 5). */
export type DtmCount = 'canju' | 'xiangqitb';
export const DTM_COUNTS: readonly DtmCount[] = ['canju', 'xiangqitb'];

/** A side's figures in a table's statistics (the CLI's `stats`): the catalogue's, but for the histogram, and the longest DTM. */
export interface SideFigures extends Omit<SideStatisticsView, 'histogram'> {
  /** The longest distance to mate by the asked count and its position; null where the folder has no DTM table. */
  readonly maxDtm: number | null;
  readonly maxDtmFen: string | null;
  /** Of them, decided by perpetual check and by perpetual chase; null for tables before format 4, which do not say. */
  readonly checkDecided: number | null;
  readonly chaseDecided: number | null;
}

/** A table's statistics from its file's header (and its DTM table's), with the DTM count asked for. */
export interface TableStatisticsView {
  readonly material: string;
  readonly indexSize: number;
  readonly seconds: number;
  readonly peakRssBytes: number;
  readonly red: SideFigures;
  readonly black: SideFigures;
  readonly dtmCount: DtmCount;
}

/** The engine an analysis runs: Canju's own (its search in a worker, the services' tables joined) or an outside UCI or UCCI engine (Pikafish, ElephantEye) by the full path of its program. */
export type AnalysisEngine = 'canju' | { readonly path: string };

/** Most principal variations an analysis reports (MultiPV). */
export const MAX_ANALYSIS_LINES = 5;

/** One principal variation of an analysis, for the side to move at the analysed position. */
export interface AnalysisLine {
  /** The depth it was searched to (an outside engine reports its lines one at a time, so they can differ). */
  readonly depth: number;
  /** In Canju's bands (shared/search/score.ts): mate, table win, evaluation; an outside engine's mates read into them. */
  readonly score: number;
  readonly iccs: string[];
  /** The same moves in the asked notation; an outside engine's line is cut at its first move Canju's rules refuse. */
  readonly text: string[];
}

export interface AnalysisIteration {
  readonly depth: number;
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  /** Best first, at most the MultiPV asked for. */
  readonly lines: AnalysisLine[];
  /** Shown before its depth was finished: a win one root move proved, the other moves still searched (Canju's engine). */
  readonly partial?: boolean;
}

/**
 * What Canju's prover said after its search ended on a mate or a table win: proven when every
 * defence was searched with nothing pruned (docs/search.md, "Proofs"), ending at mate (`by` mate), a
 * table position (table) or the perpetual-check rule (rule); else not proven within its limits.
 */
export type AnalysisProof =
  | { readonly proven: true; readonly by: 'mate' | 'table' | 'rule'; readonly line: AnalysisLine }
  | { readonly proven: false };

/** How an analysis ended: by itself (a mate settled, or the engine's own end), stopped, or failed (`problem` says why). */
export type AnalysisEnd = 'done' | 'stopped' | 'failed';

/** Events the host pushes to the renderer. */
export type CanjuEvent =
  | { readonly type: 'job'; readonly job: JobInfo }
  | { readonly type: 'tables' }
  /** The desktop app holds off system sleep while a generation works (browser mode never does). */
  | { readonly type: 'awake'; readonly held: boolean }
  /** A solution tree being built (or expanded) holds this many nodes so far; `done` once it stopped growing (`problem` when it ended short). */
  | { readonly type: 'tree'; readonly treeId: number; readonly nodes: number; readonly done: boolean; readonly problem?: Problem }
  /** An analysis's latest iteration (at most every 100 ms, and the last before its end). */
  | { readonly type: 'analysis'; readonly id: number; readonly iteration: AnalysisIteration }
  | {
    readonly type: 'analysis-end'; readonly id: number; readonly end: AnalysisEnd; readonly bestMove: string | null;
    readonly problem?: Problem;
    /** Canju's engine only, when its search ended on a mate or a table win. */
    readonly proof?: AnalysisProof;
  };

export interface CanjuApi {
  validatePosition(fen: string): Promise<ValidateResult>;
  legalMoves(fen: string, notation: Notation): Promise<LegalMovesResult>;
  /** A signature or a Chinese endgame name (炮高兵单士象对士象全), or a FEN, and the tables it needs. */
  describeMaterial(text: string): Promise<MaterialResult>;
  /** The position's value and every move's, best first by `metric` (by DTM only where every move has one, else by DTC). */
  probe(fen: string, notation: Notation, metric: Metric): Promise<ProbeResult>;
  /** The best line by `metric`: by DTM it mates soonest, and every table on the way needs its DTM table (the missing ones named `KR-K DTM`). */
  bestLine(fen: string, notation: Notation, metric: Metric): Promise<LineResult>;
  /** What generating a material and its missing sub-tables (with `dtm`, their DTM tables too) would cost on this machine. */
  planGeneration(material: string, options: GenerationOptions): Promise<Answer<{ readonly plan: GenerationPlan }>>;
  /** Generates the table of a material (signature, Chinese name or FEN) and every missing sub-table, with `dtm` each one's DTM table too; one job runs at a time. */
  startGeneration(material: string, options: GenerationOptions): Promise<Answer<{ readonly job: JobInfo }>>;
  cancelGeneration(jobId: number): Promise<Answer<{ readonly cancelled: boolean }>>;
  /** Jobs, newest first (the running one, if any, first), so a reloaded window finds its progress. */
  listJobs(): Promise<Answer<{ readonly jobs: JobInfo[] }>>;
  listTables(): Promise<Answer<{ readonly tables: TableInfo[]; readonly folder: FolderInfo }>>;
  inspectTable(material: string): Promise<Answer<{ readonly table: TableInfo }>>;
  /** Recomputes every value of the material's table (and of its DTM table, where the folder has one) from its successors; a file that fails its checks is recorded corrupt. */
  verifyTable(material: string): Promise<VerifyResult>;
  /** A table's statistics from its file: per side W/D/L, the longest DTC and DTM with their positions, the positions each rule decided. */
  tableStatistics(material: string, dtmCount: DtmCount): Promise<Answer<{ readonly statistics: TableStatisticsView }>>;
  deleteTable(material: string): Promise<Answer<{ readonly deleted: string }>>;
  /** Saves a study's document (its moves from the open tree `study.tree`); answers it opened again. */
  saveStudy(study: StudyFields, id: number | null): Promise<Answer<{ readonly study: StudyInfo }>>;
  /** A page of the library and how many studies match in all; an unreadable material or stipulation filter is refused. */
  listStudies(query: StudyQuery): Promise<Answer<{ readonly studies: StudySummary[]; readonly total: number }>>;
  /** A saved study, its move tree opened in the services (`study.tree`). */
  openStudy(id: number): Promise<Answer<{ readonly study: StudyInfo }>>;
  /** Marks a study deleted: it is listed and opened no more, `restoreStudy` brings it back until the catalogue is next opened, which purges it. */
  deleteStudy(id: number): Promise<Answer<{ readonly deleted: number }>>;
  restoreStudy(id: number): Promise<Answer<{ readonly restored: number }>>;
  /** Imports study files (PGN, DhtmlXQ, XQF): each file whole or not at all; the same study twice is reported as a duplicate. */
  importStudies(files: ImportFile[]): Promise<Answer<{ readonly summary: ImportSummary }>>;
  /** A saved study as a file: its position, its whole move tree with comments and marks, and its metadata and stipulation. */
  exportStudy(id: number, options: StudyExportOptions): Promise<ExportResult>;
  exportLine(fen: string, options: ExportOptions): Promise<ExportResult>;
  /**
   * Starts building the solution tree of a stipulation (红先胜, 红先和, 黑先胜, 黑先和 or English) from a
   * position, cut after `depth` plies (null: to mate) and at the first position of a `known` material,
   * and answers once the start's value is known, with the open tree's id and the estimate; the tree
   * grows in the services (progress as `tree` events, its rows pageable meanwhile). A new build
   * cancels a running one; the services keep one solution tree.
   */
  buildTree(fen: string, stipulation: string, depth: number | null, known: string[]): Promise<TreeBuildResult>;
  /** The same for a saved study's position and stipulation. */
  buildStudyTree(id: number, depth: number | null, known: string[]): Promise<TreeBuildResult>;
  /** Expands a dual or a node cut at the depth limit of a solution tree, `depth` plies further (null: to the end); answers when done. */
  expandNode(treeId: number, node: number, depth: number | null): Promise<Answer<{ readonly nodes: number; readonly rowCount: number }>>;
  /** Stops the tree being built (within 100 ms); its `tree` event says `tree-cancelled`. */
  cancelTree(): Promise<Answer<{ readonly cancelled: boolean }>>;
  treeInfo(treeId: number): Promise<Answer<{ readonly tree: TreeInfo }>>;
  /** Rows `offset` to `offset + count` (count at most MAX_ROW_PAGE) of an open tree, in PGN order, folded moves hiding their lines. */
  treeRows(treeId: number, offset: number, count: number, notation: Notation): Promise<Answer<{ readonly rows: MoveRow[]; readonly rowCount: number }>>;
  treeFold(treeId: number, node: number, folded: boolean): Promise<Answer<{ readonly rowCount: number }>>;
  /** The row of a node, unfolding the moves that hid it. */
  treeRowOf(treeId: number, node: number): Promise<Answer<{ readonly row: number; readonly rowCount: number }>>;
  treeStep(treeId: number, node: number, step: TreeStep): Promise<Answer<{ readonly node: number }>>;
  treePosition(treeId: number, node: number): Promise<Answer<TreePosition>>;
  /** Edits an open document tree; answers the node the edit leaves current (the move played, the parent of a deleted one) and the rows now. */
  treeEdit(treeId: number, action: TreeEditAction): Promise<Answer<{ readonly node: number; readonly rowCount: number }>>;
  /** Lets an open tree go (the services also let the oldest go when too many are open). */
  closeTree(treeId: number): Promise<Answer<{ readonly closed: boolean }>>;
  studyReport(id: number): Promise<StudyReportResult>;
  /**
   * Analyses a position until `stopAnalysis` (or a mate settles it), with `lines` principal variations
   * (1 to MAX_ANALYSIS_LINES) written in `notation`; one analysis runs at a time, so a new one stops the
   * one before. Answers once the engine runs, with the analysis's id (its events carry it) and the
   * engine's name; an outside engine that is missing or no engine is refused.
   */
  startAnalysis(fen: string, engine: AnalysisEngine, lines: number, notation: Notation): Promise<Answer<{ readonly id: number; readonly engine: string }>>;
  /** Stops the running analysis, answering once it has ended (its `analysis-end` event sent). */
  stopAnalysis(): Promise<Answer<{ readonly stopped: boolean }>>;
  /** Subscribes to host events; returns the unsubscribe function. Not a request: hosts wire it separately. */
  onEvent(listener: (event: CanjuEvent) => void): () => void;
}

/** The request operations (everything but the event subscription). */
export type Operation = Exclude<keyof CanjuApi, 'onEvent'>;

/** Why an argument list was refused, or null when it is acceptable. */
export type ArgumentCheck = (args: readonly unknown[]) => string | null;
type Check = (value: unknown) => string | null;

const MAX_FEN = 128;
const MAX_FIELD = 200;
const MAX_NOTES = 10_000;

function text(what: string, max: number, allowEmpty = false): Check {
  return (value) => {
    if (typeof value !== 'string') return `${what} must be a string`;
    if ((!allowEmpty && value.trim().length === 0) || value.length > max) return `${what} must be ${allowEmpty ? 0 : 1}-${max} characters`;
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value)) return `${what} must not contain control characters`;
    return null;
  };
}

function oneOf(values: readonly string[], what: string): Check {
  return (value) => (typeof value === 'string' && values.includes(value) ? null : `${what} must be one of ${values.join(', ')}`);
}

function id(what: string, nullable = false): Check {
  return (value) => {
    if (nullable && value === null) return null;
    return Number.isSafeInteger(value) && (value as number) > 0 ? null : `${what} must be a positive integer${nullable ? ' or null' : ''}`;
  };
}

/** An object with exactly these fields, but for the `optional` ones, which may be left out. */
function record(fields: Record<string, Check>, what: string, optional: readonly string[] = []): Check {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${what} must be an object`;
    const keys = Object.keys(value);
    const extra = keys.find((k) => !(k in fields));
    if (extra) return `${what} has an unknown field "${extra}"`;
    for (const [name, check] of Object.entries(fields)) {
      if (!(name in value) && optional.includes(name)) continue;
      if (!(name in value)) return `${what} lacks the field "${name}"`;
      const problem = check((value as Record<string, unknown>)[name]);
      if (problem) return `${what}.${name}: ${problem}`;
    }
    return null;
  };
}

const fen = text('FEN', MAX_FEN);
const lang = oneOf(LANGS, 'language');
const notation = oneOf(['chinese', 'wxf', 'iccs'], 'notation');
const material = text('material', 64);
const metric = oneOf(['dtc', 'dtm'], 'metric');
const generationOptions = record({ dtm: (v) => (typeof v === 'boolean' ? null : 'dtm must be true or false') }, 'options');
const iccs = (what: string): Check => (value) => (typeof value === 'string' && /^[a-i][0-9][a-i][0-9]$/.test(value) ? null : `${what} must be a move in ICCS (h2e2)`);

function list(item: Check, what: string, max: number): Check {
  return (value) => {
    if (!Array.isArray(value) || value.length > max) return `${what} must be a list of at most ${max}`;
    for (const x of value) {
      const problem = item(x);
      if (problem) return problem;
    }
    return null;
  };
}

const studyMeta = record({
  ...Object.fromEntries(META_TEXTS.map((k) => [k, text(k, MAX_FIELD, k !== 'title')])),
  result: oneOf(['1-0', '0-1', '1/2-1/2', '*'], 'result'),
}, 'meta');
const studyFields = record({
  fen, stipulation: text('stipulation', 32, true), meta: studyMeta, notes: text('notes', MAX_NOTES, true), tree: id('tree'),
}, 'study', ['tree']);
/** Plies of a solution tree; beyond any line to mate in the tables Canju can make. */
export const MAX_TREE_DEPTH = 1000;
const depth: Check = (value) => (value === null || (Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_TREE_DEPTH)
  ? null : `depth must be a whole number from 1 to ${MAX_TREE_DEPTH}, or null`);
const known = list(text('material', 64), 'known materials', 64);
const exportOptions = record({
  format: oneOf(['pgn', 'text'], 'format'), notation, encoding: oneOf(['utf-8', 'utf-8-bom', 'gbk'], 'encoding'),
  lineEnding: oneOf(['lf', 'crlf'], 'line ending'),
  sidelines: (v) => (typeof v === 'boolean' ? null : 'sidelines must be true or false'), title: text('title', MAX_FIELD, true), metric, lang,
}, 'options', ['metric']);

const MAX_FILE_NAME = 1000;
const studySoundness = oneOf(['', 'sound', 'unsound'], 'soundness');
const wholeNumber = (what: string, min: number, max: number): Check => (value) => (Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
  ? null : `${what} must be a whole number from ${min} to ${max}`);
const studyQuery = record({
  text: text('search text', MAX_FIELD, true), material: text('material', 64, true), stipulation: text('stipulation', 32, true),
  soundness: studySoundness, sourceFile: text('source file', MAX_FILE_NAME, true),
  offset: wholeNumber('offset', 0, Number.MAX_SAFE_INTEGER), limit: wholeNumber('limit', 1, MAX_STUDY_PAGE),
}, 'query', ['text', 'material', 'stipulation', 'soundness', 'sourceFile']);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Files to import: names, base64 bytes, at most MAX_IMPORT_FILES files and MAX_IMPORT_BYTES in all. */
const importFiles: Check = (value) => {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IMPORT_FILES) return `files must be a list of 1 to ${MAX_IMPORT_FILES}`;
  let bytes = 0;
  for (const file of value) {
    const problem = record({
      name: text('file name', MAX_FILE_NAME), base64: (v) => (typeof v === 'string' && v.length % 4 === 0 && BASE64.test(v) ? null : 'base64 must be base64 text'),
    }, 'file')(file);
    if (problem) return problem;
    bytes += ((file as ImportFile).base64.length / 4) * 3;
    if (bytes > MAX_IMPORT_BYTES + 2) return `files must hold at most ${MAX_IMPORT_BYTES} bytes in all`;
  }
  return null;
};
/** A node of an open tree, 0 for the start position. */
const node = wholeNumber('node', 0, Number.MAX_SAFE_INTEGER);
const boolean = (what: string): Check => (v) => (typeof v === 'boolean' ? null : `${what} must be true or false`);
const nag = wholeNumber('NAG', 1, 255);
const treeEditAction: Check = (value) => {
  const kind = (value as { kind?: unknown } | null)?.kind;
  switch (kind) {
    case 'comment': return record({ kind: oneOf(['comment'], 'kind'), node, text: text('comment', MAX_NOTES, true) }, 'edit')(value);
    case 'nags': return record({ kind: oneOf(['nags'], 'kind'), node, nags: list(nag, 'NAGs', 8) }, 'edit')(value);
    case 'play': return record({ kind: oneOf(['play'], 'kind'), node, iccs: iccs('move') }, 'edit')(value);
    case 'delete': case 'promote': return record({ kind: oneOf(['delete', 'promote'], 'kind'), node: id('node') }, 'edit')(value);
    case 'keep': return record({ kind: oneOf(['keep'], 'kind'), from: id('tree'), node }, 'edit')(value);
    default: return 'edit must be an object whose kind is comment, nags, play, delete, promote or keep';
  }
};
const studyExportOptions = record({
  format: oneOf(['pgn', 'dhtmlxq', 'xqf', 'svg', 'png', 'text'], 'format'), encoding: oneOf(['utf-8', 'utf-8-bom', 'gbk'], 'encoding'), notation,
  lineEnding: oneOf(['lf', 'crlf'], 'line ending'), arrows: (v) => (typeof v === 'boolean' ? null : 'arrows must be true or false'), lang,
  pieceStyle: oneOf(PIECE_STYLES, 'piece style'),
}, 'options', ['lineEnding', 'arrows', 'pieceStyle']);

/** Long enough for any program's path; Windows allows 32 767 characters only with a prefix nobody types. */
const MAX_PATH = 4096;
const enginePath = record({ path: text('engine path', MAX_PATH) }, 'engine');
const analysisEngine: Check = (value) => (value === 'canju' ? null
  : typeof value === 'object' && value !== null ? enginePath(value) : 'engine must be "canju" or { path }');

function args(...checks: Check[]): ArgumentCheck {
  return (values) => {
    if (!Array.isArray(values)) return 'arguments must be a list';
    if (values.length !== checks.length) return `expected ${checks.length} arguments, got ${values.length}`;
    for (let i = 0; i < checks.length; i++) {
      const problem = checks[i](values[i]);
      if (problem) return problem;
    }
    return null;
  };
}

/** Argument validators by operation: hosts call these before any service sees untrusted input. */
export const ARGUMENT_CHECKS: { readonly [K in Operation]: ArgumentCheck } = {
  validatePosition: args(fen),
  legalMoves: args(fen, notation),
  describeMaterial: args(text('material or FEN', MAX_FEN)),
  probe: args(fen, notation, metric),
  bestLine: args(fen, notation, metric),
  planGeneration: args(text('material or FEN', MAX_FEN), generationOptions),
  startGeneration: args(text('material or FEN', MAX_FEN), generationOptions),
  cancelGeneration: args(id('job')),
  listJobs: args(),
  listTables: args(),
  inspectTable: args(material),
  verifyTable: args(material),
  tableStatistics: args(material, oneOf(DTM_COUNTS, 'DTM count')),
  deleteTable: args(material),
  saveStudy: args(studyFields, id('study', true)),
  listStudies: args(studyQuery),
  openStudy: args(id('study')),
  deleteStudy: args(id('study')),
  restoreStudy: args(id('study')),
  importStudies: args(importFiles),
  exportStudy: args(id('study'), studyExportOptions),
  exportLine: args(fen, exportOptions),
  buildTree: args(fen, text('stipulation', 32), depth, known),
  buildStudyTree: args(id('study'), depth, known),
  expandNode: args(id('tree'), id('node'), depth),
  cancelTree: args(),
  treeInfo: args(id('tree')),
  treeRows: args(id('tree'), wholeNumber('offset', 0, Number.MAX_SAFE_INTEGER), wholeNumber('count', 1, MAX_ROW_PAGE), notation),
  treeFold: args(id('tree'), id('node'), boolean('folded')),
  treeRowOf: args(id('tree'), id('node')),
  treeStep: args(id('tree'), node, oneOf(TREE_STEPS, 'step')),
  treePosition: args(id('tree'), node),
  treeEdit: args(id('tree'), treeEditAction),
  closeTree: args(id('tree')),
  studyReport: args(id('study')),
  startAnalysis: args(fen, analysisEngine, wholeNumber('lines', 1, MAX_ANALYSIS_LINES), notation),
  stopAnalysis: args(),
};

export const OPERATIONS = Object.keys(ARGUMENT_CHECKS) as Operation[];

/** What a host answers when `ARGUMENT_CHECKS` refuses a request. */
export function badArguments(problem: string): Failure {
  return failure('bad-argument', { detail: problem });
}

/** IPC channel of an operation, and of the event stream. */
export function channelOf(operation: Operation): string {
  return `canju:${operation}`;
}
export const EVENT_CHANNEL = 'canju:event';

/** Browser host paths: requests are `POST /api/<operation>` with the argument list as JSON; events arrive on a WebSocket. */
export const HTTP_API_PREFIX = '/api/';
export const EVENTS_PATH = '/events';
