/**
 * Export of a saved study, from its row in the library or beside its workbench: PGN with its
 * variations, DhtmlXQ, XQF, a diagram (SVG or PNG, the key as an arrow if asked) or a text
 * diagram; the text formats in the encoding the user picked (remembered with the line export's),
 * then downloaded, with a preview.
 */
import { PIECE_STYLES, type PieceStyle } from '../../../shared/formats/diagram/diagram';
import { useState } from 'react';
import type { CanjuApi, ExportResult, StudyExportFormat, StudyExportOptions, TextEncodingName } from '../../../shared/api/contract';
import type { Notation } from '../../../shared/notation/types';
import { downloadExported } from '../download';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import { lineEndingFor } from '../settings/exportPrefs';
import { EncodingSelect, NotationSelect, useExportEncoding } from './exportChoices';
import type { Lang } from '../../../shared/lang';

export const STUDY_EXPORT_FORMATS: readonly StudyExportFormat[] = ['pgn', 'dhtmlxq', 'xqf', 'svg', 'png', 'text'];
const TEXT_FORMATS: readonly StudyExportFormat[] = ['pgn', 'dhtmlxq', 'text'];
const DIAGRAMS: readonly StudyExportFormat[] = ['svg', 'png'];
/** Formats whose moves are written in a chosen notation. */
const NOTATED: readonly StudyExportFormat[] = ['pgn', 'text'];

/** A diagram's choices: the key drawn as an arrow (off: a published study never shows it), the pieces' style. */
export interface DiagramChoice {
  readonly arrows: boolean;
  readonly pieceStyle: PieceStyle;
}

/** The options sent for a format: the encoding and line ending only where the format is text, the diagram's choices only on diagrams; the words in `lang`. */
export function studyExportOptions(format: StudyExportFormat, encoding: TextEncodingName, notation: Notation, diagram: DiagramChoice, userAgent: string, lang: Lang): StudyExportOptions {
  return {
    format, encoding, notation, lang,
    ...(TEXT_FORMATS.includes(format) ? { lineEnding: lineEndingFor(userAgent) } : {}),
    ...(DIAGRAMS.includes(format) ? diagram : {}),
  };
}

export function StudyExport({ api, t, lang, study, onClose }: {
  api: CanjuApi; t: Strings; lang: Lang; study: { readonly id: number; readonly meta: { readonly title: string } }; onClose?(): void;
}) {
  const [format, setFormat] = useState<StudyExportFormat>('pgn');
  const [encoding, choose] = useExportEncoding(lang);
  const [notation, setNotation] = useState<Notation>('chinese');
  // A published study never shows its key: the arrow is asked for, not given.
  const [arrows, setArrows] = useState(false);
  const [pieceStyle, setPieceStyle] = useState<PieceStyle>('board');
  const [result, setResult] = useState<{ format: StudyExportFormat; answer: ExportResult } | null>(null);
  const [copied, setCopied] = useState(false);

  const run = async () => {
    const answer = await api.exportStudy(study.id, studyExportOptions(format, encoding, notation, { arrows, pieceStyle }, navigator.userAgent, lang));
    setResult({ format, answer });
    setCopied(false);
    if (answer.ok) downloadExported(answer);
  };
  const done = result?.answer.ok ? { format: result.format, ...result.answer } : null;

  return (
    <fieldset className="export study-export" data-testid="study-export">
      <legend>{t.studyExport.title(study.meta.title)}</legend>
      <div className="row">
        <label>{t.studyExport.format}
          <select value={format} onChange={(e) => setFormat(e.target.value as StudyExportFormat)} data-testid="study-export-format">
            {STUDY_EXPORT_FORMATS.map((f) => <option key={f} value={f}>{t.studyExport.formats[f]}</option>)}
          </select>
        </label>
        {TEXT_FORMATS.includes(format) && (
          <label>{t.exporting.encoding}<EncodingSelect value={encoding} onChange={choose} testId="study-export-encoding" /></label>
        )}
        {NOTATED.includes(format) && (
          <label>{t.notation.label}<NotationSelect t={t} value={notation} onChange={setNotation} testId="study-export-notation" /></label>
        )}
        {DIAGRAMS.includes(format) && (
          <label><input type="checkbox" checked={arrows} onChange={(e) => setArrows(e.target.checked)} data-testid="study-export-arrows" />{t.studyExport.arrows}</label>
        )}
        {DIAGRAMS.includes(format) && (
          <label>{t.studyExport.pieceStyle}
            <select value={pieceStyle} onChange={(e) => setPieceStyle(e.target.value as PieceStyle)} data-testid="study-export-piece-style">
              {PIECE_STYLES.map((style) => <option key={style} value={style}>{t.studyExport.pieceStyles[style]}</option>)}
            </select>
          </label>
        )}
      </div>
      <div className="row">
        <button type="button" className="primary" onClick={() => void run()} data-testid="study-export-save">{t.exporting.save}</button>
        {done && TEXT_FORMATS.includes(done.format) && (
          <button type="button" onClick={() => void navigator.clipboard?.writeText(done.text).then(() => setCopied(true))}>{copied ? t.exporting.copied : t.exporting.copy}</button>
        )}
        {onClose && <button type="button" onClick={onClose} data-testid="study-export-close">{t.studyExport.close}</button>}
      </div>
      {result && !result.answer.ok && <p role="alert" className="problems" data-testid="study-export-error">{problemText(t, result.answer.errors)}</p>}
      {done && (
        <details open>
          <summary>{t.exporting.preview} <code>{done.fileName}</code></summary>
          {DIAGRAMS.includes(done.format)
            ? <img className="diagram-preview" src={`data:${done.mimeType.split(';')[0]};base64,${done.base64}`} alt={done.fileName} data-testid="study-export-image" />
            : TEXT_FORMATS.includes(done.format) && <pre data-testid="study-export-preview">{done.text}</pre>}
        </details>
      )}
    </fieldset>
  );
}
