/**
 * Reading a file named by the user: only a regular file, and only up to a stated size. A FIFO would
 * block the open or the read for ever, `/dev/zero` would grow the buffer until memory runs out, a
 * folder is no file; each is refused with its own code, as a system error is (`code`), so the one
 * line that reports it can say why (shared/words: `not-regular`, `too-large` with the limit).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

export class FileRefusedError extends Error {
  constructor(readonly path: string, readonly code: 'not-regular' | 'too-large', readonly limitBytes: number) {
    super(code === 'not-regular' ? `${path} is not a regular file` : `${path} is larger than ${limitBytes} bytes`);
  }
}

/** Opens for reading without blocking on a FIFO (where the system has O_NONBLOCK), and checks that it is a regular file; returns the descriptor and size. */
export function openRegularFile(path: string): { fd: number; size: number } {
  const fd = openSync(path, constants.O_NONBLOCK === undefined ? 'r' : constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new FileRefusedError(path, 'not-regular', 0);
    return { fd, size: stat.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The whole of a regular file of at most `limitBytes`. */
export function readRegularFile(path: string, limitBytes: number): Buffer {
  const { fd, size } = openRegularFile(path);
  try {
    if (size > limitBytes) throw new FileRefusedError(path, 'too-large', limitBytes);
    const bytes = Buffer.alloc(size);
    let done = 0;
    // A file that shrinks while read ends early; one that grows is read as it was when opened.
    while (done < size) {
      const n = readSync(fd, bytes, done, size - done, done);
      if (n === 0) break;
      done += n;
    }
    return bytes.subarray(0, done);
  } finally {
    closeSync(fd);
  }
}
