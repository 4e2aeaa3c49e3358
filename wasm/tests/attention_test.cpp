// The core's doors: attend, the weights from given scores, project, the
// embedding size check and the principal plane, with their validation rules.
#include "attention/attention.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "attention/embeddings.hpp"
#include "test_support.hpp"

namespace {

using testing::HasSubstr;
using testing_support::attend;
using testing_support::attentionWeights;
using testing_support::describe;
using testing_support::planError;
using testing_support::request;
using testing_support::shaped;
using testing_support::weightsRequest;

constexpr float kInf = std::numeric_limits<float>::infinity();

TEST(Attend, MatchesHandComputedTwoByTwo) {
  // q = [[1, 0]], keys [[1, 0], [0, 1]], values [[10], [20]], d_k = 2.
  // scores [1, 0]; scaled [1/√2, 0]; weights [e^a/(e^a+1), 1/(e^a+1)].
  const auto r =
      attend(request({1, 2}, {2, 2}, {2, 1}), {1, 0}, {1, 0, 0, 1}, {10, 20});
  ASSERT_TRUE(r.status.ok()) << r.status.message();
  const double a = 1 / std::sqrt(2.0);
  const double w0 = std::exp(a) / (std::exp(a) + 1);
  EXPECT_FLOAT_EQ(r.scores[0], 1);
  EXPECT_FLOAT_EQ(r.scores[1], 0);
  EXPECT_NEAR(r.scaledScores[0], a, 1e-6);
  EXPECT_NEAR(r.weights[0], w0, 1e-6);
  EXPECT_NEAR(r.weights[1], 1 - w0, 1e-6);
  EXPECT_NEAR(r.output[0], 10 * w0 + 20 * (1 - w0), 1e-4);
}

TEST(Attend, UnscaledLeavesScoresAloneAndANumberMultiplies) {
  auto req = request({1, 4}, {2, 4}, {2, 1});
  req.scaleBySqrtKeyDim = false;
  const std::vector<float> q{1, 1, 1, 1}, k{1, 0, 0, 0, 0, 0, 0, 0}, v{1, 2};
  auto r = attend(req, q, k, v);
  EXPECT_FLOAT_EQ(r.scaledScores[0], 1);
  EXPECT_NEAR(r.weights[0], std::exp(1.0) / (std::exp(1.0) + 1), 1e-6);
  req.scale = 0.25;
  r = attend(req, q, k, v);
  EXPECT_FLOAT_EQ(r.scaledScores[0], 0.25f);
}

TEST(Attend, BatchesAreIndependentAndKeysMayOutnumberQueries) {
  // Batch 0: one query against three keys; batch 1 the same with keys
  // permuted, so its weights must come out permuted too.
  const auto r = attend(request({2, 1, 1}, {2, 3, 1}, {2, 3, 1}), {1, 1},
                        {1, 2, 3, 3, 1, 2}, {1, 2, 3, 3, 1, 2});
  EXPECT_NEAR(r.weights[0], r.weights[4], 1e-7);
  EXPECT_NEAR(r.weights[1], r.weights[5], 1e-7);
  EXPECT_NEAR(r.weights[2], r.weights[3], 1e-7);
  EXPECT_NEAR(r.output[0], r.output[1], 1e-5);
}

TEST(Attend, SoftmaxIsStableForHugeScores) {
  auto req = request({1, 1}, {3, 1}, {3, 1});
  req.scaleBySqrtKeyDim = false;
  const auto r = attend(req, {1}, {1e4f, -1e4f, 1e4f - 1}, {0, 0, 0});
  const double e = std::exp(-1.0);
  EXPECT_NEAR(r.weights[0], 1 / (1 + e), 1e-6);
  EXPECT_EQ(r.weights[1], 0);
  EXPECT_NEAR(r.weights[2], e / (1 + e), 1e-6);
}

TEST(Attend, SoftcapComesAfterTheScaleAndBeforeTheMask) {
  // Raw scores [4, 2, 8] at d_k = 1, scale 0.5 → [2, 1, 4]; softcap 2 →
  // 2·tanh([1, 0.5, 2]); the additive mask then adds [0, 1, -inf].
  auto req = request({1, 1}, {3, 1}, {3, 1});
  req.scaleBySqrtKeyDim = false;
  req.scale = 0.5;
  req.softcapped = true;
  req.softcap = 2;
  req.maskKind = attention::MaskKind::kAdditive;
  req.mask = shaped({3});
  const std::vector<float> mask{0, 1, -kInf};
  const auto r = attend(req, {2}, {2, 1, 4}, {1, 2, 3}, mask.data());
  ASSERT_TRUE(r.status.ok()) << r.status.message();
  const double a = 2 * std::tanh(1.0), b = 2 * std::tanh(0.5) + 1;
  EXPECT_NEAR(r.scaledScores[0], a, 1e-6);
  EXPECT_NEAR(r.scaledScores[1], b, 1e-6);
  EXPECT_EQ(r.scaledScores[2], -kInf);
  EXPECT_FLOAT_EQ(r.scores[2], 8);
  EXPECT_NEAR(r.weights[0], std::exp(a) / (std::exp(a) + std::exp(b)), 1e-6);
  EXPECT_EQ(r.weights[2], 0);
}

// Fuzzer find crash-87d51a64: Eigen's vectorised exp clamps −∞ to about
// −88.4, so a masked key in a row long enough for packets got a denormal
// weight (2.9e-39) instead of 0.
TEST(Attend, FuzzCrash87d51a64MaskedKeysGetExactlyZero) {
  auto req = request({1, 1}, {16, 1}, {16, 1});
  req.maskKind = attention::MaskKind::kAdditive;
  req.mask = shaped({16});
  std::vector<float> mask(16, 0);
  for (int j = 1; j < 16; j += 3) mask[j] = -kInf;
  const auto r = attend(req, {1}, std::vector<float>(16, 0.5f),
                        std::vector<float>(16, 1), mask.data());
  ASSERT_TRUE(r.status.ok()) << r.status.message();
  for (int j = 1; j < 16; j += 3) EXPECT_EQ(r.weights[j], 0) << j;
}

TEST(Attend, CausalIsBottomRightAligned) {
  // n = 2 queries after m = 3 keys: query 0 sees keys 0 and 1, query 1 all.
  auto req = request({2, 1}, {3, 1}, {3, 1});
  req.causal = true;
  const auto r = attend(req, {1, 1}, {0, 0, 0}, {1, 2, 3});
  EXPECT_EQ(r.scaledScores[2], -kInf);
  EXPECT_NEAR(r.weights[0], 0.5, 1e-6);
  EXPECT_NEAR(r.weights[1], 0.5, 1e-6);
  EXPECT_EQ(r.weights[2], 0);
  for (int j = 3; j < 6; ++j) EXPECT_NEAR(r.weights[j], 1 / 3.0, 1e-6);
  EXPECT_NEAR(r.output[0], 1.5, 1e-6);
}

TEST(Attend, BooleanMaskBroadcastsAndAFullyMaskedRowGivesZeros) {
  // Mask [2, 1, 3] over scores [2, 2, 3]: batch 1 sees nothing at all.
  auto req = request({2, 2, 1}, {2, 3, 1}, {2, 3, 1});
  req.maskKind = attention::MaskKind::kBoolean;
  req.mask = shaped({2, 1, 3});
  const std::vector<std::uint8_t> mask{1, 0, 1, 0, 0, 0};
  const std::vector<float> q(4, 1), k(6, 0), v{1, 2, 3, 4, 5, 6};
  const auto r = attend(req, q, k, v, mask.data());
  ASSERT_TRUE(r.status.ok()) << r.status.message();
  EXPECT_NEAR(r.weights[0], 0.5, 1e-6);
  EXPECT_EQ(r.weights[1], 0);
  EXPECT_NEAR(r.output[1], 2, 1e-6);  // (1 + 3) / 2 for query 1 as well
  for (int index = 6; index < 12; ++index) {
    EXPECT_EQ(r.weights[index], 0);
    EXPECT_EQ(r.scaledScores[index], -kInf);
  }
  EXPECT_EQ(r.output[2], 0);
  EXPECT_EQ(r.output[3], 0);
}

TEST(Attend, EachKeyValueHeadServesConsecutiveQueryHeads) {
  // Query heads 0, 1 read key/value head 0 (values 10), heads 2, 3 head 1
  // (values 20).
  const auto r = attend(request({1, 4, 1, 1}, {1, 2, 1, 1}, {1, 2, 1, 1}),
                        {1, 1, 1, 1}, {1, 1}, {10, 20});
  ASSERT_TRUE(r.status.ok()) << r.status.message();
  EXPECT_EQ(r.output, (std::vector<float>{10, 10, 20, 20}));
}

TEST(Attend, RejectsNonFiniteEntriesAndOverflow) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const auto req = request({1, 1}, {2, 1}, {2, 1});
  EXPECT_EQ(attend(req, {1}, {0, nan}, {0, 0}).status.message(),
            "key contains nan at flat index 1; every entry must be a finite "
            "number");
  EXPECT_THAT(attend(req, {1}, {0, 1}, {-kInf, 0}).status.message(),
              HasSubstr("value contains -inf at flat index 0"));
  EXPECT_THAT(attend(req, {3e38f}, {3e38f, 0}, {0, 0}).status.message(),
              HasSubstr("overflow float32"));
  auto scaled = req;
  scaled.scaleBySqrtKeyDim = false;
  scaled.scale = 1e30;
  EXPECT_THAT(attend(scaled, {1e10f}, {1e10f, 0}, {0, 0}).status.message(),
              HasSubstr("use a smaller scale"));
  // Fuzzer find crash-abba41ea: a score scaled past −3.4e38 became −∞ and,
  // unmasked, got a denormal weight; it is an overflow like any other.
  EXPECT_THAT(attend(scaled, {1e10f}, {-1e10f, 0}, {0, 0}).status.message(),
              HasSubstr("the scaled scores overflow float32"));
  scaled.softcapped = true;
  scaled.softcap = 2;  // c·tanh(±∞ / c) = ±c: nothing to refuse
  EXPECT_TRUE(attend(scaled, {1e10f}, {-1e10f, 0}, {0, 0}).status.ok());
}

