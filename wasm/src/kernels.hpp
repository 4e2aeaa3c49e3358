// Internal: the implementations behind attention::attend and
// attention::attentionWeights. Not installed; the native tests and the fuzzer
// include it to check that the blocked kernel agrees with the Eigen one.
#pragma once

#include "attention/attention.hpp"

namespace attention {
namespace kernels {

// The softmax half of attention for one (batch, head) slice: raw scores
// [n, m] become scaled scores (scaled, softcapped, masked: −∞ where masked)
// and their row-wise softmax. A row with every key masked gets weights 0.
using RowPass = void (*)(const AttentionPlan& plan, std::int64_t batch,
                         std::int64_t head, const float* scores,
                         const void* mask, float* scaledScores, float* weights);

// Eigen's loops, and the fused loops on 4-float vectors (in
// kernels_blocked.cpp).
void rowPassEigen(const AttentionPlan& plan, std::int64_t batch,
                  std::int64_t head, const float* scores, const void* mask,
                  float* scaledScores, float* weights);
void rowPassVector(const AttentionPlan& plan, std::int64_t batch,
                   std::int64_t head, const float* scores, const void* mask,
                   float* scaledScores, float* weights);

// The row pass attend and attentionWeights run. It depends on the scores'
// shape alone, not on d_v (which attentionWeights does not know), so the two
// give the same bits for the same scores.
RowPass rowPassFor(const AttentionDims& dims);

// Attention with rowPassFor's row pass: the blocked kernel for large
// problems where there is SIMD, Eigen otherwise.
void attend(const AttentionPlan& plan, const AttentionInputs& inputs,
            const AttentionOutputs& outputs);

// rowPassFor's row pass over every slice of the scores.
void attentionWeights(const AttentionPlan& plan, const float* scores,
                      const void* mask, float* scaledScores, float* weights);

// Straightforward Eigen expressions around `rowPass` (the reference, and
// the scalar WebAssembly build's path).
void attendEigen(const AttentionPlan& plan, const AttentionInputs& inputs,
                 const AttentionOutputs& outputs, RowPass rowPass);

// Register- and cache-blocked kernel on 4-float vectors: wasm_simd128.h when
// built with -msimd128, GCC/Clang vector extensions natively (so the same
// blocking is unit-tested and fuzzed natively), around `rowPass`.
void attendBlocked(const AttentionPlan& plan, const AttentionInputs& inputs,
                   const AttentionOutputs& outputs, RowPass rowPass);

// Shared by both row passes when a mask, causal masking or a softcap is
// asked for: writes one row of scaled, softcapped and masked scores (−∞ where
// masked) and returns its maximum (−∞ when every key is masked).
float maskedScoresRow(const AttentionPlan& plan, const float* raw,
                      std::int64_t row, const void* maskRow, float* scaled);

// The start of the mask's row for query `row` of (batch, head), or null.
const void* maskRow(const AttentionPlan& plan, const void* mask,
                    std::int64_t batch, std::int64_t head, std::int64_t row);

}  // namespace kernels
}  // namespace attention
