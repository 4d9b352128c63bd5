/**
 * Shared buffers for a table's working memory, mapped from the system and unmapped when collected.
 * A SharedArrayBuffer comes from the C allocator, which keeps what a finished table frees in its
 * free lists (glibc raises its mapping threshold to the largest block freed, so the next tables'
 * buffers come from, and fragment, its heaps): the KCPA-KAB chain's last table started with 45 MB of
 * its predecessors' freed buffers still resident. A shared WebAssembly memory is a mapping of its
 * own, zero-filled and returned whole, whatever the platform's allocator. It comes in 64 KiB pages,
 * so a buffer may be longer than asked: view it with an explicit length.
 */

const PAGE = 65536;
/** Pages a WebAssembly memory may have (4 GiB); larger buffers come from the allocator. */
const MAX_PAGES = 65536;
/** Below this a buffer's rounding to whole pages costs more than the allocator's free lists keep. */
const MAPPED_FROM_BYTES = 1 << 20;

export function sharedMemory(bytes: number): SharedArrayBuffer {
  return bytes < MAPPED_FROM_BYTES ? new SharedArrayBuffer(bytes) : mapped(bytes);
}

/**
 * `parts` copied into one shared buffer, as views of it: posted to another thread, they arrive as one
 * buffer shared, not as a copy of each part in the receiver's heap (a table's compressed blocks, a
 * few to a hundred kilobytes each, which the C allocator kept once freed). Mapped from a page on:
 * at most a page of rounding, for the 16 blocks of a compression task.
 */
export function packShared(parts: readonly Uint8Array[]): Uint8Array[] {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const buffer = total < PAGE ? new SharedArrayBuffer(total) : mapped(total);
  let offset = 0;
  return parts.map((part) => {
    const view = new Uint8Array(buffer, offset, part.length);
    view.set(part);
    offset += part.length;
    return view;
  });
}

function mapped(bytes: number): SharedArrayBuffer {
  const pages = Math.ceil(bytes / PAGE);
  if (pages > MAX_PAGES) return new SharedArrayBuffer(bytes);
  try {
    return new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true }).buffer as unknown as SharedArrayBuffer;
  } catch (error) {
    // Where the address space for WebAssembly memories runs out (each reserves guard regions, and
    // Electron's V8 keeps buffers inside its sandbox), the allocator still serves.
    if (error instanceof RangeError) return new SharedArrayBuffer(bytes);
    throw error;
  }
}