TEST(Validation, AcceptsMatchingShapesWithDifferentRowCounts) {
  attention::AttentionPlan plan;
  ASSERT_TRUE(attention::planAttention(
                  request({2, 6, 3, 4}, {2, 3, 7, 4}, {2, 3, 7, 5}), &plan)
                  .ok());
  EXPECT_EQ(plan.dims.batch, 2);
  EXPECT_EQ(plan.dims.heads, 6);
  EXPECT_EQ(plan.dims.kvHeads, 3);
  EXPECT_EQ(plan.dims.queries, 3);
  EXPECT_EQ(plan.dims.keys, 7);
  EXPECT_EQ(plan.dims.valueDim, 5);
}

TEST(Validation, NamesTheArgumentAndShapes) {
  EXPECT_EQ(planError(request({5, 4}, {5, 3}, {5, 4})),
            "query and key must have the same last dimension d_k; got query "
            "[5, 4], key [5, 3], value [5, 4]");
  EXPECT_THAT(planError(request({5, 4}, {5, 4}, {6, 4})),
              HasSubstr("key and value must have the same number of rows"));
  EXPECT_THAT(planError(request({1, 5, 4}, {2, 5, 4}, {2, 5, 4})),
              HasSubstr("same batch size"));
  auto req = request({5, 4}, {5, 4}, {5, 4});
  req.query.length = 19;
  EXPECT_THAT(planError(req), HasSubstr("query has shape [5, 4], which needs "
                                        "20 values, but its data holds 19"));
  EXPECT_THAT(planError(request({0, 4}, {5, 4}, {5, 4})), HasSubstr("empty"));
  req = request({5, 4}, {5, 4}, {5, 4});
  req.key.rank = 5;
  EXPECT_THAT(planError(req), HasSubstr("key must be 2-D [n, d], 3-D"));
  EXPECT_THAT(planError(request({5, 4.5}, {5, 4}, {5, 4})),
              HasSubstr("whole number"));
  EXPECT_THAT(planError(request({5, 4}, {5, 4}, {1, 5, 4})),
              HasSubstr("all be 2-D, all 3-D or all 4-D"));
  EXPECT_EQ(planError(request({1, 3, 2, 4}, {1, 2, 2, 4}, {1, 2, 2, 4})),
            "the query's heads must be a multiple of the key's and value's "
            "heads (each key/value head serves H / H_kv consecutive query "
            "heads); got query [1, 3, 2, 4], key [1, 2, 2, 4], value [1, 2, "
            "2, 4]");
  EXPECT_THAT(planError(request({1, 2, 2, 4}, {1, 2, 2, 4}, {1, 1, 2, 4})),
              HasSubstr("same number of heads"));
}

