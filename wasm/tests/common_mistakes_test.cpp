#include "attention/common_mistakes.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "test_support.hpp"

namespace {

using testing::HasSubstr;

// Every output of one call, sized from its plan.
struct Mistakes {
  attention::Status status;
  std::vector<float> block;
  attention::CommonMistakesOutputs out{};
  std::int64_t n = 0;
};

attention::AttentionRequest selfAttention(double n, double keyDim,
                                          double valueDim, bool scale = true,
                                          bool causal = false) {
  auto request =
      testing_support::request({n, keyDim}, {n, keyDim}, {n, valueDim});
  request.scaleBySqrtKeyDim = scale;
  request.causal = causal;
  return request;
}

Mistakes mistakesOf(const attention::AttentionRequest& request,
                    const std::vector<float>& q, const std::vector<float>& k,
                    const std::vector<float>& v) {
  Mistakes result;
  attention::CommonMistakesDims dims;
  result.status = attention::planCommonMistakes(request, &dims);
  if (!result.status.ok()) return result;
  result.block.assign(static_cast<size_t>(dims.elements()), -1);
  result.out = attention::placeCommonMistakes(dims, result.block.data());
  result.n = dims.tokens;
  result.status = attention::commonMistakes(
      request, {q.data(), k.data(), v.data(), nullptr}, result.block.data());
  return result;
}

std::vector<float> table(const float* data, std::int64_t length) {
  return {data, data + length};
}

void expectNear(const float* actual, const std::vector<double>& expected,
                const char* what) {
  for (size_t at = 0; at < expected.size(); ++at)
    EXPECT_NEAR(actual[at], expected[at], 1e-5) << what << " at " << at;
}

// Two tokens, d_k = 4 (so √d_k = 2): raw scores q_i · k_j = [[4, 0], [4, 4]].
const std::vector<float> kQuery{2, 0, 0, 0, 0, 2, 0, 0};
const std::vector<float> kKey{2, 2, 0, 0, 0, 2, 0, 0};
const std::vector<float> kValue{10, 0, 0, 1};  // output = [10 w_0, w_1]

double softmaxFirst(double a, double b) {
  return std::exp(a) / (std::exp(a) + std::exp(b));
}

TEST(CommonMistakes, TwoTokensByHand) {
  const Mistakes m = mistakesOf(selfAttention(2, 4, 2), kQuery, kKey, kValue);
  ASSERT_TRUE(m.status.ok()) << m.status.message();
  EXPECT_EQ(table(m.out.swappedScores, 4), (std::vector<float>{4, 4, 0, 4}));
  EXPECT_EQ(table(m.out.queryQueryScores, 4), (std::vector<float>{4, 0, 0, 4}));
  EXPECT_EQ(table(m.out.keyKeyScores, 4), (std::vector<float>{8, 4, 4, 4}));
  // Scaled scores [[2, 0], [2, 2]]; unscaled [[4, 0], [4, 4]]; ÷ d_k
  // [[1, 0], [1, 1]].
  const double e2 = softmaxFirst(2, 0);  // 0.8808
  const double e4 = softmaxFirst(4, 0);  // 0.9820
  const double e1 = softmaxFirst(1, 0);  // 0.7311
  expectNear(m.out.otherScaleWeights, {e4, 1 - e4, 0.5, 0.5}, "other scale");
  expectNear(m.out.keyDimWeights, {e1, 1 - e1, 0.5, 0.5}, "÷ d_k");
  // Column 0 holds (2, 2), column 1 (0, 2).
  expectNear(m.out.columnWeights, {0.5, 1 - e2, 0.5, e2}, "columns");
  // Rows over their sums: [2, 0] / 2 and [2, 2] / 4.
  expectNear(m.out.withoutExpWeights, {1, 0, 0.5, 0.5}, "without exp");
  expectNear(m.out.otherScaleOutputs, {10 * e4, 1 - e4, 5, 0.5}, "outputs");
  expectNear(m.out.keyDimOutputs, {10 * e1, 1 - e1, 5, 0.5}, "outputs");
  expectNear(m.out.columnOutputs, {5, 1 - e2, 5, e2}, "outputs");
  expectNear(m.out.withoutExpOutputs, {10, 0, 5, 0.5}, "outputs");
  // Nothing is masked: leaving the mask out gives the right weights.
  expectNear(m.out.unmaskedWeights, {e2, 1 - e2, 0.5, 0.5}, "unmasked");
  expectNear(m.out.unmaskedOutputs, {10 * e2, 1 - e2, 5, 0.5}, "outputs");
  // The right weights [[e2, 1 − e2], [0.5, 0.5]] mix K's rows.
  expectNear(m.out.keysInsteadOfValues, {2 * e2, 2, 0, 0, 1, 2, 0, 0}, "keys");
  // Without weights: v_0 = (10, 0) is row 0's largest weight and the first
  // of row 1's equal two; Σ v = (10, 1); the scaled scores [[2, 0], [2, 2]].
  expectNear(m.out.topValueOutputs, {10, 0, 10, 0}, "top value");
  expectNear(m.out.unweightedSumOutputs, {10, 1, 10, 1}, "sum");
  expectNear(m.out.plainAverageOutputs, {5, 0.5, 5, 0.5}, "average");
  expectNear(m.out.scaledScoreOutputs, {20, 0, 20, 2}, "scores as weights");
}

TEST(CommonMistakes, TwoTokensByHandWithoutScaling) {
  const Mistakes m =
      mistakesOf(selfAttention(2, 4, 2, false), kQuery, kKey, kValue);
  ASSERT_TRUE(m.status.ok()) << m.status.message();
  // The other setting now divides by √d_k = 2.
  const double e2 = softmaxFirst(2, 0);
  const double e4 = softmaxFirst(4, 0);
  expectNear(m.out.otherScaleWeights, {e2, 1 - e2, 0.5, 0.5}, "other scale");
  expectNear(m.out.columnWeights, {0.5, 1 - e4, 0.5, e4}, "columns");
  // The scale divides out of s / Σ s.
  expectNear(m.out.withoutExpWeights, {1, 0, 0.5, 0.5}, "without exp");
  expectNear(m.out.keysInsteadOfValues, {2 * e4, 2, 0, 0, 1, 2, 0, 0}, "keys");
}

TEST(CommonMistakes, CausalMasksLaterKeysInEveryTable) {
  const Mistakes m =
      mistakesOf(selfAttention(2, 4, 2, true, true), kQuery, kKey, kValue);
  ASSERT_TRUE(m.status.ok()) << m.status.message();
  // Query 0 sees key 0 only; query 1 sees both, as before.
  expectNear(m.out.otherScaleWeights, {1, 0, 0.5, 0.5}, "other scale");
  expectNear(m.out.keyDimWeights, {1, 0, 0.5, 0.5}, "÷ d_k");
  expectNear(m.out.withoutExpWeights, {1, 0, 0.5, 0.5}, "without exp");
  // Column 0 is seen by both queries, column 1 by query 1 only.
  expectNear(m.out.columnWeights, {0.5, 0, 0.5, 1}, "columns");
  expectNear(m.out.columnOutputs, {5, 0, 5, 1}, "outputs");
  // The mask left out: query 0 also weighs key 1, as without causal.
  const double e2 = softmaxFirst(2, 0);
  expectNear(m.out.unmaskedWeights, {e2, 1 - e2, 0.5, 0.5}, "unmasked");
  expectNear(m.out.unmaskedOutputs, {10 * e2, 1 - e2, 5, 0.5}, "outputs");
  expectNear(m.out.keysInsteadOfValues, {2, 2, 0, 0, 1, 2, 0, 0}, "keys");
  // Query 0 mixes v_0 alone however it mixes; query 1 as without the mask.
  expectNear(m.out.topValueOutputs, {10, 0, 10, 0}, "top value");
  expectNear(m.out.unweightedSumOutputs, {10, 0, 10, 1}, "sum");
  expectNear(m.out.plainAverageOutputs, {10, 0, 5, 0.5}, "average");
  expectNear(m.out.scaledScoreOutputs, {20, 0, 20, 2}, "scores as weights");
  // The score tables are not masked.
  EXPECT_EQ(table(m.out.swappedScores, 4), (std::vector<float>{4, 4, 0, 4}));
}

TEST(CommonMistakes, WithoutExpIsNaNWhereARowSumsToZero) {
  // d_k = 1: scores q_i k_j = [[1, −1], [1, −1]], each row sums to 0.
  const std::vector<float> q{1, 1}, k{1, -1}, v{3, 5};
  const Mistakes m = mistakesOf(selfAttention(2, 1, 1), q, k, v);
  ASSERT_TRUE(m.status.ok()) << m.status.message();
  for (int at = 0; at < 4; ++at)
    EXPECT_TRUE(std::isnan(m.out.withoutExpWeights[at])) << at;
  EXPECT_TRUE(std::isnan(m.out.withoutExpOutputs[0]));
  EXPECT_TRUE(std::isnan(m.out.withoutExpOutputs[1]));
  // Causal: row 0 sees only its score 1; row 1 still sums to 0, and its
  // masked entries would stay 0 (it has none).
  const Mistakes c = mistakesOf(selfAttention(2, 1, 1, true, true), q, k, v);
  ASSERT_TRUE(c.status.ok()) << c.status.message();
  EXPECT_EQ(c.out.withoutExpWeights[0], 1);
  EXPECT_EQ(c.out.withoutExpWeights[1], 0);
  EXPECT_TRUE(std::isnan(c.out.withoutExpWeights[2]));
  EXPECT_TRUE(std::isnan(c.out.withoutExpWeights[3]));
  EXPECT_EQ(c.out.withoutExpOutputs[0], 3);
  EXPECT_TRUE(std::isnan(c.out.withoutExpOutputs[1]));
  // The softmax tables are never NaN.
  for (int at = 0; at < 4; ++at)
    EXPECT_FALSE(std::isnan(c.out.columnWeights[at]));
}

TEST(CommonMistakes, KeysInsteadOfValuesUseAttendsWeights) {
  const int n = 5, dk = 3, dv = 2;
  std::vector<float> q(n * dk), k(n * dk), v(n * dv);
  for (int at = 0; at < n * dk; ++at) {
    q[at] = std::sin(1.0f + at);
    k[at] = std::cos(2.0f * at);
  }
  for (int at = 0; at < n * dv; ++at) v[at] = 0.5f * at - 2;
  for (const bool causal : {false, true}) {
    const auto request = selfAttention(n, dk, dv, true, causal);
    const Mistakes m = mistakesOf(request, q, k, v);
    ASSERT_TRUE(m.status.ok()) << m.status.message();
    const auto right = testing_support::attend(request, q, k, v);
    ASSERT_TRUE(right.status.ok());
    for (int i = 0; i < n; ++i) {
      double rowSum = 0, columnSum = 0;
      for (int j = 0; j < n; ++j) {
        rowSum += m.out.otherScaleWeights[i * n + j];
        columnSum += m.out.columnWeights[j * n + i];
        // Swapped is the transpose of the right scores.
        EXPECT_NEAR(m.out.swappedScores[i * n + j], right.scores[j * n + i],
                    1e-5);
      }
      EXPECT_NEAR(rowSum, 1, 1e-6);
      EXPECT_NEAR(columnSum, 1, 1e-6);
      for (int c = 0; c < dk; ++c) {
        double mixed = 0;
        for (int j = 0; j < n; ++j)
          mixed += double{right.weights[i * n + j]} * k[j * dk + c];
        EXPECT_NEAR(m.out.keysInsteadOfValues[i * dk + c], mixed, 1e-6);
      }
    }
  }
}

TEST(CommonMistakes, QueryQueryPastFloatRangeIsInfinite) {
  // q · k = 2 is fine for attend, q · q = 4e38 is not a float.
  const Mistakes m = mistakesOf(selfAttention(1, 1, 1), {2e19f}, {1e-19f}, {1});
  ASSERT_TRUE(m.status.ok()) << m.status.message();
  EXPECT_EQ(m.out.queryQueryScores[0], std::numeric_limits<float>::infinity());
  EXPECT_NEAR(m.out.keyKeyScores[0], 1e-38, 1e-43);
  EXPECT_EQ(m.out.otherScaleWeights[0], 1);
}

TEST(CommonMistakes, PlaceTheOutputsBackToBack) {
  attention::CommonMistakesDims dims{3, 4, 2};
  EXPECT_EQ(dims.elements(), 8 * 9 + 9 * 6 + 12);
  std::vector<float> block(dims.elements());
  const auto out = attention::placeCommonMistakes(dims, block.data());
  EXPECT_EQ(out.swappedScores, block.data());
  EXPECT_EQ(out.withoutExpWeights, block.data() + 6 * 9);
  EXPECT_EQ(out.unmaskedWeights, block.data() + 7 * 9);
  EXPECT_EQ(out.otherScaleOutputs, block.data() + 8 * 9);
  EXPECT_EQ(out.withoutExpOutputs, block.data() + 8 * 9 + 3 * 6);
  EXPECT_EQ(out.unmaskedOutputs, block.data() + 8 * 9 + 4 * 6);
  EXPECT_EQ(out.topValueOutputs, block.data() + 8 * 9 + 5 * 6);
  EXPECT_EQ(out.scaledScoreOutputs, block.data() + 8 * 9 + 8 * 6);
  EXPECT_EQ(out.keysInsteadOfValues, block.data() + 8 * 9 + 9 * 6);
}

std::string planError(const attention::AttentionRequest& request) {
  attention::CommonMistakesDims dims;
  return attention::planCommonMistakes(request, &dims).message();
}

TEST(CommonMistakes, RefuseAnythingButSelfAttentionOverOneSequence) {
  // 3-D, mixed ranks, and different n for query and key.
  EXPECT_THAT(
      planError(testing_support::request({1, 2, 4}, {1, 2, 4}, {1, 2, 2})),
      HasSubstr("self-attention over one sequence: 2-D query [n, "
                "d_k], key [n, d_k] and value [n, d_v]"));
  EXPECT_THAT(planError(testing_support::request({2, 4}, {1, 2, 4}, {2, 2})),
              HasSubstr("got query [2, 4], key [1, 2, 4], value [2, 2]"));
  EXPECT_THAT(planError(testing_support::request({2, 4}, {3, 4}, {3, 2})),
              HasSubstr("got query [2, 4], key [3, 4], value [3, 2]"));
  // Attention's own checks name the argument.
  EXPECT_THAT(planError(testing_support::request({2, 4}, {2, 3}, {2, 2})),
              HasSubstr("query and key must have the same last dimension"));
  EXPECT_THAT(planError(testing_support::request({2, 4}, {2, 4}, {3, 2})),
              HasSubstr("key and value must have the same number of rows"));
  auto shortData = selfAttention(2, 4, 2);
  shortData.value.length = 3;
  EXPECT_THAT(planError(shortData), HasSubstr("value has shape [2, 2]"));
  EXPECT_THAT(planError(selfAttention(65537, 1, 1)), HasSubstr("65536"));
  // Options beyond scale true or false and causal.
  auto masked = selfAttention(2, 4, 2);
  masked.maskKind = attention::MaskKind::kBoolean;
  masked.mask = testing_support::shaped({2, 2});
  auto capped = selfAttention(2, 4, 2);
  capped.softcapped = true;
  capped.softcap = 5;
  auto multiplied = selfAttention(2, 4, 2, false);
  multiplied.scale = 0.5;
  for (const auto& request : {masked, capped, multiplied})
    EXPECT_THAT(planError(request), HasSubstr("scale true or false"));
}

TEST(CommonMistakes, RefuseNaNAndInfinityWritingNothing) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> key = kKey;
  key[5] = nan;
  Mistakes m = mistakesOf(selfAttention(2, 4, 2), kQuery, key, kValue);
  EXPECT_THAT(m.status.message(),
              HasSubstr("key contains nan at flat index 5"));
  std::vector<float> value = kValue;
  value[0] = -inf;
  m = mistakesOf(selfAttention(2, 4, 2), kQuery, kKey, value);
  EXPECT_THAT(m.status.message(), HasSubstr("value contains -inf"));
  for (float entry : m.block) EXPECT_EQ(entry, -1) << "nothing is written";
}

}  // namespace
