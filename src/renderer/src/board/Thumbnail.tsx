/** A study's position drawn small beside its row in a list: the board without numbers or input. */
import { Board } from './Board';
import { boardOf } from '../screens/positionMoves';

export function Thumbnail({ fen, label }: { fen: string; label: string }) {
  return <Board board={boardOf(fen)} label={label} className="thumbnail" still />;
}