TEST(Validation, RejectsSizesPastTheLimit) {
  EXPECT_THAT(planError(request({1e5, 4}, {5, 4}, {5, 4})),
              HasSubstr("limited to"));
  // Each input fits, but the score matrix [40000, 40000] would not.
  EXPECT_THAT(planError(request({40000, 1}, {40000, 1}, {40000, 1})),
              HasSubstr("would exceed"));
}

TEST(Validation, ChecksScaleSoftcapAndMask) {
  auto req = request({2, 3, 4}, {2, 5, 4}, {2, 5, 4});
  req.scaleBySqrtKeyDim = false;
  for (double bad : {0.0, -1.0, std::nan(""), 1.0 / 0.0}) {
    req.scale = bad;
    EXPECT_THAT(planError(req),
                HasSubstr("scale must be true, false or a positive finite "
                          "number; got "));
  }
  req = request({2, 3, 4}, {2, 5, 4}, {2, 5, 4});
  req.softcapped = true;
  req.softcap = 0;
  EXPECT_EQ(planError(req), "softcap must be a positive finite number; got 0");
  req = request({2, 3, 4}, {2, 5, 4}, {2, 5, 4});
  req.maskKind = attention::MaskKind::kBoolean;
  for (const auto& good : std::vector<std::vector<double>>{
           {3, 5}, {5}, {2, 1, 5}, {1, 3, 1}, {2, 3, 5}})
    EXPECT_EQ(planError((req.mask = shaped(good), req)), "");
  req.mask = shaped({3, 4});
  EXPECT_EQ(planError(req),
            "mask has shape [3, 4], which does not broadcast to the scores' "
            "shape [2, 3, 5]: counted from the right, each dimension must be "
            "1 or match");
  req.mask = shaped({1, 2, 3, 5});
  EXPECT_THAT(planError(req), HasSubstr("mask must be at most as many "
                                        "dimensions as the scores"));
}

