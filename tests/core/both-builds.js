// The core's two WebAssembly builds, SIMD128 and scalar, loaded once before
// the calling file's tests: `builds.simd`, `builds.scalar`.
import { beforeAll } from 'vitest';

import { loadAttention } from '../../web/lib/attention.js';

/** @returns {{ simd?: import('../../web/lib/attention').Attention, scalar?: import('../../web/lib/attention').Attention }} */
export function loadBothBuilds() {
  const builds = {};
  beforeAll(async () => {
    builds.simd = await loadAttention({ simd: true });
    builds.scalar = await loadAttention({ simd: false });
  });
  return builds;
}
