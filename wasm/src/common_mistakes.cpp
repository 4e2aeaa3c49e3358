#include "attention/common_mistakes.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>

namespace attention {
namespace {

// Pointer-sized indices: 32 bits in WebAssembly, where 64-bit arithmetic
// makes the code larger. Every table here has at most kMaxElements entries.
using Index = std::ptrdiff_t;

// Plain loops, out of line and compiled for size: inlined, unrolled and
// vectorised at every call they made the module several KiB larger, for
// tables of a few dozen entries.
#ifdef __clang__
#define ATTENTION_SMALL [[gnu::noinline, clang::minsize]]
#else
#define ATTENTION_SMALL [[gnu::noinline]]
#endif

// a · b over d entries, summed in double: the tests hold it to a float64
// reference, and a row's sum of scores (withoutExpWeights) can cancel.
ATTENTION_SMALL double dot(const float* a, const float* b, Index d) {
  double sum = 0;
  for (Index c = 0; c < d; ++c) sum += static_cast<double>(a[c]) * b[c];
  return sum;
}

// out [rows, d] = weights [rows, n] · m [n, d], summed in double. A NaN
// weight makes its row of out NaN.
ATTENTION_SMALL void multiply(const float* weights, const float* m, Index rows,
                              Index n, Index d, float* out) {
  for (Index i = 0; i < rows; ++i)
    for (Index c = 0; c < d; ++c) {
      double sum = 0;
      for (Index j = 0; j < n; ++j)
        sum += static_cast<double>(weights[i * n + j]) * m[j * d + c];
      out[i * d + c] = static_cast<float>(sum);
    }
}

// How normaliseTable normalises the scores s_ij: not at all, by a softmax
// across each row i or down each column j, or each row over its sum.
enum class Normalise { kNot, kRows, kColumns, kRowsWithoutExp };

// out [n, n] from the scores s_ij = factor · q_i · k_j, normalised `how`:
// the softmax is stable (a line's largest score is subtracted first); a
// row over its sum is NaN on the whole row when that sum is 0. Entries
// causal masks (key j > query i) are 0 and left out; query i always sees
// key i, so no line is left empty. The float exp is the one softmaxParts
// already brings: a double exp would add libm's to the module.
ATTENTION_SMALL void normaliseTable(const float* q, const float* k, Index n,
                                    Index dk, double factor, bool causal,
                                    Normalise how, double* scores, float* out) {
  const bool columns = how == Normalise::kColumns;
  const bool exponential = how != Normalise::kRowsWithoutExp;
  const bool normalised = how != Normalise::kNot;
  std::memset(out, 0, n * n * sizeof *out);
  for (Index line = 0; line < n; ++line) {
    // Row `line` sees keys [0, end); column `line` is seen by queries
    // [first, n).
    const Index first = causal && columns ? line : 0;
    const Index end = causal && !columns ? line + 1 : n;
    for (Index at = first; at < end; ++at)
      scores[at] = factor * (columns ? dot(q + at * dk, k + line * dk, dk)
                                     : dot(q + line * dk, k + at * dk, dk));
    float* const target = columns ? out + line : out + line * n;
    const Index stride = columns ? n : 1;
    if (!normalised) {
      for (Index at = first; at < end; ++at)
        target[at] = static_cast<float>(scores[at]);
      continue;
    }
    const double largest = *std::max_element(scores + first, scores + end);
    double sum = 0;
    for (Index at = first; at < end; ++at)
      sum += exponential
                 ? target[at * stride] =
                       std::exp(static_cast<float>(scores[at] - largest))
                 : scores[at];
    if (sum == 0) sum = std::numeric_limits<double>::quiet_NaN();
    for (Index at = first; at < end; ++at)
      target[at * stride] = static_cast<float>(
          (exponential ? target[at * stride] : scores[at]) / sum);
  }
}

}  // namespace

Status planCommonMistakes(const AttentionRequest& request,
                          CommonMistakesDims* dims) {
  const bool flat = request.query.rank == 2 && request.key.rank == 2 &&
                    request.value.rank == 2;
  AttentionPlan plan;
  if (flat)
    if (Status status = planAttention(request, &plan); !status.ok())
      return status;
  if (!flat || plan.dims.queries != plan.dims.keys ||
      request.maskKind != MaskKind::kNone || request.softcapped ||
      !(request.scaleBySqrtKeyDim || request.scale == 1))
    return shapesError(request,
                       "commonMistakes is self-attention over one sequence: "
                       "2-D query [n, d_k], key [n, d_k] and value [n, d_v], "
                       "scale true or false, no mask or softcap");
  *dims = {plan.dims.queries, plan.dims.keyDim, plan.dims.valueDim};
  return {};
}

ATTENTION_SMALL Status commonMistakes(const AttentionRequest& request,
                                      const AttentionInputs& inputs,
                                      float* out) {
  CommonMistakesDims dims;
  if (Status status = planCommonMistakes(request, &dims); !status.ok())
    return status;
  const auto n = static_cast<Index>(dims.tokens);
  const auto dk = static_cast<Index>(dims.keyDim);
  const Index square = n * n;
  // The outputs, placed as placeCommonMistakes places them.
  float* const swapped = out;
  float* const queryQuery = swapped + square;
  float* const keyKey = queryQuery + square;
  float* const otherScale = keyKey + square;
  float* const keyDim = otherScale + square;
  float* const column = keyDim + square;
  float* const withoutExp = column + square;
  float* const unmasked = withoutExp + square;
  const auto dv = static_cast<Index>(dims.valueDim);
  float* const outputs = unmasked + square;  // of the five tables before
  // Of the four mixing tables below, back to back after those.
  float* const mixingOutputs = outputs + 5 * n * dv;
  float* const keysInsteadOfValues = mixingOutputs + 4 * n * dv;
  // attend checks the data and writes the right weights, into tables that
  // are overwritten after (its output where the outputs will be).
  if (Status status =
          attend(request, inputs, {swapped, queryQuery, keyKey, outputs});
      !status.ok())
    return status;
  const float* q = inputs.query;
  const float* k = inputs.key;
  // keyKey still holds attend's right weights: used before it is overwritten.
  multiply(keyKey, k, n, n, dk, keysInsteadOfValues);
  const bool causal = request.causal;
  // Weights [4n, n] that mix the values without the softmax: 1 on row i's
  // largest right weight, 1 on every key it sees, 1 / (keys seen) on each,
  // and (written further down) the scaled scores.
  const std::unique_ptr<float[]> mixing(new float[4 * square]());
  float* const topOne = mixing.get();
  float* const ones = topOne + square;
  float* const average = ones + square;
  float* const scaledScores = average + square;
  for (Index i = 0; i < n; ++i) {
    const float* rightWeights = keyKey + i * n;
    topOne[i * n + (std::max_element(rightWeights, rightWeights + n) -
                    rightWeights)] = 1;
    const Index seen = causal ? i + 1 : n;
    for (Index j = 0; j < seen; ++j) {
      ones[i * n + j] = 1;
      average[i * n + j] = static_cast<float>(1.0 / static_cast<double>(seen));
    }
  }
  const std::unique_ptr<double[]> scores(new double[n]);
  normaliseTable(k, q, n, dk, 1, false, Normalise::kNot, scores.get(), swapped);
  normaliseTable(q, q, n, dk, 1, false, Normalise::kNot, scores.get(),
                 queryQuery);
  normaliseTable(k, k, n, dk, 1, false, Normalise::kNot, scores.get(), keyKey);
  const double keyDims = static_cast<double>(dk);
  const double right = request.scaleBySqrtKeyDim ? 1 / std::sqrt(keyDims) : 1;
  const double other = request.scaleBySqrtKeyDim ? 1 : 1 / std::sqrt(keyDims);
  normaliseTable(q, k, n, dk, other, causal, Normalise::kRows, scores.get(),
                 otherScale);
  normaliseTable(q, k, n, dk, 1 / keyDims, causal, Normalise::kRows,
                 scores.get(), keyDim);
  normaliseTable(q, k, n, dk, right, causal, Normalise::kColumns, scores.get(),
                 column);
  normaliseTable(q, k, n, dk, right, causal, Normalise::kRowsWithoutExp,
                 scores.get(), withoutExp);
  // The mask forgotten: every key in the softmax (the right weights when
  // nothing is masked).
  normaliseTable(q, k, n, dk, right, false, Normalise::kRows, scores.get(),
                 unmasked);
  normaliseTable(q, k, n, dk, right, causal, Normalise::kNot, scores.get(),
                 scaledScores);
  // The five tables [5n, n] times V: their outputs, back to back; and the
  // same for the four mixing tables.
  multiply(otherScale, inputs.value, 5 * n, n, dv, outputs);
  multiply(mixing.get(), inputs.value, 4 * n, n, dv, mixingOutputs);
  return {};
}

}  // namespace attention
