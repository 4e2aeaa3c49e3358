// The blocked attention kernel. Q·Kᵀ uses a 4×2 register block of dot
// products (rows of Q and K are both contiguous along d); scale, max, exp and
// normalisation run fused over each score row; W·V uses a 4×8 register block
// over a packed panel of V. Eight f32x4 accumulators fit the 16 vector
// registers V8 has on x86-64 with room for the operands.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

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
inline float lane(Vec4 v, int index) {
  alignas(16) float lanes[4];
  wasm_v128_store(lanes, v);
  return lanes[index];
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
inline float lane(Vec4 v, int index) { return v[index]; }
#endif

// Sum of the four lanes in a fixed order: (v0 + v2) + (v1 + v3).
inline float sumLanes(Vec4 v) {
  return (lane(v, 0) + lane(v, 2)) + (lane(v, 1) + lane(v, 3));
}
inline float maxLanes(Vec4 v) {
  return std::max(std::max(lane(v, 0), lane(v, 2)),
                  std::max(lane(v, 1), lane(v, 3)));
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

// scores[i*m + j] = q_i · k_j for a 4×2 block, then the row/column edges.
inline float dotTail(const float* a, const float* b, std::int64_t from,
                     std::int64_t d) {
  float sum = 0.0f;
  for (std::int64_t p = from; p < d; ++p) sum += a[p] * b[p];
  return sum;
}

float dot1x1(const float* a, const float* b, std::int64_t d) {
  const std::int64_t d4 = d & ~std::int64_t{3};
  Vec4 acc = splat4(0.0f);
  for (std::int64_t p = 0; p < d4; p += 4)
    acc = add4(acc, mul4(load4(a + p), load4(b + p)));
  return sumLanes(acc) + dotTail(a, b, d4, d);
}

void queryKeyScores(const float* q, const float* k, std::int64_t n,
                    std::int64_t m, std::int64_t d, float* scores) {
  const std::int64_t d4 = d & ~std::int64_t{3};
  // Keys in panels that stay in L2 while every query block passes over them.
  const std::int64_t panel = std::max<std::int64_t>(
      2, (std::int64_t{96} * 1024 / 4 / std::max<std::int64_t>(d, 1)) &
             ~std::int64_t{1});
  for (std::int64_t j0 = 0; j0 < m; j0 += panel) {
    const std::int64_t j1 = std::min(m, j0 + panel);
    std::int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
      const float* q0 = q + i * d;
      const float* q1 = q0 + d;
      const float* q2 = q1 + d;
      const float* q3 = q2 + d;
      std::int64_t j = j0;
      for (; j + 2 <= j1; j += 2) {
        const float* k0 = k + j * d;
        const float* k1 = k0 + d;
        Vec4 a00 = splat4(0.0f), a01 = a00, a10 = a00, a11 = a00, a20 = a00,
             a21 = a00, a30 = a00, a31 = a00;
        for (std::int64_t p = 0; p < d4; p += 4) {
          const Vec4 b0 = load4(k0 + p);
          const Vec4 b1 = load4(k1 + p);
          Vec4 a = load4(q0 + p);
          a00 = add4(a00, mul4(a, b0));
          a01 = add4(a01, mul4(a, b1));
          a = load4(q1 + p);
          a10 = add4(a10, mul4(a, b0));
          a11 = add4(a11, mul4(a, b1));
          a = load4(q2 + p);
          a20 = add4(a20, mul4(a, b0));
          a21 = add4(a21, mul4(a, b1));
          a = load4(q3 + p);
          a30 = add4(a30, mul4(a, b0));
          a31 = add4(a31, mul4(a, b1));
        }
        float* s = scores + i * m + j;
        s[0] = sumLanes(a00) + dotTail(q0, k0, d4, d);
        s[1] = sumLanes(a01) + dotTail(q0, k1, d4, d);
        s[m] = sumLanes(a10) + dotTail(q1, k0, d4, d);
        s[m + 1] = sumLanes(a11) + dotTail(q1, k1, d4, d);
        s[2 * m] = sumLanes(a20) + dotTail(q2, k0, d4, d);
        s[2 * m + 1] = sumLanes(a21) + dotTail(q2, k1, d4, d);
        s[3 * m] = sumLanes(a30) + dotTail(q3, k0, d4, d);
        s[3 * m + 1] = sumLanes(a31) + dotTail(q3, k1, d4, d);
      }
      for (; j < j1; ++j)
        for (int r = 0; r < 4; ++r)
          scores[(i + r) * m + j] = dot1x1(q + (i + r) * d, k + j * d, d);
    }
    for (; i < n; ++i)
      for (std::int64_t j = j0; j < j1; ++j)
        scores[i * m + j] = dot1x1(q + i * d, k + j * d, d);
  }
}

// Writes scaledScores (raw / divisor, or a copy) and weights = softmax of it
// for one row of length m.
void scaleSoftmaxRow(const float* raw, std::int64_t m, bool scale,
                     float divisor, float* scaled, float* weights) {
  const std::int64_t m4 = m & ~std::int64_t{3};
  const Vec4 div = splat4(divisor);
  const float lowest = -std::numeric_limits<float>::infinity();
  Vec4 vmax = splat4(lowest);
  for (std::int64_t j = 0; j < m4; j += 4) {
    Vec4 x = load4(raw + j);
    if (scale) x = div4(x, div);
    store4(scaled + j, x);
    vmax = max4(x, vmax);
  }
  float rowMax = maxLanes(vmax);
  for (std::int64_t j = m4; j < m; ++j) {
    scaled[j] = scale ? raw[j] / divisor : raw[j];
    rowMax = std::max(rowMax, scaled[j]);
  }
  const Vec4 vrowMax = splat4(rowMax);
  Vec4 vsum = splat4(0.0f);
  for (std::int64_t j = 0; j < m4; j += 4) {
    const Vec4 e = expNonPositive4(sub4(load4(scaled + j), vrowMax));
    store4(weights + j, e);
    vsum = add4(vsum, e);
  }
  float sum = sumLanes(vsum);
  if (m4 < m) {
    // The tail goes through the same vector exp, padded with -inf (→ 0).
    alignas(16) float tail[4] = {lowest, lowest, lowest, lowest};
    for (std::int64_t j = m4; j < m; ++j) tail[j - m4] = scaled[j];
    alignas(16) float e[4];
    store4(e, expNonPositive4(sub4(load4(tail), vrowMax)));
    for (std::int64_t j = m4; j < m; ++j) {
      weights[j] = e[j - m4];
      sum += e[j - m4];
    }
  }
  const Vec4 vtotal = splat4(sum);
  for (std::int64_t j = 0; j < m4; j += 4)
    store4(weights + j, div4(load4(weights + j), vtotal));
  for (std::int64_t j = m4; j < m; ++j) weights[j] /= sum;
}

// out [n, dv] = w [n, m] · v [m, dv]. V is packed in panels of kPanelRows rows
// × 8 columns so the 4×8 register block streams one contiguous buffer.
constexpr std::int64_t kPanelRows = 128;

void weightsValues(const float* w, const float* v, std::int64_t n,
                   std::int64_t m, std::int64_t dv, float* out,
                   std::vector<float>& packed) {
  const std::int64_t dv8 = dv & ~std::int64_t{7};
  std::fill(out, out + n * dv, 0.0f);
  for (std::int64_t j0 = 0; j0 < m; j0 += kPanelRows) {
    const std::int64_t rows = std::min(kPanelRows, m - j0);
    packed.resize(static_cast<size_t>(rows * dv8));
    for (std::int64_t c = 0; c < dv8; c += 8) {
      float* panel = packed.data() + c * rows;
      for (std::int64_t j = 0; j < rows; ++j)
        std::memcpy(panel + j * 8, v + (j0 + j) * dv + c, 8 * sizeof(float));
    }
    std::int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
      const float* w0 = w + i * m + j0;
      const float* w1 = w0 + m;
      const float* w2 = w1 + m;
      const float* w3 = w2 + m;
      for (std::int64_t c = 0; c < dv8; c += 8) {
        const float* panel = packed.data() + c * rows;
        float* o0 = out + i * dv + c;
        float* o1 = o0 + dv;
        float* o2 = o1 + dv;
        float* o3 = o2 + dv;
        Vec4 a00 = load4(o0), a01 = load4(o0 + 4), a10 = load4(o1),
             a11 = load4(o1 + 4), a20 = load4(o2), a21 = load4(o2 + 4),
             a30 = load4(o3), a31 = load4(o3 + 4);
        for (std::int64_t j = 0; j < rows; ++j) {
          const Vec4 b0 = load4(panel + j * 8);
          const Vec4 b1 = load4(panel + j * 8 + 4);
          Vec4 a = broadcast4(w0 + j);
          a00 = add4(a00, mul4(a, b0));
          a01 = add4(a01, mul4(a, b1));
          a = broadcast4(w1 + j);
          a10 = add4(a10, mul4(a, b0));
          a11 = add4(a11, mul4(a, b1));
          a = broadcast4(w2 + j);
          a20 = add4(a20, mul4(a, b0));
          a21 = add4(a21, mul4(a, b1));
          a = broadcast4(w3 + j);
          a30 = add4(a30, mul4(a, b0));
          a31 = add4(a31, mul4(a, b1));
        }
        store4(o0, a00);
        store4(o0 + 4, a01);
        store4(o1, a10);
        store4(o1 + 4, a11);
        store4(o2, a20);
        store4(o2 + 4, a21);
        store4(o3, a30);
        store4(o3 + 4, a31);
      }
    }
    // Leftover rows: one row × 8 columns at a time.
    for (; i < n; ++i) {
      const float* w0 = w + i * m + j0;
      for (std::int64_t c = 0; c < dv8; c += 8) {
        const float* panel = packed.data() + c * rows;
        float* o0 = out + i * dv + c;
        Vec4 a0 = load4(o0), a1 = load4(o0 + 4);
        for (std::int64_t j = 0; j < rows; ++j) {
          const Vec4 a = broadcast4(w0 + j);
          a0 = add4(a0, mul4(a, load4(panel + j * 8)));
          a1 = add4(a1, mul4(a, load4(panel + j * 8 + 4)));
        }
        store4(o0, a0);
        store4(o0 + 4, a1);
      }
    }
    // Leftover columns (dv not a multiple of 8): scalar, same summation
    // order over j.
    for (std::int64_t r = 0; r < n; ++r)
      for (std::int64_t c = dv8; c < dv; ++c) {
        float sum = out[r * dv + c];
        for (std::int64_t j = 0; j < rows; ++j)
          sum += w[r * m + j0 + j] * v[(j0 + j) * dv + c];
        out[r * dv + c] = sum;
      }
  }
}

}  // namespace