TEST(Validation, ChecksMaskEntries) {
  auto req = request({1, 1}, {2, 1}, {2, 1});
  req.maskKind = attention::MaskKind::kBoolean;
  req.mask = shaped({2});
  const std::vector<std::uint8_t> flags{1, 2};
  EXPECT_THAT(attend(req, {1}, {1, 1}, {1, 1}, flags.data()).status.message(),
              HasSubstr("must hold only 0 (may not attend) and 1 (may "
                        "attend); found 2 at flat index 1"));
  req.maskKind = attention::MaskKind::kAdditive;
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), kInf}) {
    const std::vector<float> bias{0, bad};
    EXPECT_THAT(attend(req, {1}, {1, 1}, {1, 1}, bias.data()).status.message(),
                HasSubstr("entries must be finite numbers or -Infinity"));
  }
}

TEST(AttentionWeights, MatchesAHandComputedRow) {
  // Raw scores [2, 0, 4] at d_k = 4: scaled [1, 0, 2]; weights e^s / Σ e^s.
  const auto r = attentionWeights(weightsRequest({1, 3}, 4), {2, 0, 4});
  ASSERT_TRUE(r.status.ok()) << r.status.message();
  EXPECT_EQ(r.scaledScores, (std::vector<float>{1, 0, 2}));
  const double sum = std::exp(1.0) + 1 + std::exp(2.0);
  EXPECT_NEAR(r.weights[0], std::exp(1.0) / sum, 1e-6);
  EXPECT_NEAR(r.weights[1], 1 / sum, 1e-6);
  EXPECT_NEAR(r.weights[2], std::exp(2.0) / sum, 1e-6);
  // Unscaled, causal over [2, 3] (bottom-right: query 0 sees keys 0 and 1).
  auto req = weightsRequest({2, 3}, 0);
  req.scaleBySqrtKeyDim = false;
  req.causal = true;
  const auto masked = attentionWeights(req, {1, 1, 5, 0, 0, 0});
  ASSERT_TRUE(masked.status.ok()) << masked.status.message();
  EXPECT_EQ(masked.scaledScores[2], -kInf);
  EXPECT_EQ(masked.weights,
            (std::vector<float>{0.5, 0.5, 0, 1 / 3.0f, 1 / 3.0f, 1 / 3.0f}));
}

