/**
 * The board editor: place pieces from a palette by click or drag, move or remove them, set the side
 * to move, flip, clear, reset, paste or copy FEN, and look up an endgame by its Chinese name. The
 * position may be illegal while editing; every broken rule is listed and analysis waits until none is.
 */
import { useEffect, useState } from 'react';
import type { CanjuApi, Lang, MaterialInfo, Problem } from '../../../shared/api/contract';
import { START_FEN } from '../../../shared/rules/fen';
import type { Color } from '../../../shared/rules/piece';
import { Board } from '../board/Board';
import { type EditorBoard, EMPTY_BOARD, fromFen, movePiece, place, removeAt, toFen } from '../board/editing';
import { palette, pieceName } from '../board/pieces';
import type { Strings } from '../i18n/zh';
import { problemText, servicesFailed } from '../problems';
import { MaterialTables } from './MaterialTables';

export interface EditorProps {
  readonly api: CanjuApi;
  readonly t: Strings;
  readonly lang: Lang;
  readonly position: EditorBoard;
  onChange(position: EditorBoard): void;
  onAnalyse(fen: string): void;
  onGenerate(material: string): void;
}

/** The rule problems of a position as the editor lists them (null while unchecked). */
export function Violations({ t, problems }: { t: Strings; problems: Problem[] | null }) {
  if (problems === null) return null;
  if (problems.length === 0) return <p className="ok" data-testid="legality">{t.editor.legal}</p>;
  return (
    <div role="alert" className="problems" data-testid="legality">
      {t.editor.illegal}
      <ul>{problems.map((p, i) => <li key={i}>{p.message}</li>)}</ul>
    </div>
  );
}

export function Editor({ api, t, lang, position, onChange, onAnalyse, onGenerate }: EditorProps) {
  const [tool, setTool] = useState<number>(0);
  const [flipped, setFlipped] = useState(false);
  // The answer is kept with the FEN it was for, so a stale answer never enables analysis.
  const [checked, setChecked] = useState<{ fen: string; problems: Problem[] } | null>(null);
  const [fenText, setFenText] = useState(toFen(position));
  const [fenError, setFenError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [material, setMaterial] = useState<MaterialInfo | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // A failure of the services themselves, kept apart from the position's broken rules so it never reads as one.
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const fen = toFen(position);

  useEffect(() => {
    setFenText(fen);
    let live = true;
    void api.validatePosition(fen, lang).then((r) => {
      if (!live) return;
      if (!r.ok && servicesFailed(r.errors)) return setServiceError(problemText(t, r.errors));
      setChecked({ fen, problems: r.ok ? [] : r.errors });
    });
    return () => {
      live = false;
    };
  }, [fen, lang, api]);

  // The board's material shows while the name box is empty; a looked-up name replaces it.
  useEffect(() => {
    if (name.trim()) return;
    let live = true;
    void api.describeMaterial(fen, lang).then((r) => {
      if (!live) return;
      if (!r.ok && servicesFailed(r.errors)) setServiceError(problemText(t, r.errors));
      setMaterial(r.ok ? r : null);
    });
    return () => {
      live = false;
    };
  }, [fen, lang, api, name]);

  const lookUp = async () => {
    const r = await api.describeMaterial(name, lang);
    setNameError(r.ok ? null : problemText(t, r.errors));
    setMaterial(r.ok ? r : null);
  };

  const applyFen = () => {
    const parsed = fromFen(fenText);
    if (!parsed.ok) return setFenError(parsed.message);
    setFenError(null);
    onChange(parsed.board);
  };

  const clickPoint = (sq: number) => {
    if (tool === -1) onChange(removeAt(position, sq));
    else if (tool > 0) onChange(place(position, sq, tool));
  };

  const problems = checked?.fen === fen ? checked.problems : null;
  const legal = problems !== null && problems.length === 0;
  return (
    <section className="screen editor">
      <div className="board-column">
        <Board
          board={position.board} flipped={flipped} label={t.editor.board}
          onPointClick={clickPoint} onPointContextMenu={(sq) => onChange(removeAt(position, sq))}
          onDragMove={(from, to) => onChange(movePiece(position, from, to))}
          onDropPiece={(sq, piece) => onChange(place(position, sq, piece))}
        />
      </div>
      <div className="side-column">
        <fieldset className="palette">
          <legend>{t.editor.palette}</legend>
          {([0, 1] as Color[]).map((color) => (
            <div key={color} className="palette-row" aria-label={color === 0 ? t.side.red : t.side.black}>
              {palette(color).map((piece) => (
                <button
                  key={piece} type="button" draggable data-testid={`palette-${piece}`} aria-pressed={tool === piece}
                  className={`palette-piece ${color === 0 ? 'red' : 'black'}`}
                  onClick={() => setTool(tool === piece ? 0 : piece)}
                  onDragStart={(e) => e.dataTransfer.setData('application/x-canju-piece', String(piece))}
                >
                  {pieceName(piece)}
                </button>
              ))}
            </div>
          ))}
          <button type="button" aria-pressed={tool === -1} onClick={() => setTool(tool === -1 ? 0 : -1)} data-testid="eraser">{t.editor.eraser}</button>
          <p className="hint">{t.editor.hint}</p>
        </fieldset>
        <div className="row">
          <span>{t.editor.toMove}：</span>
          <label><input type="radio" name="turn" checked={position.turn === 0} onChange={() => onChange({ ...position, turn: 0 })} />{t.editor.redToMove}</label>
          <label><input type="radio" name="turn" checked={position.turn === 1} onChange={() => onChange({ ...position, turn: 1 })} data-testid="black-to-move" />{t.editor.blackToMove}</label>
        </div>
        <div className="row">
          <button type="button" onClick={() => setFlipped(!flipped)}>{t.editor.flip}</button>
          <button type="button" onClick={() => onChange(EMPTY_BOARD)} data-testid="clear">{t.editor.clear}</button>
          <button type="button" onClick={() => { const s = fromFen(START_FEN); if (s.ok) onChange(s.board); }}>{t.editor.start}</button>
        </div>
        <label className="field">
          {t.editor.fen}
          <input value={fenText} onChange={(e) => setFenText(e.target.value)} data-testid="fen-input" spellCheck={false} maxLength={128} />
        </label>
        <div className="row">
          <button type="button" onClick={applyFen} data-testid="apply-fen">{t.editor.applyFen}</button>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(fen).then(() => setCopied(true))}>{copied ? t.editor.copied : t.editor.copyFen}</button>
        </div>
        {fenError && <p role="alert" className="problems" data-testid="fen-error">{fenError}</p>}
        <Violations t={t} problems={problems} />
        {serviceError && <p role="alert" className="problems" data-testid="service-error">{serviceError}</p>}
        <button type="button" className="primary" disabled={!legal} onClick={() => onAnalyse(fen)} data-testid="analyse">{t.editor.analyse}</button>
        <label className="field">
          {t.editor.name}
          <input value={name} placeholder={t.editor.namePlaceholder} onChange={(e) => setName(e.target.value)} data-testid="name-input" maxLength={64}
            onKeyDown={(e) => e.key === 'Enter' && void lookUp()} />
        </label>
        <button type="button" onClick={() => void lookUp()} disabled={!name.trim()} data-testid="look-up">{t.editor.lookUp}</button>
        {nameError && <p role="alert" className="problems" data-testid="name-error">{nameError}</p>}
        {material && <MaterialTables t={t} material={material} onGenerate={onGenerate} />}
      </div>
    </section>
  );
}
