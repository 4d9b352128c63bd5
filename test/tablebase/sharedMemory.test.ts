/**
 * A table's large buffers are shared WebAssembly memories (whole 64 KiB pages, mapped and unmapped
 * by the system, not kept by the C allocator); the table's views must end where the table does.
 */
import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { packShared, sharedMemory } from '../../src/main/memory/sharedMemory';
import { allocateTable, bitmapWords, valueViews, viewTable } from '../../src/main/tablebase/generate/tableState';

describe('shared memory for tables', () => {
  it('maps a large buffer in whole pages, zero-filled and shared, and leaves a small one exact', () => {
    const bytes = 3 * 2 ** 20 + 10;
    const buffer = sharedMemory(bytes);
    expect(buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(buffer.byteLength).toBe(Math.ceil(bytes / 65536) * 65536);
    const bytesView = new Uint8Array(buffer);
    expect(bytesView.every((b) => b === 0)).toBe(true);
    new Int32Array(buffer)[1000] = -7;
    expect(new Int32Array(buffer)[1000]).toBe(-7);
    expect(sharedMemory(1000).byteLength).toBe(1000);
  });

  it('views a table of mapped buffers at the table’s own length', () => {
    // Values of 2 MiB and 10 bytes a side: mapped, and 65,526 bytes longer than the table.
    const size = 2 ** 20 + 5;
    const buffers = allocateTable(size, { check: [true, true], chase: [true, false] });
    expect(buffers.values[0].byteLength).toBeGreaterThan(2 * size);
    const state = viewTable(buffers);
    for (const side of [0, 1] as const) {
      expect(state.values[side]).toHaveLength(size);
      expect(valueViews(buffers)[side]).toHaveLength(size);
      for (const bitmaps of [state.frontiers, state.candidates, state.won, state.checkSeeds[0], state.chase[0], state.chaseSeeds[0]]) {
        expect(bitmaps[side]).toHaveLength(bitmapWords(size));
      }
      // Black does not chase here: its chase sets are empty.
      expect(state.chase[1][side]).toHaveLength(0);
      expect(state.pending[side]).toHaveLength(0);
    }
    expect(state.trapped).toHaveLength(bitmapWords(size));
  });

  it('packs parts into one shared buffer whose views another thread receives without a copy', async () => {
    const parts = [new Uint8Array(40_000).fill(7), new Uint8Array(30_000).fill(9), new Uint8Array(0)];
    const packed = packShared(parts);
    expect(packed.map((p) => [p.length, p.byteOffset])).toEqual([[40_000, 0], [30_000, 40_000], [0, 70_000]]);
    expect(new Set(packed.map((p) => p.buffer)).size).toBe(1);
    expect(packed[0].buffer).toBeInstanceOf(SharedArrayBuffer);
    // 70,000 bytes: two whole pages.
    expect(packed[0].buffer.byteLength).toBe(131_072);
    expect(packed.map((p) => [...new Set(p)])).toEqual([[7], [9], []]);
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<Uint8Array[]>((resolve) => port2.once('message', resolve));
    port1.postMessage(packed);
    const [first] = await received;
    first[0] = 1;
    expect(packed[0][0]).toBe(1);
    port1.close();
    expect(packShared([new Uint8Array(10)])[0].buffer.byteLength).toBe(10);
  });
});
