/**
 * Every legal move with the value it leads to, grouped like the lichess tablebase view: winning,
 * drawing, losing (the host already sorts them best first, by DTC or DTM as asked). Each value is
 * spelled out beside its colour, so colour is never the only signal: result, DTC, DTM where the DTM
 * tables give it, the rule that decided it, and a mark where the natural move limit would stop the
 * conversion.
 */
import type { MoveView, ValueView } from '../../../shared/api/contract';
import { verdictOf } from '../../../shared/tablebase/verdict';
import type { Strings } from '../i18n/zh';
import { MoveLimitMark, verdictBadge, verdictTitle } from './verdictText';

export type MoveGroup = 'win' | 'draw' | 'loss';

export function groupMoves(moves: readonly MoveView[]): { group: MoveGroup; moves: MoveView[] }[] {
  return (['win', 'draw', 'loss'] as const)
    .map((group) => ({ group, moves: moves.filter((m) => m.wdl === group) }))
    .filter((g) => g.moves.length > 0);
}

export function moveBadge(t: Strings, m: ValueView): string {
  return verdictBadge(t, verdictOf(m), m.wdl === 'win' ? t.analysis.win : m.wdl === 'loss' ? t.analysis.loss : t.analysis.draw, m.dtm);
}

interface MoveHandlers {
  onPlay(iccs: string): void;
  /** The move under the pointer or focus (null when it leaves), for the board to draw. */
  onHover?(iccs: string | null): void;
}

function MoveItem({ t, m, group, onPlay, onHover }: { t: Strings; m: MoveView; group: MoveGroup } & MoveHandlers) {
  const v = verdictOf(m);
  return (
    <li>
      <button type="button" className={`move ${group}`} onClick={() => onPlay(m.iccs)} data-testid={`move-${m.iccs}`} data-iccs={m.iccs}
        onPointerEnter={() => onHover?.(m.iccs)} onPointerLeave={() => onHover?.(null)} onFocus={() => onHover?.(m.iccs)} onBlur={() => onHover?.(null)}>
        <span className="move-text">{m.text}</span>
        <span className="badge" title={verdictTitle(t, v, m.dtm)}>{moveBadge(t, m)}</span>
        {v.beyondMoveLimit && <MoveLimitMark t={t} className="tag" testId={`beyond-limit-${m.iccs}`} />}
        {m.capture && <span className="tag">{t.analysis.capture}</span>}
        {m.mate && <span className="tag mate">{t.analysis.mate}</span>}
      </button>
    </li>
  );
}

export function MoveList({ t, moves, onPlay, onHover }: { t: Strings; moves: readonly MoveView[] } & MoveHandlers) {
  if (moves.length === 0) return <p>{t.analysis.noMoves}</p>;
  const titles: Record<MoveGroup, string> = { win: t.analysis.winning, draw: t.analysis.drawing, loss: t.analysis.losing };
  return (
    <div className="move-list" data-testid="move-list">
      {groupMoves(moves).map(({ group, moves: list }) => (
        <section key={group} className={`move-group ${group}`} data-group={group}>
          <h3>{titles[group]}</h3>
          <ul>
            {list.map((m) => <MoveItem key={m.iccs} t={t} m={m} group={group} onPlay={onPlay} onHover={onHover} />)}
          </ul>
        </section>
      ))}
    </div>
  );
}