// Standard-normal entries.
std::vector<float> randomEntries(double count, std::mt19937& random) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> entries(static_cast<size_t>(count));
  for (float& entry : entries) entry = normal(random);
  return entries;
}

bool sameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST(AttentionWeights,
     AttendsScoresGiveAttendsScaledScoresAndWeightsBitForBit) {
  struct Shapes {
    std::vector<double> query, key, value, mask;
  };
  // 2-D; a batch with n < m; grouped heads with rows of 33 keys.
  const std::vector<Shapes> problems{
      {{5, 4}, {5, 4}, {5, 4}, {5, 5}},
      {{2, 3, 8}, {2, 40, 8}, {2, 40, 3}, {3, 40}},
      {{2, 4, 6, 16}, {2, 2, 33, 16}, {2, 2, 33, 5}, {2, 1, 6, 33}}};
  std::mt19937 random(14);
  int compared = 0;
  for (const Shapes& shapes : problems)
    for (double scale : {0.0, 1.0, 0.5, 3.0})  // 0: ÷√d_k
      for (bool causal : {false, true})
        for (bool softcapped : {false, true})
          for (auto kind :
               {attention::MaskKind::kNone, attention::MaskKind::kBoolean,
                attention::MaskKind::kAdditive}) {
            SCOPED_TRACE(testing::Message()
                         << "rank " << shapes.query.size() << " scale " << scale
                         << " causal " << causal << " softcap " << softcapped
                         << " mask " << static_cast<int>(kind));
            auto req = request(shapes.query, shapes.key, shapes.value);
            req.scaleBySqrtKeyDim = scale == 0;
            req.scale = scale;
            req.causal = causal;
            req.softcapped = softcapped;
            req.softcap = 1.5;
            req.maskKind = kind;
            req.mask = shaped(shapes.mask);
            std::bernoulli_distribution hidden(0.25);
            std::vector<std::uint8_t> flags(req.mask.length);
            std::vector<float> bias = randomEntries(req.mask.length, random);
            for (size_t index = 0; index < flags.size(); ++index) {
              flags[index] = !hidden(random);
              if (hidden(random)) bias[index] = -kInf;
            }
            const void* mask = kind == attention::MaskKind::kBoolean
                                   ? static_cast<const void*>(flags.data())
                                   : static_cast<const void*>(bias.data());
            const auto attended =
                attend(req, randomEntries(req.query.length, random),
                       randomEntries(req.key.length, random),
                       randomEntries(req.value.length, random), mask);
            ASSERT_TRUE(attended.status.ok()) << attended.status.message();

            attention::AttentionWeightsRequest again;
            static_cast<attention::AttentionOptions&>(again) = req;
            std::vector<double> scoreShape = shapes.query;
            scoreShape.back() = shapes.key[shapes.key.size() - 2];
            again.scores = shaped(scoreShape);
            again.keyDimGiven = true;
            again.keyDim = shapes.query.back();
            const auto weighed = attentionWeights(again, attended.scores, mask);
            ASSERT_TRUE(weighed.status.ok()) << weighed.status.message();
            EXPECT_TRUE(sameBits(weighed.scaledScores, attended.scaledScores));
            EXPECT_TRUE(sameBits(weighed.weights, attended.weights));
            ++compared;
          }
  EXPECT_EQ(compared, 3 * 4 * 2 * 2 * 3);
}

