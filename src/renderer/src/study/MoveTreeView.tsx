/**
 * A move tree as XQStudio and vschess users read it: one move a row, the main line at the left and
 * each variation indented under the move it replaces, opened by "(" with a fold toggle, comments and
 * marks beside their move, each move's value where tables give it. Only the rows on screen are
 * drawn, and only their pages are asked of the services, so a tree of a million nodes scrolls as one
 * of ten; a tree still growing is re-read when `version` changes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../../shared/lang';
import { numberedMove } from '../../../shared/words/say';
import type { Strings } from '../i18n/zh';
import { nagText } from './nags';
import type { MoveRow } from '../../../shared/study/rows';
import type { RowSource } from './rowSource';
import { ROW_HEIGHT, contentHeight, rowWindow, scrollToRow } from './rowWindow';

/** Rows asked for at a time: a few screens, well under the services' 500. */
export const PAGE_ROWS = 100;
/** The viewer's height when the page cannot measure it (a test's DOM). */
const DEFAULT_HEIGHT = 480;

/** A move's value as its badge says it: 胜 · DTC 5 · DTM 7, and how it is known beyond the tables. */
export function valueBadge(t: Strings, value: NonNullable<MoveRow['value']>): string {
  if (value.proof === 'unproven') return t.treeProofs.marks.unproven;
  const parts = [value.wdl === 'win' ? t.analysis.win : value.wdl === 'loss' ? t.analysis.loss : t.analysis.draw];
  if (value.wdl !== 'draw') parts.push(value.proof === 'search' ? t.treeProofs.plies(value.dtc) : t.analysis.dtc(value.dtc));
  if (value.dtm !== null && value.proof !== 'search') parts.push(`DTM ${value.dtm}`);
  return parts.join(' · ');
}

interface Props {
  readonly t: Strings;
  readonly lang: Lang;
  readonly source: RowSource;
  /** Changes when the tree changed (an edit, or more nodes built): the rows on screen are read again. */
  readonly version: number;
  /** The node shown on the board (0: the start), highlighted and scrolled into view. */
  readonly current: number;
  /** Black moves first: move numbers count from its move. */
  readonly blackFirst: boolean;
  readonly label: string;
  onSelect(node: number): void;
  /** The current move's row, once drawn (null at the start): what the workbench offers for it depends on it. */
  onCurrentRow?(row: MoveRow | null): void;
}

