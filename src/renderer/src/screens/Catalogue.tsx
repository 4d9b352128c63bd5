/**
 * The tables of the folder: size, status and statistics, a DTC histogram, the longest position, verify
 * and delete. A corrupt DTM table is shown beside its material's status, which stays the DTC table's.
 */
import { useState } from 'react';
import type { CanjuApi, FolderInfo, SideStatisticsView, TableInfo, VerifyResult } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';

/** A file size a reader takes in at a glance: kB below a megabyte, MB above, GB above a gigabyte. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1e6) return `${Math.max(0.1, bytes / 1e3).toFixed(1)} kB`;
  return bytes < 1e9 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e9).toFixed(2)} GB`;
}

export function Histogram({ label, histogram }: { label: string; histogram: readonly number[] }) {
  const max = Math.max(1, ...histogram);
  const width = 360, height = 100, bar = width / Math.max(1, histogram.length);
  return (
    <svg className="histogram" viewBox={`0 0 ${width} ${height + 14}`} role="img" aria-label={label}>
      {histogram.map((n, dtc) => {
        const h = n ? Math.max(1, (height * n) / max) : 0;
        return <rect key={dtc} x={dtc * bar} y={height - h} width={Math.max(0.5, bar - 0.5)} height={h}><title>{`DTC ${dtc}: ${n}`}</title></rect>;
      })}
      <text x={0} y={height + 12}>0</text>
      <text x={width} y={height + 12} textAnchor="end">{histogram.length - 1}</text>
    </svg>
  );
}

function SideStats({ t, title, s, onOpen }: { t: Strings; title: string; s: SideStatisticsView; onOpen(fen: string): void }) {
  return (
    <div className="side-stats">
      <h4>{title}</h4>
      <table>
        <tbody>
          <tr><th>{t.catalogue.legal}</th><td>{s.legal.toLocaleString()}</td></tr>
          <tr><th>{t.catalogue.wins}</th><td>{s.win.toLocaleString()}</td></tr>
          <tr><th>{t.catalogue.draws}</th><td>{s.draw.toLocaleString()}</td></tr>
          <tr><th>{t.catalogue.losses}</th><td>{s.loss.toLocaleString()}</td></tr>
          <tr><th>{t.catalogue.ruleDecided}</th><td>{s.ruleDecided.toLocaleString()}</td></tr>
          <tr><th>{t.catalogue.maxDtc}</th><td>{s.maxDtc}</td></tr>
        </tbody>
      </table>
      {s.maxDtcFen && (
        <p>
          {t.catalogue.longest}{t.colon}<button type="button" className="link" onClick={() => onOpen(s.maxDtcFen)} data-testid="longest"><code>{s.maxDtcFen}</code></button>
        </p>
      )}
      <Histogram label={`${title} ${t.catalogue.histogram}`} histogram={s.histogram} />
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

export function Catalogue({ api, t, tables, folder, onOpen }: {
  api: CanjuApi; t: Strings; tables: readonly TableInfo[]; folder: FolderInfo | null; onOpen(fen: string): void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [verify, setVerify] = useState<{ material: string; result: VerifyResult | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const table = tables.find((x) => x.material === selected);

  const runVerify = async (material: string) => {
    setVerify({ material, result: null });
    setVerify({ material, result: await api.verifyTable(material) });
  };
  const remove = async (material: string) => {
    if (!window.confirm(t.catalogue.confirmDelete(material))) return;
    const r = await api.deleteTable(material);
    setError(r.ok ? null : problemText(t, r.errors));
    if (r.ok) setSelected(null);
  };

  return (
    <section className="screen catalogue">
      <h2>{t.catalogue.title}</h2>
      {folder && <FolderNotes t={t} folder={folder} />}
      {tables.length === 0 ? <p>{t.catalogue.empty}</p> : (
        <table className="tables" data-testid="tables">
          <thead>
            <tr><th>{t.catalogue.material}</th><th>{t.catalogue.name}</th><th>{t.catalogue.status}</th><th>{t.catalogue.size}</th><th>{t.catalogue.entries}</th>
              <th>{t.catalogue.redToMove} {t.catalogue.wins}/{t.catalogue.draws}/{t.catalogue.losses}</th><th>{t.catalogue.blackToMove} {t.catalogue.wins}/{t.catalogue.draws}/{t.catalogue.losses}</th></tr>
          </thead>
          <tbody>
            {tables.map((x) => (
              <tr key={x.material} className={x.material === selected ? 'selected' : ''} onClick={() => setSelected(x.material)} data-testid={`table-${x.material}`}>
                <td><code>{x.material}</code></td><td>{t.lang === 'zh' && x.chineseName}</td><td className={`status-${x.status}`}>{t.status[x.status]}{x.dtmProblem && <span className="status-corrupt" data-testid={`dtm-corrupt-${x.material}`}> · {t.catalogue.dtmCorrupt}</span>}</td>
                <td>{fileSize(x.sizeBytes)}</td><td>{x.indexSize.toLocaleString()}</td>
                <td>{x.statistics ? `${x.statistics.red.win}/${x.statistics.red.draw}/${x.statistics.red.loss}` : '—'}</td>
                <td>{x.statistics ? `${x.statistics.black.win}/${x.statistics.black.draw}/${x.statistics.black.loss}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && <p role="alert" className="problems">{error}</p>}
      {table && (
        <article className="table-details" data-testid="table-details">
          <h3><code>{table.material}</code> {t.lang === 'zh' && table.chineseName}</h3>
          <p>{t.catalogue.seconds}：{table.seconds?.toFixed(1) ?? '—'} s · {t.catalogue.peak}：{table.peakRssBytes ? `${(table.peakRssBytes / 2 ** 30).toFixed(2)} GiB` : '—'}</p>
          {table.problem && <p role="alert" className="problems">{table.problem}</p>}
          {table.dtmProblem && <p role="alert" className="problems">{t.catalogue.dtmCorrupt}{t.colon}{table.dtmProblem}</p>}
          {table.statistics && (
            <div className="sides">
              <SideStats t={t} title={t.catalogue.redToMove} s={table.statistics.red} onOpen={onOpen} />
              <SideStats t={t} title={t.catalogue.blackToMove} s={table.statistics.black} onOpen={onOpen} />
            </div>
          )}
          <div className="row">
            <button type="button" onClick={() => void runVerify(table.material)} disabled={table.status !== 'complete'} data-testid="verify-table">{t.catalogue.verify}</button>
            <button type="button" onClick={() => void remove(table.material)} data-testid="delete-table">{t.catalogue.delete}</button>
          </div>
          {verify?.material === table.material && (
            <p data-testid="verify-result" role="status">
              {verify.result === null ? t.catalogue.verifying
                : !verify.result.ok ? problemText(t, verify.result.errors)
                : verify.result.consistent ? t.catalogue.verified : t.catalogue.inconsistent(verify.result.inconsistencies)}
            </p>
          )}
        </article>
      )}
    </section>
  );
}
