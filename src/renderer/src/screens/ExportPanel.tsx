/**
 * Export of the best line from the analysed start, by the metric the analysis follows (DTC or DTM,
 * named in the file's `Metric` tag): PGN or text, any notation, GBK or UTF-8, to a file or the clipboard.
 */
import { useState } from 'react';
import type { CanjuApi, ExportFormat, ExportResult, TextEncodingName } from '../../../shared/api/contract';
import type { Notation } from '../../../shared/notation/types';
import type { Metric } from '../../../shared/tablebase/value';
import type { Strings } from '../i18n/zh';
import { downloadExported } from '../download';
import { problemText } from '../problems';
import { defaultEncoding, lineEndingFor, saveEncoding, savedEncoding } from '../settings/exportPrefs';
import type { Lang } from '../../../shared/lang';

export function ExportPanel({ api, t, lang, fen, notation, metric }: { api: CanjuApi; t: Strings; lang: Lang; fen: string; notation: Notation; metric: Metric }) {
  const [format, setFormat] = useState<ExportFormat>('pgn');
  const [chosenEncoding, setChosenEncoding] = useState(savedEncoding);
  const encoding = chosenEncoding ?? defaultEncoding(lang);
  const [sidelines, setSidelines] = useState(false);
  const [title, setTitle] = useState('');
  const [result, setResult] = useState<ExportResult | null>(null);
  const [copied, setCopied] = useState(false);

  const choose = (chosen: TextEncodingName) => {
    setChosenEncoding(chosen);
    saveEncoding(chosen);
  };

  const run = async (then: (r: ExportResult & { ok: true }) => void) => {
    const r = await api.exportLine(fen, { format, notation, encoding, lineEnding: lineEndingFor(navigator.userAgent), sidelines, title, metric, lang });
    setResult(r);
    setCopied(false);
    if (r.ok) then(r);
  };

  return (
    <fieldset className="export" data-testid="export">
      <legend>{t.exporting.title}</legend>
      <p className="hint" data-testid="export-metric">{t.exporting.byMetric[metric]}</p>
      <div className="row">
        <label>{t.exporting.format}
          <select value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)} data-testid="export-format">
            <option value="pgn">{t.exporting.pgn}</option>
            <option value="text">{t.exporting.text}</option>
          </select>
        </label>
        <label>{t.exporting.encoding}
          <select value={encoding} onChange={(e) => choose(e.target.value as TextEncodingName)} data-testid="export-encoding">
            <option value="gbk">GBK</option>
            <option value="utf-8">UTF-8</option>
            <option value="utf-8-bom">UTF-8 BOM</option>
          </select>
        </label>
      </div>
      <label className="row"><input type="checkbox" checked={sidelines} onChange={(e) => setSidelines(e.target.checked)} />{t.exporting.sidelines}</label>
      <label className="field">{t.exporting.titleField}<input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-testid="export-title" /></label>
      <div className="row">
        <button type="button" onClick={() => void run(downloadExported)} data-testid="export-save">{t.exporting.save}</button>
        <button type="button" onClick={() => void run((r) => void navigator.clipboard?.writeText(r.text).then(() => setCopied(true)))}>{copied ? t.exporting.copied : t.exporting.copy}</button>
      </div>
      {result && !result.ok && <p role="alert" className="problems">{problemText(t, result.errors)}</p>}
      {result?.ok && <details open><summary>{t.exporting.preview}</summary><pre data-testid="export-preview">{result.text}</pre></details>}
    </fieldset>
  );
}
