/**
 * The tables of the folder, managed: size, date, status, DTM and statistics, a DTC histogram, the
 * longest DTC and DTM of each side (a click opens the position on the analysis board), verify with
 * progress and cancel, regenerate (the fix for a damaged table too) and delete, the tables that read
 * it named first. A corrupt DTM table is shown beside its material's status, which stays the DTC
 * table's. Every count is grouped in thousands the way the chosen language writes numbers.
 */
import { useEffect, useState } from 'react';
import type { CanjuApi, FolderInfo, SideFigures, SideStatisticsView, TableInfo, TableStatisticsView, VerifyResult } from '../../../shared/api/contract';
import type { Lang } from '../../../shared/lang';
import type { Strings } from '../i18n/zh';
import { count, dateTime, decimal } from '../numbers';
import { problemText } from '../problems';

/** A file size a reader takes in at a glance: kB below a megabyte, MB above, GB above a gigabyte. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1e6) return `${Math.max(0.1, bytes / 1e3).toFixed(1)} kB`;
  return bytes < 1e9 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e9).toFixed(2)} GB`;
}

export function Histogram({ label, histogram, lang }: { label: string; histogram: readonly number[]; lang: Lang }) {
  const max = Math.max(1, ...histogram);
  const width = 360, height = 100, bar = width / Math.max(1, histogram.length);
  return (
    <svg className="histogram" viewBox={`0 0 ${width} ${height + 14}`} role="img" aria-label={label}>
      {histogram.map((n, dtc) => {
        const h = n ? Math.max(1, (height * n) / max) : 0;
        return <rect key={dtc} x={dtc * bar} y={height - h} width={Math.max(0.5, bar - 0.5)} height={h}><title>{`DTC ${dtc}: ${count(n, lang)}`}</title></rect>;
      })}
      <text x={0} y={height + 12}>0</text>
      <text x={width} y={height + 12} textAnchor="end">{histogram.length - 1}</text>
    </svg>
  );
}

/** The longest distance of a side and its position, a click away from the analysis board. */
function Longest({ t, label, plies, fen, testId, onOpen }: { t: Strings; label: string; plies: number | null; fen: string | null; testId: string; onOpen(fen: string): void }) {
  if (plies === null || !fen) return <tr><th>{label}</th><td>—</td></tr>;
  return (
    <tr>
      <th>{label}</th>
      <td>
        {t.manage.plies(plies)}{' '}
        <button type="button" className="link" onClick={() => onOpen(fen)} title={t.manage.openOnBoard} data-testid={testId}><code>{fen}</code></button>
      </td>
    </tr>
  );
}

function SideStats({ t, lang, side, title, s, figures, onOpen }: {
  t: Strings; lang: Lang; side: 'red' | 'black'; title: string; s: SideStatisticsView; figures: SideFigures | null; onOpen(fen: string): void;
}) {
  return (
    <div className="side-stats">
      <h4>{title}</h4>
      <table>
        <tbody>
          <tr><th>{t.catalogue.legal}</th><td>{count(s.legal, lang)}</td></tr>
          <tr><th>{t.catalogue.wins}</th><td>{count(s.win, lang)}</td></tr>
          <tr><th>{t.catalogue.draws}</th><td>{count(s.draw, lang)}</td></tr>
          <tr><th>{t.catalogue.losses}</th><td>{count(s.loss, lang)}</td></tr>
          <tr><th>{t.catalogue.ruleDecided}</th><td>{count(s.ruleDecided, lang)}</td></tr>
          <Longest t={t} label={t.catalogue.maxDtc} plies={s.maxDtc} fen={s.maxDtcFen} testId={`longest-dtc-${side}`} onOpen={onOpen} />
          <Longest t={t} label={t.manage.maxDtm} plies={figures?.maxDtm ?? null} fen={figures?.maxDtmFen ?? null} testId={`longest-dtm-${side}`} onOpen={onOpen} />
        </tbody>
      </table>
      <Histogram label={`${title} ${t.catalogue.histogram}`} histogram={s.histogram} lang={lang} />
    </div>
  );
}

/** The folder's path, and what opening it found besides tables: never silent, never deleted. */
export function FolderNotes({ t, folder }: { t: Strings; folder: FolderInfo }) {
  const notes = [
    ...folder.recovered.map((name) => t.catalogue.recovered(name)),
    ...folder.keptTemporary.map((name) => t.catalogue.keptTemporary(name)),
    ...folder.foreign.map((name) => t.catalogue.foreign(name)),
  ];
  return (
    <div className="folder" data-testid="folder">
      <p>{t.catalogue.folder}{t.colon}<code>{folder.dir}</code></p>
      {notes.length > 0 && <ul className="folder-notes" data-testid="folder-notes">{notes.map((n) => <li key={n}>{n}</li>)}</ul>}
    </div>
  );
}