void attendBlocked(const AttentionDims& dims, const float* query,
                   const float* key, const float* value, bool scale,
                   float* scores, float* scaledScores, float* weights,
                   float* output) {
  const std::int64_t n = dims.queries, m = dims.keys;
  // Divide (rather than multiply by a reciprocal) to match PyTorch's
  // `scores / sqrt(dim_k)` bit for bit.
  const float divisor = std::sqrt(static_cast<float>(dims.keyDim));
  // Scratch for the packed V panel, freed on return (no allocation when
  // d_v < 8); reused across the batch.
  std::vector<float> packed;
  for (std::int64_t b = 0; b < dims.batch; ++b) {
    const float* q = query + b * n * dims.keyDim;
    const float* k = key + b * m * dims.keyDim;
    const float* v = value + b * m * dims.valueDim;
    float* raw = scores + b * n * m;
    float* scaled = scaledScores + b * n * m;
    float* w = weights + b * n * m;
    queryKeyScores(q, k, n, m, dims.keyDim, raw);
    for (std::int64_t i = 0; i < n; ++i)
      scaleSoftmaxRow(raw + i * m, m, scale, divisor, scaled + i * m,
                      w + i * m);
    weightsValues(w, v, n, m, dims.valueDim, output + b * n * dims.valueDim,
                  packed);
  }
}

}  // namespace kernels
}  // namespace attention
