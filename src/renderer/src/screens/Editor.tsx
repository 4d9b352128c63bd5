/**
 * The board editor: place pieces from a palette by click or drag, move or remove them, set the side
 * to move, flip, clear, reset, paste or copy FEN, and look up an endgame by its Chinese name. The
 * position may be illegal while editing; every broken rule is listed and analysis waits until none is.
 */
import { useEffect, useState } from 'react';
import type { CanjuApi, MaterialInfo } from '../../../shared/api/contract';
import type { Problem } from '../../../shared/api/problem';
import { START_FEN } from '../../../shared/rules/fen';
import type { FenProblem } from '../../../shared/rules/fen';
import type { Color } from '../../../shared/rules/piece';
import type { Violation } from '../../../shared/rules/validate';
import { Board } from '../board/Board';
import { type Edit, type EditorBoard, EMPTY_BOARD, fromFen, removeAt, toFen, tryMove, tryPlace } from '../board/editing';
import { palette, pieceName } from '../board/pieces';
import type { Strings } from '../i18n/zh';
import { problemText, servicesFailed } from '../problems';
import { MaterialTables } from './MaterialTables';
import type { Lang } from '../../../shared/lang';
import { say, sayFen, sayViolation } from '../../../shared/words/say';

export interface EditorProps {
  readonly api: CanjuApi;
  readonly t: Strings;
  readonly lang: Lang;
  readonly position: EditorBoard;
  onChange(position: EditorBoard): void;
  onAnalyse(fen: string): void;
  /** Generates a material's missing tables, with `dtm` their DTM tables too. */
  onGenerate(material: string, dtm: boolean): void;
}

/** The rule problems of a position as the editor lists them (null while unchecked). */
export function Violations({ t, problems }: { t: Strings; problems: Problem[] | null }) {
  if (problems === null) return null;
  if (problems.length === 0) return <p className="ok" data-testid="legality">{t.editor.legal}</p>;
  return (
    <div role="alert" className="problems" data-testid="legality">
      {t.editor.illegal}
      <ul>{problems.map((p, i) => <li key={i}>{say(p, t.lang)}</li>)}</ul>
    </div>
  );
}

