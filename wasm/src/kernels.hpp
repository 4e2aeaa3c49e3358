// Internal: the two implementations behind
// attention::scaledDotProductAttention. Not installed; the native tests and the
// fuzzer include it to check that the blocked kernel agrees with the Eigen one.
#pragma once

#include "attention/attention.hpp"

namespace attention {
namespace kernels {

// Straightforward Eigen expressions (the reference, and the scalar
// WebAssembly build's path).
void attendEigen(const AttentionDims& dims, const float* query,
                 const float* key, const float* value, bool scale,
                 float* scores, float* scaledScores, float* weights,
                 float* output);

// Register- and cache-blocked kernel on 4-float vectors: wasm_simd128.h when
// built with -msimd128, GCC/Clang vector extensions natively (so the same
// blocking is unit-tested and fuzzed natively). Fused scale + softmax.
void attendBlocked(const AttentionDims& dims, const float* query,
                   const float* key, const float* value, bool scale,
                   float* scores, float* scaledScores, float* weights,
                   float* output);

}  // namespace kernels
}  // namespace attention
