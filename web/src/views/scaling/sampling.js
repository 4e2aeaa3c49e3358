// What the "Why divide by √dₖ?" panel measures, apart from the panel: main.js
// has the core compute these statistics a few samples per idle moment, while
// the panel's module loads only when it comes into sight.

/** The slider's positions: d_k doubling from the lab's 4 to 1024. */
export const KEY_DIMS = [4, 8, 16, 32, 64, 128, 256, 512, 1024];

/** Enough samples that the curves over d_k are smooth (tests/core/scaling.test.js). */
export const SAMPLING = { keys: 8, samples: 512 };
