/** The CLI proper, loaded by index.ts once the Node version is known to be new enough. */
import { processIo } from './io';
import { runCli } from './main';

// Output piped into `head` and the like may close early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), processIo);
