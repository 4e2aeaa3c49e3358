// The usual wrong answers to self-attention, for a practice mode: what a
// learner gets by swapping query and key, dotting a matrix with itself,
// scaling the other way or by d_k, taking the softmax down the columns,
// normalising without the exponential, leaving the causal mask out, mixing the
// keys instead of the values, or mixing the values without the weights.
#pragma once

#include <cstdint>

#include "attention/attention.hpp"

namespace attention {

// Sizes of a self-attention request: query [n, d_k], key [n, d_k],
// value [n, d_v].
struct CommonMistakesDims {
  std::int64_t tokens = 0;  // n
  std::int64_t keyDim = 0;
  std::int64_t valueDim = 0;
  // Floats of all the outputs, back to back in CommonMistakesOutputs' order.
  std::int64_t elements() const {
    return 8 * tokens * tokens + tokens * (9 * valueDim + keyDim);
  }
};

// Where each output sits in one block of dims.elements() floats, in this
// order; row-major. "The scores" are q_i · k_j; "scaled" is ÷√d_k when
// the request's scaleBySqrtKeyDim is true and as they are otherwise. A
// masked entry (j > i when causal) of a weights table is 0.
struct CommonMistakesOutputs {
  float* swappedScores;     // [n, n]: k_i · q_j
  float* queryQueryScores;  // [n, n]: q_i · q_j
  float* keyKeyScores;      // [n, n]: k_i · k_j
  // [n, n]: row softmax of the scores under the other scaling setting.
  float* otherScaleWeights;
  float* keyDimWeights;  // [n, n]: row softmax of the scores ÷ d_k
  // [n, n]: softmax of the scaled scores down each column j, over the
  // queries that see key j (with only causal masking, never none).
  float* columnWeights;
  // [n, n]: s_ij / Σ_j s_ij over row i's visible keys (the scale cancels);
  // NaN on the row's visible keys where that sum is 0.
  float* withoutExpWeights;
  // [n, n]: row softmax of the scaled scores over every key, the causal
  // mask left out (the right weights when causal is false).
  float* unmaskedWeights;
  // [n, d_v] each: those five tables times V.
  float* otherScaleOutputs;
  float* keyDimOutputs;
  float* columnOutputs;
  float* withoutExpOutputs;
  float* unmaskedOutputs;
  // [n, d_v] each, mixing the values without the softmax's weights, over
  // the keys query i sees: the value of its largest right weight alone (the
  // first of equal ones), Σ_j v_j, their mean, and Σ_j s_ij v_j with the
  // scaled scores as the weights.
  float* topValueOutputs;
  float* unweightedSumOutputs;
  float* plainAverageOutputs;
  float* scaledScoreOutputs;
  // [n, d_k]: the right weights (attend's) times K instead of V.
  float* keysInsteadOfValues;
};

inline CommonMistakesOutputs placeCommonMistakes(const CommonMistakesDims& dims,
                                                 float* block) {
  const std::int64_t square = dims.tokens * dims.tokens;
  const std::int64_t mixed = dims.tokens * dims.valueDim;
  float* at = block;
  const auto take = [&at](std::int64_t floats) {
    float* start = at;
    at += floats;
    return start;
  };
  CommonMistakesOutputs out;
  out.swappedScores = take(square);
  out.queryQueryScores = take(square);
  out.keyKeyScores = take(square);
  out.otherScaleWeights = take(square);
  out.keyDimWeights = take(square);
  out.columnWeights = take(square);
  out.withoutExpWeights = take(square);
  out.unmaskedWeights = take(square);
  out.otherScaleOutputs = take(mixed);
  out.keyDimOutputs = take(mixed);
  out.columnOutputs = take(mixed);
  out.withoutExpOutputs = take(mixed);
  out.unmaskedOutputs = take(mixed);
  out.topValueOutputs = take(mixed);
  out.unweightedSumOutputs = take(mixed);
  out.plainAverageOutputs = take(mixed);
  out.scaledScoreOutputs = take(mixed);
  out.keysInsteadOfValues = take(dims.tokens * dims.keyDim);
  return out;
}

// Checks a request as attend takes it, narrowed to self-attention over one
// sequence: query, key and value 2-D with the same n, and of the options
// only scaleBySqrtKeyDim (true: the right answer divides by √d_k; false:
// it does not) and causal; no mask, softcap or scale of another size. Then
// attention's own checks (extents, data lengths, d_k, the limits).
Status planCommonMistakes(const AttentionRequest& request,
                          CommonMistakesDims* dims);

// Plans, checks the data and computes the right weights through attend (so
// NaN, ±∞ and scores q·k that overflow float32 are refused as there), then
// writes every output to `out`: dims.elements() floats, placed as
// placeCommonMistakes says. Scores are summed in double; q·q or k·k past
// float32's range (|q| or |k| above about 1.8e19) are ±∞.
Status commonMistakes(const AttentionRequest& request,
                      const AttentionInputs& inputs, float* out);

}  // namespace attention