TEST(AttentionWeights, PlansTheScoresShape) {
  attention::AttentionPlan plan;
  ASSERT_TRUE(
      attention::planAttentionWeights(weightsRequest({2, 3, 4, 5}, 16), &plan)
          .ok());
  EXPECT_EQ(plan.dims.batch, 2);
  EXPECT_EQ(plan.dims.heads, 3);
  EXPECT_EQ(plan.dims.kvHeads, 3);
  EXPECT_EQ(plan.dims.queries, 4);
  EXPECT_EQ(plan.dims.keys, 5);
  EXPECT_EQ(plan.dims.keyDim, 16);
  EXPECT_EQ(plan.divisor, 4);
}

TEST(AttentionWeights, NamesTheArgumentInEveryRefusal) {
  const auto error = [](const attention::AttentionWeightsRequest& req,
                        const std::vector<float>& scores,
                        const void* mask = nullptr) {
    return attentionWeights(req, scores, mask).status.message();
  };
  const std::vector<float> six(6, 1);
  EXPECT_EQ(error(weightsRequest({6}, 4), six),
            "scores must be 2-D [n, m], 3-D [batch, n, m] or 4-D [batch, "
            "heads, n, m], but it has 1 dimensions");
  auto req = weightsRequest({2, 3}, 4);
  req.scores.length = 5;
  EXPECT_THAT(error(req, six), HasSubstr("scores has shape [2, 3], which "
                                         "needs 6 values, but its data holds "
                                         "5"));
  EXPECT_THAT(error(weightsRequest({2, 0}, 4), six), HasSubstr("empty"));
  EXPECT_EQ(error(weightsRequest({2, 3}, 0), six),
            "keyDim (d_k) is needed to divide the scores by √d_k (scale "
            "true); give it, or a scale of false or a number");
  for (double bad : {-4.0, 2.5, 65537.0, std::nan("")})
    EXPECT_THAT(error(weightsRequest({2, 3}, bad), six),
                HasSubstr("keyDim (d_k) must be a whole number from 1 to "
                          "65536; got "))
        << bad;
  req = weightsRequest({2, 3}, 0);
  req.scaleBySqrtKeyDim = false;
  EXPECT_TRUE(attentionWeights(req, six).status.ok());  // no d_k needed
  req.scale = 0;
  EXPECT_THAT(error(req, six), HasSubstr("scale must be true, false or a "
                                         "positive finite number; got 0"));
  req = weightsRequest({2, 3}, 4);
  req.softcapped = true;
  req.softcap = -1;
  EXPECT_EQ(error(req, six),
            "softcap must be a positive finite number; got -1");
  EXPECT_EQ(error(weightsRequest({2, 3}, 4), {1, std::nanf(""), 1, 1, 1, 1}),
            "scores contains nan at flat index 1; every entry must be a "
            "finite number");
  EXPECT_THAT(error(weightsRequest({2, 3}, 4), {1, 1, 1, 1, 1, -kInf}),
              HasSubstr("scores contains -inf at flat index 5"));
}

TEST(AttentionWeights, ChecksTheMaskAndOverflowAsAttendDoes) {
  auto req = weightsRequest({2, 3, 5}, 4);
  req.maskKind = attention::MaskKind::kBoolean;
  req.mask = shaped({3, 4});
  const std::vector<float> scores(30, 1);
  EXPECT_EQ(attentionWeights(req, scores).status.message(),
            "mask has shape [3, 4], which does not broadcast to the scores' "
            "shape [2, 3, 5]: counted from the right, each dimension must be "
            "1 or match");
  req.mask = shaped({5});
  const std::vector<std::uint8_t> flags{1, 1, 2, 1, 1};
  EXPECT_THAT(attentionWeights(req, scores, flags.data()).status.message(),
              HasSubstr("found 2 at flat index 2"));
  req.maskKind = attention::MaskKind::kAdditive;
  const std::vector<float> bias{0, 0, kInf, 0, 0};
  EXPECT_THAT(attentionWeights(req, scores, bias.data()).status.message(),
              HasSubstr("entries must be finite numbers or -Infinity"));

  auto scaled = weightsRequest({1, 2}, 0);
  scaled.scaleBySqrtKeyDim = false;
  scaled.scale = 10;
  EXPECT_THAT(attentionWeights(scaled, {1e38f, 0}).status.message(),
              HasSubstr("the scaled scores overflow float32"));
  scaled.softcapped = true;
  scaled.softcap = 2;  // c·tanh(±∞ / c) = ±c: nothing to refuse
  EXPECT_TRUE(attentionWeights(scaled, {1e38f, 0}).status.ok());
  auto added = weightsRequest({1, 2}, 0);
  added.scaleBySqrtKeyDim = false;
  added.maskKind = attention::MaskKind::kAdditive;
  added.mask = shaped({2});
  const std::vector<float> push{3e38f, 0};
  EXPECT_THAT(attentionWeights(added, {3e38f, 0}, push.data()).status.message(),
              HasSubstr("the scaled and masked scores overflow float32"));
}

