/**
 * The engine on a pair of streams: each line read is parsed and handed to the session in order, until
 * `quit` or the end of the input. Lines keep arriving while a search runs (it is in a worker), so
 * `stop` is read at once.
 */
import { createInterface } from 'node:readline';
import { parseCommand } from '../../../shared/search/protocol/command';
import { warmSearchWorker } from '../searchWorker';
import { EngineSession, type SessionSettings } from './session';

export async function serveEngine(input: NodeJS.ReadableStream, settings: SessionSettings): Promise<void> {
  const session = new EngineSession(settings);
  // In the background, while the GUI sends its options.
  void warmSearchWorker();
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (!(await session.handle(parseCommand(line)))) return;
    }
    await session.endOfInput();
  } finally {
    lines.close();
  }
}