type Verification = { material: string; result: VerifyResult | null; table?: string; done?: number; total?: number };

/** Asked before a table goes: the tables that read it, which could no longer be verified or followed through captures. */
function ConfirmDelete({ t, material, dependents, onYes, onNo }: { t: Strings; material: string; dependents: readonly string[]; onYes(): void; onNo(): void }) {
  return (
    <div className="confirm" role="dialog" aria-label={t.catalogue.confirmDelete(material)} data-testid="confirm-delete">
      <p>{t.catalogue.confirmDelete(material)}</p>
      <p data-testid="delete-dependents">{dependents.length ? t.manage.dependents(dependents.length, dependents.join(t.manage.listSeparator)) : t.manage.noDependents}</p>
      <div className="row">
        <button type="button" className="danger" onClick={onYes} data-testid="confirm-delete-yes">{t.catalogue.delete}</button>
        <button type="button" onClick={onNo} data-testid="confirm-delete-no">{t.manage.keep}</button>
      </div>
    </div>
  );
}

function VerifyStatus({ t, lang, api, verify }: { t: Strings; lang: Lang; api: CanjuApi; verify: Verification }) {
  const result = verify.result;
  if (result === null) {
    const percent = verify.total ? (100 * (verify.done ?? 0)) / verify.total : 0;
    return (
      <div data-testid="verify-progress" role="status">
        <progress max={100} value={percent} /> {verify.table && <code>{verify.table}</code>} {t.manage.verifyProgress(count(verify.done ?? 0, lang), count(verify.total ?? 0, lang), percent.toFixed(1))}
        {' '}<button type="button" onClick={() => void api.cancelVerify()} data-testid="cancel-verify">{t.manage.cancelVerify}</button>
      </div>
    );
  }
  return (
    <p data-testid="verify-result" role="status">
      {!result.ok ? problemText(t, result.errors)
        : result.consistent ? t.manage.verified(count(result.tables.reduce((s, x) => s + x.checked, 0), lang))
        : t.catalogue.inconsistent(result.inconsistencies)}
    </p>
  );
}