TEST(Projection, MultipliesRowMajorMatricesThroughItsDoor) {
  std::vector<float> out(2);
  const std::vector<float> x{1, 2, 3, 4, 5, 6}, w{1, 0, -1};
  ASSERT_TRUE(attention::project(shaped({2, 3}), shaped({3, 1}), x.data(),
                                 w.data(), out.data())
                  .ok());
  EXPECT_FLOAT_EQ(out[0], 1 - 3);
  EXPECT_FLOAT_EQ(out[1], 4 - 6);
  EXPECT_THAT(attention::project(shaped({2, 3}), shaped({2, 3}), x.data(),
                                 x.data(), out.data())
                  .message(),
              HasSubstr("x's columns must equal w's rows"));
  const std::vector<float> bad{1, 0, std::nanf("")};
  EXPECT_THAT(attention::project(shaped({2, 3}), shaped({3, 1}), x.data(),
                                 bad.data(), out.data())
                  .message(),
              HasSubstr("w contains nan at flat index 2"));
}

TEST(EmbeddingSize, AcceptsTheLimitsAndRejectsTheRest) {
  EXPECT_TRUE(attention::checkEmbeddingSize(1, 1).ok());
  EXPECT_TRUE(attention::checkEmbeddingSize(16, 768).ok());
  EXPECT_TRUE(attention::checkEmbeddingSize(256, 65536).ok());
  for (auto [count, dim] :
       std::vector<std::pair<double, double>>{{0, 4},
                                              {1, 0},
                                              {65537, 1},
                                              {1, 65537},
                                              {257, 65536},
                                              {1, 2.5},
                                              {-1, 4},
                                              {std::nan(""), 4}})
    EXPECT_THAT(attention::checkEmbeddingSize(count, dim).message(),
                HasSubstr("embeddings need 1 to 65536 rows"))
        << count << " rows of " << dim;
  std::vector<float> out(4);
  EXPECT_THAT(attention::embedWords({}, 4, out.data()).message(),
              HasSubstr("got 0 rows of 4"));
  const double ids[] = {1.5};
  EXPECT_THAT(attention::embedIds(ids, 1, 4, 0, out.data()).message(),
              HasSubstr("ids must be non-negative whole numbers; got 1.5"));
}

// Projects values [m, d] (and points) onto their principal plane.
struct Plane {
  attention::Status status;
  std::vector<float> values, points;
  double retained = -1;
};

Plane plane(const std::vector<float>& values, double dim,
            const std::vector<float>& points = {}) {
  const double rows = values.size() / dim;
  const auto pointsShape = points.empty() ? attention::TensorDescription{}
                                          : shaped({points.size() / dim, dim});
  Plane result;
  result.values.resize(2 * rows);
  result.points.resize(2 * points.size() / dim);
  result.status = attention::principalPlane(
      shaped({rows, dim}), pointsShape, values.data(), points.data(),
      result.values.data(), result.points.data(), &result.retained);
  return result;
}

