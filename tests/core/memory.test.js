// Memory stays flat: many recomputes leave the WebAssembly heap exactly where
// it was and the JS heap within a small tolerance (after a full GC).
import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, test } from 'vitest';

import { loadAttention } from '../../web/lib/attention.js';
import { randomTensor as normalTensor, seededRandom } from './reference.js';

// A real gc() without restarting Vitest's workers with --expose-gc.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

function jsHeapUsed() {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

// Deterministic standard-normal inputs, one seed per tensor.
const randomTensor = (shape, seed) => normalTensor(shape, seededRandom(seed));

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

describe('memory stays flat', () => {
  test('10,000 recomputes at n = 16 leave the WASM and JS heaps where they were', () => {
    const q = randomTensor([1, 16, 64], 1);
    const k = randomTensor([1, 16, 64], 2);
    const v = randomTensor([1, 16, 64], 3);
    let checksum = 0;
    const recompute = () => {
      const { weights, output } = attention.scaledDotProductAttention(q, k, v);
      checksum += weights.data[0] + output.data[0];
    };
    for (let call = 0; call < 200; call++) recompute(); // warm-up: JIT, scratch buffer
    const wasmBefore = attention.heapBytesInUse();
    const jsBefore = jsHeapUsed();
    for (let call = 0; call < 10_000; call++) recompute();
    expect(attention.heapBytesInUse()).toBe(wasmBefore);
    // 10,000 results are ~10 MB of garbage; only a leak survives the GC.
    expect(jsHeapUsed() - jsBefore).toBeLessThan(1024 * 1024);
    expect(Number.isFinite(checksum)).toBe(true);
  });

  test('recomputes at n = 512, d = 768 give back every byte', () => {
    const q = randomTensor([1, 512, 768], 4);
    const k = randomTensor([1, 512, 768], 5);
    const v = randomTensor([1, 512, 768], 6);
    attention.scaledDotProductAttention(q, k, v); // warm-up
    const wasmBefore = attention.heapBytesInUse();
    const jsBefore = jsHeapUsed();
    for (let call = 0; call < 4; call++) {
      const { output } = attention.scaledDotProductAttention(q, k, v);
      expect(output.data.length).toBe(512 * 768);
      expect(attention.heapBytesInUse()).toBe(wasmBefore);
    }
    expect(jsHeapUsed() - jsBefore).toBeLessThan(1024 * 1024);
  });

  test('calls past the 1 MiB scratch buffer, between small ones, leave the heap flat', () => {
    // 385k floats: more than the reused scratch buffer holds.
    const big = randomTensor([1, 300, 96], 7);
    const small = randomTensor([1, 16, 64], 8);
    attention.scaledDotProductAttention(big, big, big);
    attention.scaledDotProductAttention(small, small, small);
    const wasmBefore = attention.heapBytesInUse();
    for (let call = 0; call < 50; call++) {
      attention.scaledDotProductAttention(big, big, big);
      attention.scaledDotProductAttention(small, small, small);
    }
    expect(attention.heapBytesInUse()).toBe(wasmBefore);
  });
});