export function Catalogue({ api, t, lang, tables, folder, onOpen }: {
  api: CanjuApi; t: Strings; lang: Lang; tables: readonly TableInfo[]; folder: FolderInfo | null; onOpen(fen: string): void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [verify, setVerify] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ material: string; dependents: string[] } | null>(null);
  const [figures, setFigures] = useState<TableStatisticsView | null>(null);
  const [regenerated, setRegenerated] = useState<string | null>(null);
  const table = tables.find((x) => x.material === selected);

  // The longest DTM of each side comes from the DTM table's header, read when a table is opened.
  useEffect(() => {
    setFigures(null);
    if (!table || table.status !== 'complete') return;
    let live = true;
    void api.tableStatistics(table.material, 'canju').then((r) => live && r.ok && setFigures(r.statistics), () => undefined);
    return () => {
      live = false;
    };
  }, [api, table?.material, table?.status, table?.createdAt]);

  const runVerify = async (material: string) => {
    setVerify({ material, result: null });
    const stop = api.onEvent((event) => {
      if (event.type === 'verify' && event.material === material) {
        setVerify((v) => (v && v.material === material && v.result === null ? { ...v, table: event.table, done: event.done, total: event.total } : v));
      }
    });
    try {
      const result = await api.verifyTable(material);
      setVerify({ material, result });
    } finally {
      stop();
    }
  };
  const askDelete = async (material: string) => {
    const r = await api.tableDependents(material);
    setError(r.ok ? null : problemText(t, r.errors));
    if (r.ok) setDeleting({ material, dependents: r.dependents });
  };
  const remove = async (material: string) => {
    setDeleting(null);
    const r = await api.deleteTable(material);
    setError(r.ok ? null : problemText(t, r.errors));
    if (r.ok) setSelected(null);
  };
  const regenerate = async (material: string) => {
    const r = await api.regenerateTable(material, { dtm: false });
    setError(r.ok ? null : problemText(t, r.errors));
    setRegenerated(r.ok ? material : null);
  };

  return (
    <section className="screen catalogue">
      <h2>{t.catalogue.title}</h2>
      {folder && <FolderNotes t={t} folder={folder} />}
      {tables.length === 0 ? <p>{t.catalogue.empty}</p> : (
        <table className="tables" data-testid="tables">
          <thead>
            <tr><th>{t.catalogue.material}</th><th>{t.catalogue.name}</th><th>{t.catalogue.status}</th><th>DTM</th><th>{t.catalogue.size}</th><th>{t.catalogue.entries}</th>
              <th>{t.manage.created}</th>
              <th>{t.catalogue.redToMove} {t.catalogue.wins}/{t.catalogue.draws}/{t.catalogue.losses}</th><th>{t.catalogue.blackToMove} {t.catalogue.wins}/{t.catalogue.draws}/{t.catalogue.losses}</th></tr>
          </thead>
          <tbody>
            {tables.map((x) => (
              <tr key={x.material} className={x.material === selected ? 'selected' : ''} onClick={() => setSelected(x.material)} data-testid={`table-${x.material}`}>
                <td><code>{x.material}</code></td><td>{t.lang === 'zh' && x.chineseName}</td><td className={`status-${x.status}`}>{t.status[x.status]}{x.dtmProblem && <span className="status-corrupt" data-testid={`dtm-corrupt-${x.material}`}> · {t.catalogue.dtmCorrupt}</span>}</td>
                <td>{x.dtmProblem ? t.catalogue.dtmCorrupt : x.hasDtm ? t.manage.hasDtm : '—'}</td>
                <td>{fileSize(x.sizeBytes)}</td><td>{count(x.indexSize, lang)}</td><td>{dateTime(x.createdAt, lang)}</td>
                <td>{x.statistics ? `${count(x.statistics.red.win, lang)} / ${count(x.statistics.red.draw, lang)} / ${count(x.statistics.red.loss, lang)}` : '—'}</td>
                <td>{x.statistics ? `${count(x.statistics.black.win, lang)} / ${count(x.statistics.black.draw, lang)} / ${count(x.statistics.black.loss, lang)}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && <p role="alert" className="problems">{error}</p>}
      {table && (
        <article className="table-details" data-testid="table-details">
          <h3><code>{table.material}</code> {t.lang === 'zh' && table.chineseName}</h3>
          <p>
            {t.catalogue.seconds}{t.colon}{table.seconds === null ? '—' : `${decimal(table.seconds, lang, 1)} s`} · {t.catalogue.peak}{t.colon}{table.peakRssBytes ? `${(table.peakRssBytes / 2 ** 30).toFixed(2)} GiB` : '—'}
            {' · '}{t.catalogue.size}{t.colon}{fileSize(table.sizeBytes)} · {t.manage.created}{t.colon}{dateTime(table.createdAt, lang)}
          </p>
          {table.problem && <p role="alert" className="problems" data-testid="table-problem">{t.catalogue.storedProblem(table.problem)}</p>}
          {table.dtmProblem && <p role="alert" className="problems" data-testid="table-dtm-problem">{t.catalogue.dtmCorrupt}{t.colon}{t.catalogue.storedProblem(table.dtmProblem)}</p>}
          {table.statistics && (
            <div className="sides">
              <SideStats t={t} lang={lang} side="red" title={t.catalogue.redToMove} s={table.statistics.red} figures={figures?.red ?? null} onOpen={onOpen} />
              <SideStats t={t} lang={lang} side="black" title={t.catalogue.blackToMove} s={table.statistics.black} figures={figures?.black ?? null} onOpen={onOpen} />
            </div>
          )}
          <div className="row">
            <button type="button" onClick={() => void runVerify(table.material)} disabled={table.status !== 'complete' || verify?.result === null} data-testid="verify-table">{t.catalogue.verify}</button>
            <button type="button" onClick={() => void regenerate(table.material)} data-testid="regenerate-table">{t.manage.regenerate}</button>
            <button type="button" onClick={() => void askDelete(table.material)} data-testid="delete-table">{t.catalogue.delete}</button>
          </div>
          {deleting?.material === table.material && (
            <ConfirmDelete t={t} material={table.material} dependents={deleting.dependents} onYes={() => void remove(table.material)} onNo={() => setDeleting(null)} />
          )}
          {regenerated === table.material && <p role="status" data-testid="regenerate-started">{t.manage.regenerating}</p>}
          {verify?.material === table.material && <VerifyStatus t={t} lang={lang} api={api} verify={verify} />}
        </article>
      )}
    </section>
  );
}
