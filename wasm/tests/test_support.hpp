// Helpers shared by the native tests: describe a tensor by its shape, and run
// one attention call, or one weights call, through the core's door with
// outputs sized from its plan.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "attention/attention.hpp"

namespace testing_support {

inline attention::TensorDescription describe(const std::vector<double>& shape,
                                             double length) {
  attention::TensorDescription description;
  description.rank = static_cast<double>(shape.size());
  for (size_t axis = 0; axis < shape.size() && axis < 4; ++axis)
    description.extents[axis] = shape[axis];
  description.length = length;
  return description;
}

// A tensor's description with the length its shape needs.
inline attention::TensorDescription shaped(const std::vector<double>& shape) {
  double length = 1;
  for (double extent : shape) length *= extent;
  return describe(shape, length);
}

inline attention::AttentionRequest request(const std::vector<double>& q,
                                           const std::vector<double>& k,
                                           const std::vector<double>& v) {
  attention::AttentionRequest result;
  result.query = shaped(q);
  result.key = shaped(k);
  result.value = shaped(v);
  return result;
}

inline std::string planError(const attention::AttentionRequest& request) {
  attention::AttentionPlan plan;
  return attention::planAttention(request, &plan).message();
}

struct Result {
  attention::Status status;
  std::vector<float> scores, scaledScores, weights, output;
};

inline Result attend(const attention::AttentionRequest& request,
                     const std::vector<float>& q, const std::vector<float>& k,
                     const std::vector<float>& v, const void* mask = nullptr) {
  attention::AttentionPlan plan;
  Result result;
  result.status = attention::planAttention(request, &plan);
  if (!result.status.ok()) return result;
  result.scores.resize(plan.dims.scoreElements());
  result.scaledScores.resize(plan.dims.scoreElements());
  result.weights.resize(plan.dims.scoreElements());
  result.output.resize(plan.dims.outputElements());
  result.status =
      attention::attend(request, {q.data(), k.data(), v.data(), mask},
                        {result.scores.data(), result.scaledScores.data(),
                         result.weights.data(), result.output.data()});
  return result;
}

// Raw scores of the given shape, with d_k given when it is not 0.
inline attention::AttentionWeightsRequest weightsRequest(
    const std::vector<double>& scores, double keyDim) {
  attention::AttentionWeightsRequest result;
  result.scores = shaped(scores);
  result.keyDimGiven = keyDim != 0;
  result.keyDim = keyDim;
  return result;
}

struct WeightsResult {
  attention::Status status;
  std::vector<float> scaledScores, weights;
};

// The weights door with outputs sized from its plan.
inline WeightsResult attentionWeights(
    const attention::AttentionWeightsRequest& request,
    const std::vector<float>& scores, const void* mask = nullptr) {
  attention::AttentionPlan plan;
  WeightsResult result;
  result.status = attention::planAttentionWeights(request, &plan);
  if (!result.status.ok()) return result;
  result.scaledScores.resize(plan.dims.scoreElements());
  result.weights.resize(plan.dims.scoreElements());
  result.status = attention::attentionWeights(request, scores.data(), mask,
                                              result.scaledScores.data(),
                                              result.weights.data());
  return result;
}

}  // namespace testing_support