TEST(PrincipalPlane, KeepsAllSpreadOfPointsInAPlaneWithPositiveAxes) {
  // Values spread along -x (4 apart) and along y (2 apart), in 3-D.
  const Plane p = plane({-2, 0, 0, 2, 0, 0, 0, 1, 0, 0, -1, 0}, 3, {1, 0.5, 0});
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  EXPECT_NEAR(p.retained, 1, 1e-12);
  // First axis +x (largest component positive), second +y.
  const std::vector<float> expected{-2, 0, 2, 0, 0, 1, 0, -1};
  for (size_t index = 0; index < expected.size(); ++index)
    EXPECT_NEAR(p.values[index], expected[index], 1e-6) << index;
  EXPECT_NEAR(p.points[0], 1, 1e-6);
  EXPECT_NEAR(p.points[1], 0.5, 1e-6);
}

TEST(PrincipalPlane, ReportsTheShareOfVarianceKept) {
  // Variances 4, 1 and 0.25 along x, y, z (population): keeps 5 / 5.25.
  const Plane p =
      plane({2, 0, 0, -2, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0.5f, 0, 0, -0.5f}, 3);
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  EXPECT_NEAR(p.retained, 5 / 5.25, 1e-9);
}

TEST(PrincipalPlane, DegenerateInputsGiveNumbersNotNaN) {
  for (const Plane& p : {plane({1, 2, 3, 1, 2, 3}, 3, {1, 2, 3}),  // equal
                         plane({1, 2, 3}, 3),                      // one row
                         plane({1, 4, 2}, 1, {3})}) {              // d_v = 1
    ASSERT_TRUE(p.status.ok()) << p.status.message();
    EXPECT_EQ(p.retained, 1);
    for (float x : p.values) EXPECT_TRUE(std::isfinite(x));
    for (float x : p.points) EXPECT_TRUE(std::isfinite(x));
  }
  // d_v = 1: mean 7/3, one axis (+1), the second coordinate 0.
  const Plane line = plane({1, 4, 2}, 1, {3});
  const std::vector<double> expected{-4 / 3.0, 0, 5 / 3.0, 0, -1 / 3.0, 0};
  for (size_t index = 0; index < expected.size(); ++index)
    EXPECT_NEAR(line.values[index], expected[index], 1e-6);
  EXPECT_NEAR(line.points[0], 2 / 3.0, 1e-6);
}

TEST(PrincipalPlane, FewerValuesThanColumnsUseTheGramMatrixAlike) {
  // Two values 4 apart along (1, 1, 0, 0)/√2 in 4-D: m < d_v.
  const float h = 1 / std::sqrt(2.0f);
  const Plane p = plane({2 * h, 2 * h, 0, 0, -2 * h, -2 * h, 0, 0}, 4);
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  EXPECT_NEAR(p.retained, 1, 1e-12);
  EXPECT_NEAR(p.values[0], 2, 1e-6);
  EXPECT_NEAR(p.values[2], -2, 1e-6);
  EXPECT_EQ(p.values[1], 0);  // no second direction at all
}

TEST(PrincipalPlane, RefusesMatricesTooLargeToDecompose) {
  attention::PlaneDims dims;
  EXPECT_THAT(
      attention::planPrincipalPlane(shaped({2000, 1500}), {}, &dims).message(),
      HasSubstr("at most 1024 values or at most 1024 columns"));
  EXPECT_TRUE(
      attention::planPrincipalPlane(shaped({2000, 1024}), {}, &dims).ok());
}

TEST(PrincipalPlane, ChecksShapesAndEntries) {
  EXPECT_THAT(
      plane({1, 2, 3, 4}, 2, {1, 2, 3}).status.message(),
      HasSubstr("points must be 2-D [rows, d_v] with 1 to 65536 whole"));
  std::vector<float> out(4);
  double retained = 0;
  const std::vector<float> values{1, 2, 3, 4};
  EXPECT_THAT(attention::principalPlane(shaped({2, 2}), shaped({1, 3}),
                                        values.data(), values.data(),
                                        out.data(), out.data(), &retained)
                  .message(),
              HasSubstr("points must have as many columns as values"));
  const std::vector<float> bad{1, std::nanf(""), 3, 4};
  EXPECT_THAT(attention::principalPlane(shaped({2, 2}), {}, bad.data(), nullptr,
                                        out.data(), nullptr, &retained)
                  .message(),
              HasSubstr("values contains nan at flat index 1"));
}

}  // namespace
