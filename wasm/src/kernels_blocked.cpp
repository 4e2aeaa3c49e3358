// The blocked attention kernel. Q·Kᵀ and W·V share one packed GEMM with a
// 4×8 register block: B in 256-deep, 8-column micro-panels (Kᵀ is formed
// while packing) and A in 4-row ones, so the inner loop reads two sequential
// streams. Eight f32x4 accumulators fit the 16 vector registers V8 has on
// x86-64 with room for the operands; a 5×8 block already made it spill.
// rowPassVector, the row pass of long rows, runs scale, max, exp and
// normalisation fused over each score row.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>

#include "kernels.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace attention {
namespace kernels {
namespace {

#if defined(__wasm_simd128__)
using Vec4 = v128_t;
inline Vec4 load4(const float* p) { return wasm_v128_load(p); }
inline void store4(float* p, Vec4 v) { wasm_v128_store(p, v); }
inline Vec4 splat4(float x) { return wasm_f32x4_splat(x); }
inline Vec4 broadcast4(const float* p) { return wasm_v128_load32_splat(p); }
inline Vec4 add4(Vec4 a, Vec4 b) { return wasm_f32x4_add(a, b); }
inline Vec4 sub4(Vec4 a, Vec4 b) { return wasm_f32x4_sub(a, b); }
inline Vec4 mul4(Vec4 a, Vec4 b) { return wasm_f32x4_mul(a, b); }
inline Vec4 div4(Vec4 a, Vec4 b) { return wasm_f32x4_div(a, b); }
// b < a ? a : b, one x86 maxps (inputs are never NaN where it matters).
inline Vec4 max4(Vec4 a, Vec4 b) { return wasm_f32x4_pmax(a, b); }
inline Vec4 floor4(Vec4 a) { return wasm_f32x4_floor(a); }
// 2^n for whole n in [-127, 127] held as floats; 2^-127 becomes 0.
inline Vec4 pow2i4(Vec4 n) {
  const v128_t biased =
      wasm_i32x4_add(wasm_i32x4_trunc_sat_f32x4(n), wasm_i32x4_splat(127));
  return wasm_i32x4_shl(biased, 23);
}
// Lane extraction needs a constant index on WebAssembly.
template <int Index>
inline float lane(Vec4 v) {
  return wasm_f32x4_extract_lane(v, Index);
}
template <int I0, int I1, int I2, int I3>
inline Vec4 shuffle4(Vec4 a, Vec4 b) {
  return wasm_i32x4_shuffle(a, b, I0, I1, I2, I3);
}
#else
typedef float Vec4 __attribute__((vector_size(16)));
typedef std::int32_t Int4 __attribute__((vector_size(16)));
inline Vec4 load4(const float* p) {
  Vec4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void store4(float* p, Vec4 v) { std::memcpy(p, &v, sizeof v); }
inline Vec4 splat4(float x) { return Vec4{x, x, x, x}; }
inline Vec4 broadcast4(const float* p) { return splat4(*p); }
inline Vec4 add4(Vec4 a, Vec4 b) { return a + b; }
inline Vec4 sub4(Vec4 a, Vec4 b) { return a - b; }
inline Vec4 mul4(Vec4 a, Vec4 b) { return a * b; }
inline Vec4 div4(Vec4 a, Vec4 b) { return a / b; }
inline Vec4 max4(Vec4 a, Vec4 b) {
  Vec4 r;
  for (int i = 0; i < 4; ++i) r[i] = b[i] < a[i] ? a[i] : b[i];
  return r;
}
inline Vec4 floor4(Vec4 a) {
  Vec4 r;
  for (int i = 0; i < 4; ++i) r[i] = std::floor(a[i]);
  return r;
}
inline Vec4 pow2i4(Vec4 n) {
  Int4 biased = __builtin_convertvector(n, Int4) + 127;
  biased <<= 23;
  Vec4 r;
  std::memcpy(&r, &biased, sizeof r);
  return r;
}
template <int Index>
inline float lane(Vec4 v) {
  return v[Index];
}
template <int I0, int I1, int I2, int I3>
inline Vec4 shuffle4(Vec4 a, Vec4 b) {
  return __builtin_shufflevector(a, b, I0, I1, I2, I3);
}
#endif

// Sum of the four lanes in a fixed order: (v0 + v2) + (v1 + v3).
inline float sumLanes(Vec4 v) {
  return (lane<0>(v) + lane<2>(v)) + (lane<1>(v) + lane<3>(v));
}
inline float maxLanes(Vec4 v) {
  return std::max(std::max(lane<0>(v), lane<2>(v)),
                  std::max(lane<1>(v), lane<3>(v)));
}

// exp(x) for x <= 0 (softmax after subtracting the row maximum), Cephes'
// single-precision polynomial (within 2 ulp). Results below FLT_MIN flush to
// 0, -inf gives 0 and exp(0) is exactly 1.
inline Vec4 expNonPositive4(Vec4 x) {
  x = max4(x, splat4(-88.3762626647949f));
  const Vec4 n =
      floor4(add4(mul4(x, splat4(1.44269504088896341f)), splat4(0.5f)));
  x = sub4(x, mul4(n, splat4(0.693359375f)));
  x = sub4(x, mul4(n, splat4(-2.12194440e-4f)));
  Vec4 y = splat4(1.9875691500e-4f);
  y = add4(mul4(y, x), splat4(1.3981999507e-3f));
  y = add4(mul4(y, x), splat4(8.3334519073e-3f));
  y = add4(mul4(y, x), splat4(4.1665795894e-2f));
  y = add4(mul4(y, x), splat4(1.6666665459e-1f));
  y = add4(mul4(y, x), splat4(5.0000001201e-1f));
  y = add4(add4(mul4(y, mul4(x, x)), x), splat4(1.0f));
  return mul4(y, pow2i4(n));
}

// The chapter's recipe for one row of length m: scaledScores = raw scaled
// (divided by √d_k, or multiplied by the given scale), fused with the row
// maximum. Returns the maximum.
float scaleRow(const float* raw, std::ptrdiff_t m, const AttentionPlan& plan,
               float* scaled) {
  const std::ptrdiff_t m4 = m & ~std::ptrdiff_t{3};
  const bool divide = plan.divideBySqrtKeyDim;
  const Vec4 div = splat4(plan.divisor);
  const Vec4 mul = splat4(plan.multiplier);
  Vec4 vmax = splat4(-std::numeric_limits<float>::infinity());
  for (std::ptrdiff_t j = 0; j < m4; j += 4) {
    Vec4 x = load4(raw + j);
    x = divide ? div4(x, div) : mul4(x, mul);
    store4(scaled + j, x);
    vmax = max4(x, vmax);
  }
  float rowMax = maxLanes(vmax);
  for (std::ptrdiff_t j = m4; j < m; ++j) {
    scaled[j] = divide ? raw[j] / plan.divisor : raw[j] * plan.multiplier;
    rowMax = std::max(rowMax, scaled[j]);
  }
  return rowMax;
}

// weights = softmax of one row of scaled scores with maximum rowMax; a row
// whose every entry is −∞ (all keys masked) gets weights 0.
void softmaxRow(const float* scaled, std::ptrdiff_t m, float rowMax,
                float* weights) {
  const float lowest = -std::numeric_limits<float>::infinity();
  if (rowMax == lowest) {
    std::fill(weights, weights + m, 0.0f);
    return;
  }
  const std::ptrdiff_t m4 = m & ~std::ptrdiff_t{3};
  const Vec4 vrowMax = splat4(rowMax);
  Vec4 vsum = splat4(0.0f);
  for (std::ptrdiff_t j = 0; j < m4; j += 4) {
    const Vec4 e = expNonPositive4(sub4(load4(scaled + j), vrowMax));
    store4(weights + j, e);
    vsum = add4(vsum, e);
  }
  float sum = sumLanes(vsum);
  if (m4 < m) {
    // The tail goes through the same vector exp, padded with -inf (→ 0).
    alignas(16) float tail[4] = {lowest, lowest, lowest, lowest};
    for (std::ptrdiff_t j = m4; j < m; ++j) tail[j - m4] = scaled[j];
    alignas(16) float e[4];
    store4(e, expNonPositive4(sub4(load4(tail), vrowMax)));
    for (std::ptrdiff_t j = m4; j < m; ++j) {
      weights[j] = e[j - m4];
      sum += e[j - m4];
    }
  }
  const Vec4 vtotal = splat4(sum);
  for (std::ptrdiff_t j = 0; j < m4; j += 4)
    store4(weights + j, div4(load4(weights + j), vtotal));
  for (std::ptrdiff_t j = m4; j < m; ++j) weights[j] /= sum;
}

// C [n, cols] = A [n, depth] · B [depth, cols], BLIS-style: B is packed a
// panel of kDepthBlock rows at a time into 8-column micro-panels (8 KiB,
// they stay in L1), A kRowBlock rows at a time into 4-row micro-panels (32
// KiB, L1 too), and a 4×8 register block of eight f32x4 accumulators does
// the arithmetic. Every C entry is summed in order of p, the same way for any
// blocking. C is loaded and stored once per depth block: 256 halves that
// traffic against 128.
constexpr std::ptrdiff_t kDepthBlock = 256;
constexpr std::ptrdiff_t kRowBlock = 32;  // a multiple of 4

// C[0..4) × [0..8) = (first ? 0 : C) + A micro-panel [kc][4] · B micro-panel
// [kc][8]. One pointer per panel and the B pointer as the loop counter: V8
// then spends three integer instructions per step instead of about nine (an
// address per row of A and one for B, a counter), and on x86 they compete
// with the multiplies and adds for execution ports.
inline void microKernel(const float* ap, const float* bp, std::ptrdiff_t kc,
                        float* c, std::ptrdiff_t ldc, bool first) {
  Vec4 acc[4][2];
  for (int r = 0; r < 4; ++r) {
    acc[r][0] = first ? splat4(0.0f) : load4(c + r * ldc);
    acc[r][1] = first ? splat4(0.0f) : load4(c + r * ldc + 4);
  }
  for (const float* const bEnd = bp + kc * 8; bp != bEnd; bp += 8, ap += 4) {
    const Vec4 b0 = load4(bp);
    const Vec4 b1 = load4(bp + 4);
    for (int r = 0; r < 4; ++r) {
      const Vec4 x = broadcast4(ap + r);
      acc[r][0] = add4(acc[r][0], mul4(x, b0));
      acc[r][1] = add4(acc[r][1], mul4(x, b1));
    }
  }
  for (int r = 0; r < 4; ++r) {
    store4(c + r * ldc, acc[r][0]);
    store4(c + r * ldc + 4, acc[r][1]);
  }
}

// Copies src[r * ld + q] (r, q < 4) to dst[q * dstStride + r]: a 4×4
// transpose, four loads, eight shuffles and four stores.
inline void packTransposed4(const float* src, std::ptrdiff_t ld, float* dst,
                            std::ptrdiff_t dstStride) {
  const Vec4 r0 = load4(src), r1 = load4(src + ld), r2 = load4(src + 2 * ld),
             r3 = load4(src + 3 * ld);
  const Vec4 t0 = shuffle4<0, 4, 1, 5>(r0, r1);  // r0[0] r1[0] r0[1] r1[1]
  const Vec4 t1 = shuffle4<0, 4, 1, 5>(r2, r3);
  const Vec4 t2 = shuffle4<2, 6, 3, 7>(r0, r1);  // r0[2] r1[2] r0[3] r1[3]
  const Vec4 t3 = shuffle4<2, 6, 3, 7>(r2, r3);
  store4(dst, shuffle4<0, 1, 4, 5>(t0, t1));
  store4(dst + dstStride, shuffle4<2, 3, 6, 7>(t0, t1));
  store4(dst + 2 * dstStride, shuffle4<0, 1, 4, 5>(t2, t3));
  store4(dst + 3 * dstStride, shuffle4<2, 3, 6, 7>(t2, t3));
}

// B is b [depth, cols] with row stride ldb, or with bTransposed b [cols,
// depth] holding Bᵀ (K for Q·Kᵀ).
void gemm(const float* a, std::ptrdiff_t lda, std::ptrdiff_t n,
          std::ptrdiff_t depth, std::ptrdiff_t cols, const float* b,
          std::ptrdiff_t ldb, bool bTransposed, float* c, std::ptrdiff_t ldc,
          float* packed) {
  const std::ptrdiff_t cols8 = cols & ~std::ptrdiff_t{7};
  for (std::ptrdiff_t p0 = 0; p0 < depth; p0 += kDepthBlock) {
    const std::ptrdiff_t kc = std::min(kDepthBlock, depth - p0);
    const std::ptrdiff_t kc4 = kc & ~std::ptrdiff_t{3};
    const bool first = p0 == 0;
    float* aPacked = packed + kc * cols8;
    // p outer: B = V (W·V) is then read eight neighbours at a time, row by
    // row; the other order strode down V's columns and took a third of the
    // n = 512 time. Kᵀ (Q·Kᵀ) is read as eight sequential streams, four
    // floats at a time, and transposed in registers.
    for (std::ptrdiff_t c0 = 0; c0 < cols8; c0 += 8) {
      float* panel = packed + c0 * kc;
      if (!bTransposed) {
        for (std::ptrdiff_t p = 0; p < kc; ++p) {
          const float* row = b + (p0 + p) * ldb + c0;
          store4(panel + p * 8, load4(row));
          store4(panel + p * 8 + 4, load4(row + 4));
        }
        continue;
      }
      const float* k0 = b + c0 * ldb + p0;
      for (std::ptrdiff_t p = 0; p < kc4; p += 4) {
        packTransposed4(k0 + p, ldb, panel + p * 8, 8);
        packTransposed4(k0 + 4 * ldb + p, ldb, panel + p * 8 + 4, 8);
      }
      for (std::ptrdiff_t p = kc4; p < kc; ++p)
        for (std::ptrdiff_t cc = 0; cc < 8; ++cc)
          panel[p * 8 + cc] = k0[cc * ldb + p];
    }
    // (Below 8 columns there is no panel, and no use packing A.)
    for (std::ptrdiff_t i0 = 0; cols8 > 0 && i0 < n; i0 += kRowBlock) {
      const std::ptrdiff_t i1 = std::min(n, i0 + kRowBlock);
      const std::ptrdiff_t full = i1 - (i1 - i0) % 4;
      for (std::ptrdiff_t i = i0; i < full; i += 4) {
        float* panel = aPacked + (i - i0) * kc;
        const float* a0 = a + i * lda + p0;
        for (std::ptrdiff_t p = 0; p < kc4; p += 4)
          packTransposed4(a0 + p, lda, panel + p * 4, 4);
        for (std::ptrdiff_t p = kc4; p < kc; ++p)
          for (int r = 0; r < 4; ++r) panel[p * 4 + r] = a0[r * lda + p];
      }
      for (std::ptrdiff_t c0 = 0; c0 < cols8; c0 += 8) {
        const float* panel = packed + c0 * kc;
        for (std::ptrdiff_t i = i0; i < full; i += 4)
          microKernel(aPacked + (i - i0) * kc, panel, kc, c + i * ldc + c0, ldc,
                      first);
        for (std::ptrdiff_t i = full; i < i1; ++i) {  // leftover rows
          const float* a0 = a + i * lda + p0;
          float* o0 = c + i * ldc + c0;
          Vec4 acc0 = first ? splat4(0.0f) : load4(o0);
          Vec4 acc1 = first ? splat4(0.0f) : load4(o0 + 4);
          for (std::ptrdiff_t p = 0; p < kc; ++p) {
            const Vec4 x = broadcast4(a0 + p);
            acc0 = add4(acc0, mul4(x, load4(panel + p * 8)));
            acc1 = add4(acc1, mul4(x, load4(panel + p * 8 + 4)));
          }
          store4(o0, acc0);
          store4(o0 + 4, acc1);
        }
      }
    }
    // Leftover columns (cols not a multiple of 8): scalar, same order in p.
    for (std::ptrdiff_t i = 0; i < n; ++i)
      for (std::ptrdiff_t col = cols8; col < cols; ++col) {
        float sum = first ? 0.0f : c[i * ldc + col];
        for (std::ptrdiff_t p = p0; p < p0 + kc; ++p)
          sum += a[i * lda + p] *
                 (bTransposed ? b[col * ldb + p] : b[p * ldb + col]);
        c[i * ldc + col] = sum;
      }
  }
}

}  // namespace

void rowPassVector(const AttentionPlan& plan, std::int64_t batch,
                   std::int64_t head, const float* raw, const void* mask,
                   float* scaled, float* weights) {
  const std::ptrdiff_t n = plan.dims.queries, m = plan.dims.keys;
  const bool masksOrCaps = plan.masksOrCaps();
  for (std::ptrdiff_t i = 0; i < n; ++i) {
    const float rowMax =
        masksOrCaps ? maskedScoresRow(plan, raw + i * m, i,
                                      maskRow(plan, mask, batch, head, i),
                                      scaled + i * m)
                    : scaleRow(raw + i * m, m, plan, scaled + i * m);
    softmaxRow(scaled + i * m, m, rowMax, weights + i * m);
  }
}

void attendBlocked(const AttentionPlan& plan, const AttentionInputs& in,
                   const AttentionOutputs& out, RowPass rowPass) {
  const AttentionDims& dims = plan.dims;
  const std::ptrdiff_t n = dims.queries, m = dims.keys;
  const std::ptrdiff_t d = dims.keyDim, dv = dims.valueDim;
  const std::ptrdiff_t group = dims.heads / dims.kvHeads;
  // Packed panels of B and A, freed on return. Not zero-filled as a
  // std::vector would be: at [1,64,768] that fill cost 2–3 % of the call.
  const std::ptrdiff_t kcMax = std::min(kDepthBlock, std::max(d, m));
  const std::ptrdiff_t colsMax = std::max(m, dv) & ~std::ptrdiff_t{7};
  const std::unique_ptr<float[]> packed(
      new float[static_cast<size_t>(kcMax * (colsMax + kRowBlock))]);
  for (std::ptrdiff_t slice = 0; slice < dims.slices(); ++slice) {
    // Query head h of batch b reads key/value head h / group of batch b.
    const std::ptrdiff_t b = slice / dims.heads, h = slice % dims.heads;
    const std::ptrdiff_t kvSlice = b * dims.kvHeads + h / group;
    const float* q = in.query + slice * n * d;
    const float* k = in.key + kvSlice * m * d;
    const float* v = in.value + kvSlice * m * dv;
    float* raw = out.scores + slice * n * m;
    float* scaled = out.scaledScores + slice * n * m;
    float* w = out.weights + slice * n * m;
    // scores = Q · Kᵀ: B(p, j) = k[j, p].
    gemm(q, d, n, d, m, k, d, true, raw, m, packed.get());
    rowPass(plan, b, h, raw, in.mask, scaled, w);
    // output = W · V: B(j, c) = v[j, c].
    gemm(w, m, n, m, dv, v, dv, false, out.output + slice * n * dv, dv,
         packed.get());
  }
}

}  // namespace kernels
}  // namespace attention