export function Editor({ api, t, lang, position, onChange, onAnalyse, onGenerate }: EditorProps) {
  const [tool, setTool] = useState<number>(0);
  const [flipped, setFlipped] = useState(false);
  // The answer is kept with the FEN it was for, so a stale answer never enables analysis.
  const [checked, setChecked] = useState<{ fen: string; problems: Problem[] } | null>(null);
  const [fenText, setFenText] = useState(toFen(position));
  // A FEN that does not parse, kept with the board it was typed over: while it stands, nothing on the
  // screen speaks for the board (no verdict, no material, no analysis), since the user meant another one.
  const [fenError, setFenError] = useState<{ fen: string; error: FenProblem } | null>(null);
  const [placeError, setPlaceError] = useState<Violation | null>(null);
  const [name, setName] = useState('');
  const [material, setMaterial] = useState<MaterialInfo | null>(null);
  const [named, setNamed] = useState<{ fen: string; material: MaterialInfo } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // A failure of the services themselves, kept apart from the position's broken rules so it never reads as one.
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const fen = toFen(position);

  useEffect(() => {
    setFenText(fen);
    let live = true;
    void api.validatePosition(fen).then((r) => {
      if (!live) return;
      if (!r.ok && servicesFailed(r.errors)) return setServiceError(problemText(t, r.errors));
      setChecked({ fen, problems: r.ok ? [] : r.errors });
    });
    return () => {
      live = false;
    };
  }, [fen, api]);

  // The panel speaks for the board: a looked-up name sets up its example position and keeps its
  // answer (with its note) only while the board still shows that position.
  useEffect(() => {
    if (named?.fen === fen) return setMaterial(named.material);
    let live = true;
    void api.describeMaterial(fen).then((r) => {
      if (!live) return;
      if (!r.ok && servicesFailed(r.errors)) setServiceError(problemText(t, r.errors));
      setMaterial(r.ok ? r : null);
    });
    return () => {
      live = false;
    };
  }, [fen, api, named]);

  const lookUp = async () => {
    const r = await api.describeMaterial(name);
    setNameError(r.ok ? null : problemText(t, r.errors));
    if (!r.ok) return;
    setName('');
    // A board that already holds the named material stays; any other is replaced by an example of it.
    const example = r.exampleFen && r.signature !== material?.signature ? fromFen(r.exampleFen) : null;
    if (!example?.ok) return setNamed({ fen, material: r });
    setNamed({ fen: toFen(example.board), material: r });
    onChange(example.board);
  };

  const applyFen = () => {
    const parsed = fromFen(fenText);
    if (!parsed.ok) return setFenError({ fen, error: parsed.error });
    setFenError(null);
    onChange(parsed.board);
  };

  /** Applies an edit the rules allow; says why otherwise, and the board stays as it was. */
  const edit = (result: Edit) => {
    setPlaceError(result.ok ? null : result.violation);
    if (result.ok) onChange(result.board);
  };

  const clickPoint = (sq: number) => {
    if (tool === -1) edit({ ok: true, board: removeAt(position, sq) });
    else if (tool > 0) edit(tryPlace(position, sq, tool));
  };

  const badFen = fenError?.fen === fen ? fenError.error : null;
  const problems = !badFen && checked?.fen === fen ? checked.problems : null;
  const legal = problems !== null && problems.length === 0;
  return (
    <section className="screen editor">
      <div className="board-column">
        <Board
          board={position.board} flipped={flipped} label={t.editor.board}
          onPointClick={clickPoint} onPointContextMenu={(sq) => edit({ ok: true, board: removeAt(position, sq) })}
          onDragMove={(from, to) => edit(tryMove(position, from, to))}
          onDropPiece={(sq, piece) => edit(tryPlace(position, sq, piece))}
        />
      </div>
      {/* Two columns beside the board, setting up and then what to do with it, so the actions stay in view on a laptop's screen. */}
      <div className="side-column editor-side">
        <div className="editor-tools">
          <p className="hint" data-testid="editor-hint">{t.editor.howTo}</p>
          <fieldset className="palette">
            <legend>{t.editor.palette}</legend>
            {([0, 1] as Color[]).map((color) => (
              <div key={color} className="palette-row" aria-label={color === 0 ? t.side.red : t.side.black}>
                {palette(color).map((piece) => (
                  <button
                    key={piece} type="button" draggable data-testid={`palette-${piece}`} aria-pressed={tool === piece}
                    className={`palette-piece ${color === 0 ? 'red' : 'black'}`} lang="zh"
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
            <span>{t.editor.toMove}{t.colon}</span>
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
            <input value={fenText} onChange={(e) => setFenText(e.target.value)} data-testid="fen-input" spellCheck={false} maxLength={128}
              onKeyDown={(e) => e.key === 'Enter' && applyFen()} />
          </label>
          <div className="row">
            <button type="button" onClick={applyFen} data-testid="apply-fen">{t.editor.applyFen}</button>
            <button type="button" onClick={() => void navigator.clipboard?.writeText(fen).then(() => setCopied(true))}>{copied ? t.editor.copied : t.editor.copyFen}</button>
          </div>
        </div>
        <div className="editor-actions">
          {badFen && <p role="alert" className="problems" data-testid="fen-error">{t.editor.badFen(sayFen(badFen, lang))}</p>}
          {placeError && <p role="alert" className="problems" data-testid="place-error">{t.editor.cannotPlace(sayViolation(placeError, lang))}</p>}
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
          {material && !badFen && <MaterialTables api={api} t={t} lang={lang} material={material} onGenerate={onGenerate} />}
        </div>
      </div>
    </section>
  );
}
