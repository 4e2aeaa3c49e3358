// Internal: the two implementations behind attention::attend. Not installed;
// the native tests and the fuzzer include it to check that the blocked kernel
// agrees with the Eigen one.
#pragma once

#include "attention/attention.hpp"

namespace attention {
namespace kernels {

// The blocked kernel for large problems where there is SIMD, Eigen otherwise.
void attend(const AttentionPlan& plan, const AttentionInputs& inputs,
            const AttentionOutputs& outputs);

// Straightforward Eigen expressions (the reference, and the scalar
// WebAssembly build's path).
void attendEigen(const AttentionPlan& plan, const AttentionInputs& inputs,
                 const AttentionOutputs& outputs);

// Register- and cache-blocked kernel on 4-float vectors: wasm_simd128.h when
// built with -msimd128, GCC/Clang vector extensions natively (so the same
// blocking is unit-tested and fuzzed natively). Fused scale + softmax.
void attendBlocked(const AttentionPlan& plan, const AttentionInputs& inputs,
                   const AttentionOutputs& outputs);

// Shared by both kernels when a mask, causal masking or a softcap is asked
// for: writes one row of scaled, softcapped and masked scores (−∞ where
// masked) and returns its maximum (−∞ when every key is masked).
float maskedScoresRow(const AttentionPlan& plan, const float* raw,
                      std::int64_t row, const void* maskRow, float* scaled);

// The start of the mask's row for query `row` of (batch, head), or null.
const void* maskRow(const AttentionPlan& plan, const void* mask,
                    std::int64_t batch, std::int64_t head, std::int64_t row);

}  // namespace kernels
}  // namespace attention
