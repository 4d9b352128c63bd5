/**
 * V8's memory reducer collects an isolate's heap with its memory-reducing flag once the isolate falls
 * idle, and such a collection throws compiled code away: a search worker kept between jobs
 * (searchWorker.ts) that sat idle for a moment (a user's pause, or ElephantEye's turn in the
 * benchmark) ran its next search while V8 compiled the rules and the search again (its --trace-opt
 * showed `play`, `undo` and the move generators optimized anew after each such collection, and
 * 《适情雅趣》第213局 took 66-97 ms instead of 23). V8 reads the flag when it creates an isolate, so it
 * is set once, before the first search worker starts; the threads started after it (generation
 * workers too) keep their heaps as they grew until they end.
 */
import { setFlagsFromString } from 'node:v8';

let set = false;

export function keepCompiledCode(): void {
  if (set) return;
  setFlagsFromString('--no-memory-reducer');
  set = true;
}
