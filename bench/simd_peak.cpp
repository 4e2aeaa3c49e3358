// The practical SIMD128 multiply-add peak of this machine, for the benchmark
// (bench/attention.bench.js). Each loop keeps ACC independent f32x4
// accumulators in registers and updates every one with a multiply and an add
// (acc = acc * y + x: 8 flops per accumulator per step). Nothing is loaded
// inside the loop, so this is the arithmetic ceiling a GEMM kernel can
// approach, not reach. Built standalone by the bench:
//   em++ -O3 -msimd128 --no-entry -o simd_peak.wasm simd_peak.cpp
#include <wasm_simd128.h>

namespace {

template <int ACC>
float run(int steps, float seed) {
  v128_t acc[ACC];
  v128_t x[ACC];
  for (int i = 0; i < ACC; ++i) {
    acc[i] = wasm_f32x4_splat(seed * static_cast<float>(i + 1));
    x[i] = wasm_f32x4_splat(1e-3f * static_cast<float>(i + 1));
  }
  const v128_t y = wasm_f32x4_splat(0.999f);
  for (int step = 0; step < steps; ++step) {
#pragma clang loop unroll(full)
    for (int i = 0; i < ACC; ++i)
      acc[i] = wasm_f32x4_add(wasm_f32x4_mul(acc[i], y), x[i]);
  }
  v128_t sum = acc[0];
  for (int i = 1; i < ACC; ++i) sum = wasm_f32x4_add(sum, acc[i]);
  return wasm_f32x4_extract_lane(sum, 0) + wasm_f32x4_extract_lane(sum, 3);
}

// The same arithmetic shaped like a GEMM micro-kernel: ROWS x COLS
// accumulators updated with acc += a_r * b_c, the a_r broadcast and the b_c
// loaded from a small buffer that stays in L1 (8 flops per accumulator).
template <int ROWS, int COLS>
float kernel(int steps, float seed) {
  alignas(16) static float a[256];
  alignas(16) static float b[1024];
  for (int i = 0; i < 256; ++i) a[i] = seed * 1e-3f * static_cast<float>(i % 7);
  for (int i = 0; i < 1024; ++i) b[i] = 1e-3f * static_cast<float>(i % 5);
  v128_t acc[ROWS][COLS];
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c) acc[r][c] = wasm_f32x4_splat(0.0f);
  for (int step = 0; step < steps; ++step) {
    const int p = step & 63;
    v128_t bv[COLS];
#pragma clang loop unroll(full)
    for (int c = 0; c < COLS; ++c) bv[c] = wasm_v128_load(b + p * 16 + 4 * c);
#pragma clang loop unroll(full)
    for (int r = 0; r < ROWS; ++r) {
      const v128_t av = wasm_v128_load32_splat(a + p * 4 + r);
#pragma clang loop unroll(full)
      for (int c = 0; c < COLS; ++c)
        acc[r][c] = wasm_f32x4_add(acc[r][c], wasm_f32x4_mul(av, bv[c]));
    }
  }
  v128_t sum = wasm_f32x4_splat(0.0f);
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c) sum = wasm_f32x4_add(sum, acc[r][c]);
  return wasm_f32x4_extract_lane(sum, 0) + wasm_f32x4_extract_lane(sum, 3);
}

}  // namespace

extern "C" {
// Flops per step of simd_peak(accumulators, ...): 8 per accumulator.
__attribute__((used, visibility("default"))) float simd_peak(int accumulators,
                                                             int steps,
                                                             float seed) {
  switch (accumulators) {
    case 8:
      return run<8>(steps, seed);
    case 10:
      return run<10>(steps, seed);
    case 12:
      return run<12>(steps, seed);
    case 14:
      return run<14>(steps, seed);
    case 42:
      return kernel<4, 2>(steps, seed);
    case 43:
      return kernel<4, 3>(steps, seed);
    case 34:
      return kernel<3, 4>(steps, seed);
    default:
      return run<16>(steps, seed);
  }
}
}
