#include "attention/attention.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

namespace {

using attention::AttentionDims;
using attention::TensorDescription;

TensorDescription describe(std::vector<double> shape, double length) {
  TensorDescription description;
  description.rank = static_cast<double>(shape.size());
  for (size_t axis = 0; axis < shape.size() && axis < 3; ++axis)
    description.extents[axis] = shape[axis];
  description.length = length;
  return description;
}

struct Result {
  std::vector<float> scores, scaledScores, weights, output;
};

Result attend(const AttentionDims& dims, const std::vector<float>& q,
              const std::vector<float>& k, const std::vector<float>& v,
              bool scale = true) {
  Result result{std::vector<float>(dims.scoreElements()),
                std::vector<float>(dims.scoreElements()),
                std::vector<float>(dims.scoreElements()),
                std::vector<float>(dims.outputElements())};
  attention::scaledDotProductAttention(
      dims, q.data(), k.data(), v.data(), scale, result.scores.data(),
      result.scaledScores.data(), result.weights.data(), result.output.data());
  return result;
}

TEST(ScaledDotProductAttention, MatchesHandComputedTwoByTwo) {
  // q = [[1, 0]], keys [[1, 0], [0, 1]], values [[10], [20]], d_k = 2.
  // scores [1, 0]; scaled [1/√2, 0]; weights [e^a/(e^a+1), 1/(e^a+1)].
  AttentionDims dims{1, 1, 2, 2, 1};
  Result r = attend(dims, {1, 0}, {1, 0, 0, 1}, {10, 20});
  const double a = 1 / std::sqrt(2.0);
  const double w0 = std::exp(a) / (std::exp(a) + 1);
  EXPECT_FLOAT_EQ(r.scores[0], 1);
  EXPECT_FLOAT_EQ(r.scores[1], 0);
  EXPECT_NEAR(r.scaledScores[0], a, 1e-6);
  EXPECT_NEAR(r.weights[0], w0, 1e-6);
  EXPECT_NEAR(r.weights[1], 1 - w0, 1e-6);
  EXPECT_NEAR(r.output[0], 10 * w0 + 20 * (1 - w0), 1e-4);
}

TEST(ScaledDotProductAttention, UnscaledLeavesScoresAlone) {
  AttentionDims dims{1, 1, 2, 4, 1};
  Result r = attend(dims, {1, 1, 1, 1}, {1, 0, 0, 0, 0, 0, 0, 0}, {1, 2},
                    /*scale=*/false);
  EXPECT_FLOAT_EQ(r.scaledScores[0], 1);
  EXPECT_NEAR(r.weights[0], std::exp(1.0) / (std::exp(1.0) + 1), 1e-6);
}

TEST(ScaledDotProductAttention,
     BatchesAreIndependentAndKeysMayOutnumberQueries) {
  // Batch 0: one query against three keys; batch 1 the same with keys
  // permuted, so its weights must come out permuted too.
  AttentionDims dims{2, 1, 3, 1, 1};
  Result r = attend(dims, {1, 1}, {1, 2, 3, 3, 1, 2}, {1, 2, 3, 3, 1, 2});
  EXPECT_NEAR(r.weights[0], r.weights[4], 1e-7);
  EXPECT_NEAR(r.weights[1], r.weights[5], 1e-7);
  EXPECT_NEAR(r.weights[2], r.weights[3], 1e-7);
  EXPECT_NEAR(r.output[0], r.output[1], 1e-5);
}

TEST(Softmax, IsStableForHugeScores) {
  std::vector<float> row{1e4f, -1e4f, 1e4f - 1};
  attention::softmaxRows(row.data(), 1, 3);
  const double e = std::exp(-1.0);
  EXPECT_NEAR(row[0], 1 / (1 + e), 1e-6);
  EXPECT_EQ(row[1], 0);
  EXPECT_NEAR(row[2], e / (1 + e), 1e-6);
}

TEST(Validation, AcceptsMatchingShapesWithDifferentRowCounts) {
  AttentionDims dims;
  EXPECT_EQ(attention::checkAttentionShapes(describe({2, 3, 4}, 24),
                                            describe({2, 7, 4}, 56),
                                            describe({2, 7, 5}, 70), &dims),
            "");
  EXPECT_EQ(dims.batch, 2);
  EXPECT_EQ(dims.queries, 3);
  EXPECT_EQ(dims.keys, 7);
  EXPECT_EQ(dims.valueDim, 5);
}

std::string attentionError(TensorDescription q, TensorDescription k,
                           TensorDescription v) {
  AttentionDims dims;
  return attention::checkAttentionShapes(q, k, v, &dims);
}

TEST(Validation, NamesTheArgumentAndShapes) {
  EXPECT_EQ(attentionError(describe({5, 4}, 20), describe({5, 3}, 15),
                           describe({5, 4}, 20)),
            "query and key must have the same last dimension d_k; got query "
            "[5, 4], key [5, 3], value [5, 4]");
  EXPECT_NE(attentionError(describe({5, 4}, 20), describe({5, 4}, 20),
                           describe({6, 4}, 24))
                .find("key and value must have the same number of rows"),
            std::string::npos);
  EXPECT_NE(attentionError(describe({1, 5, 4}, 20), describe({2, 5, 4}, 40),
                           describe({2, 5, 4}, 40))
                .find("same batch size"),
            std::string::npos);
  EXPECT_NE(attentionError(describe({5, 4}, 19), describe({5, 4}, 20),
                           describe({5, 4}, 20))
                .find("query has shape [5, 4], which needs 20 values, but its "
                      "data holds 19"),
            std::string::npos);
  EXPECT_NE(attentionError(describe({0, 4}, 0), describe({5, 4}, 20),
                           describe({5, 4}, 20))
                .find("empty"),
            std::string::npos);
  EXPECT_NE(attentionError(describe({5, 4}, 20), describe({5, 4, 1, 1}, 20),
                           describe({5, 4}, 20))
                .find("key must be 2-D"),
            std::string::npos);
  EXPECT_NE(attentionError(describe({5, 4.5}, 20), describe({5, 4}, 20),
                           describe({5, 4}, 20))
                .find("whole number"),
            std::string::npos);
  EXPECT_NE(attentionError(describe({5, 4}, 20), describe({5, 4}, 20),
                           describe({1, 5, 4}, 20))
                .find("all be 2-D or all be 3-D"),
            std::string::npos);
}

TEST(Validation, RejectsSizesPastTheLimit) {
  EXPECT_NE(attentionError(describe({1e5, 4}, 4e5), describe({5, 4}, 20),
                           describe({5, 4}, 20))
                .find("limited to"),
            std::string::npos);
  // Each input fits, but the score matrix [1, 40000, 40000] would not.
  EXPECT_NE(
      attentionError(describe({40000, 1}, 40000), describe({40000, 1}, 40000),
                     describe({40000, 1}, 40000))
          .find("would exceed"),
      std::string::npos);
}

TEST(Validation, RejectsNonFiniteEntries) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> data{0, 1, nan};
  EXPECT_EQ(attention::checkFinite("value", data.data(), 2), "");
  EXPECT_NE(attention::checkFinite("value", data.data(), 3)
                .find("value contains nan at flat index 2"),
            std::string::npos);
  data[2] = -inf;
  EXPECT_NE(attention::checkFinite("key", data.data(), 3).find("-inf"),
            std::string::npos);
}

TEST(Projection, MultipliesRowMajorMatrices) {
  attention::ProjectionDims dims;
  ASSERT_EQ(attention::checkProjectionShapes(describe({2, 3}, 6),
                                             describe({3, 1}, 3), &dims),
            "");
  std::vector<float> out(2);
  const std::vector<float> x{1, 2, 3, 4, 5, 6}, w{1, 0, -1};
  attention::project(dims, x.data(), w.data(), out.data());
  EXPECT_FLOAT_EQ(out[0], 1 - 3);
  EXPECT_FLOAT_EQ(out[1], 4 - 6);
  EXPECT_NE(attention::checkProjectionShapes(describe({2, 3}, 6),
                                             describe({2, 3}, 6), &dims),
            "");
}

}  // namespace