function Row({ t, lang, row, blackFirst, current, onSelect, onFold }: {
  t: Strings; lang: Lang; row: MoveRow; blackFirst: boolean; current: boolean; onSelect(node: number): void; onFold(row: MoveRow): void;
}) {
  const marks = nagText(row.nags);
  return (
    <div className={`tree-row${row.depth > 0 ? ' variation' : ''}${row.role ? ` ${row.role}` : ''}`} style={{ paddingLeft: `${row.depth * 1.4 + 0.3}em` }}
      role="treeitem" aria-level={row.depth + 1} aria-selected={current} data-testid={`row-${row.node}`}>
      {row.variationStart
        ? <button type="button" className="fold" onClick={() => onFold(row)} aria-expanded={!row.folded} aria-label={row.folded ? t.moveTree.unfold : t.moveTree.fold} data-testid={`fold-${row.node}`}>{row.folded ? '▸' : '▾'}</button>
        : <span className="fold" />}
      {row.variationStart && <span className="paren">(</span>}
      <button type="button" className="link tree-move-button" aria-current={current ? 'step' : undefined} onClick={() => onSelect(row.node)} data-testid={`move-${row.node}`}>
        {numberedMove(row.ply, row.text, blackFirst, lang)}
      </button>
      {marks && <span className="nags" data-testid={`nags-${row.node}`}>{marks}</span>}
      {row.value && <span className="badge">{valueBadge(t, row.value)}</span>}
      {row.value?.proof === 'search' && <span className="mark proof search" title={t.treeProofs.titles.search}>{t.treeProofs.marks.search}</span>}
      {row.role === 'dual' && <span className="mark dual">{t.tree.dual}</span>}
      {row.end && t.tree.end[row.end] && <span className="mark end">{t.tree.end[row.end]}</span>}
      {row.folded && <span className="hint">{t.moveTree.folded}</span>}
      {row.comment && <span className="comment" title={row.comment} data-testid={`comment-${row.node}`}>{row.comment}</span>}
    </div>
  );
}

export function MoveTreeView({ t, lang, source, version, current, blackFirst, label, onSelect, onCurrentRow }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(DEFAULT_HEIGHT);
  const [rowCount, setRowCount] = useState<number | null>(null);
  // Pages read, by page number; replaced whole when the tree changes, so no page mixes two versions.
  const [pages, setPages] = useState<ReadonlyMap<number, readonly MoveRow[]>>(new Map());
  // Bumped by a fold here: the rows after it moved.
  const [folds, setFolds] = useState(0);
  const asked = useRef(new Set<string>());
  const generation = `${version}:${folds}`;

  useLayoutEffect(() => {
    const measured = box.current?.clientHeight;
    if (measured) setHeight(measured);
  }, []);

  const { first, count, top } = rowWindow(scrollTop, height, rowCount ?? 0);
  const firstPage = Math.floor(first / PAGE_ROWS);
  const lastPage = Math.floor(Math.max(first, first + count - 1) / PAGE_ROWS);

  // A new version keeps the rows drawn until their pages come again (no flicker while a tree grows).
  useEffect(() => {
    asked.current = new Set();
    let live = true;
    const wanted: number[] = [];
    for (let p = firstPage; p <= lastPage; p++) wanted.push(p);
    wanted.forEach((p) => asked.current.add(`${generation}/${p}`));
    void Promise.all(wanted.map((p) => source.rows(p * PAGE_ROWS, PAGE_ROWS))).then((answers) => {
      if (!live) return;
      const next = new Map<number, readonly MoveRow[]>();
      answers.forEach((a, i) => a && next.set(wanted[i], a.rows));
      const counted = answers.find((a) => a !== null);
      if (counted) setRowCount(counted.rowCount);
      setPages(next);
    });
    return () => {
      live = false;
    };
    // Only a new version or source reads the window afresh; scrolling reads the pages it lacks below.
  }, [source, generation]);

  useEffect(() => {
    for (let p = firstPage; p <= lastPage; p++) {
      const key = `${generation}/${p}`;
      if (pages.has(p) || asked.current.has(key)) continue;
      asked.current.add(key);
      void source.rows(p * PAGE_ROWS, PAGE_ROWS).then((a) => {
        if (!a || !asked.current.has(key)) return;
        setRowCount(a.rowCount);
        setPages((old) => new Map(old).set(p, a.rows));
      });
    }
  }, [source, generation, firstPage, lastPage, pages]);

  // The current move brought into view: its row found by the services (which unfold what hides it).
  useEffect(() => {
    if (current === 0) return;
    let live = true;
    void source.rowOf(current).then((row) => {
      if (!live || row === null || !box.current) return;
      const shown = [...pages.values()].some((rows) => rows.some((r) => r.node === current));
      if (!shown) setFolds((n) => n + 1);
      const to = scrollToRow(row, box.current.scrollTop, height, Math.max(rowCount ?? 0, row + 1));
      if (to !== box.current.scrollTop) {
        box.current.scrollTop = to;
        setScrollTop(to);
      }
    });
    return () => {
      live = false;
    };
    // Only a move of the current node scrolls; the rows and their count are read as they are then.
  }, [source, current]);

  const fold = (row: MoveRow) => void source.fold(row.node, !row.folded).then((n) => {
    if (n === null) return;
    setRowCount(n);
    setFolds((f) => f + 1);
  });

  const drawn: MoveRow[] = [];
  for (let i = first; i < first + count; i++) {
    const row = pages.get(Math.floor(i / PAGE_ROWS))?.[i % PAGE_ROWS];
    if (!row) break;
    drawn.push(row);
  }

  const currentRow = drawn.find((r) => r.node === current) ?? null;
  useEffect(() => onCurrentRow?.(currentRow), [currentRow]);

  return (
    <div className="move-tree-view" data-testid="move-tree">
      <div className="move-tree-head">
        <button type="button" className="link" aria-current={current === 0 ? 'step' : undefined} onClick={() => onSelect(0)} data-testid="tree-start">{t.analysis.start}</button>
        <span className="hint" data-testid="row-count">{rowCount === null ? t.library.loading : t.moveTree.rows(rowCount)}</span>
      </div>
      <div ref={box} className="move-tree-rows" role="tree" aria-label={label} aria-busy={rowCount === null}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} data-testid="tree-rows">
        <div style={{ height: contentHeight(rowCount ?? 0), position: 'relative' }}>
          <div style={{ position: 'absolute', top, left: 0, right: 0 }}>
            {drawn.map((row) => (
              <div key={row.node} style={{ height: ROW_HEIGHT }}>
                <Row t={t} lang={lang} row={row} blackFirst={blackFirst} current={row.node === current} onSelect={onSelect} onFold={fold} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
