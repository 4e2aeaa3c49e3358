#include "attention/scaling.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <vector>

namespace {

using attention::ScalingRequest;
using attention::ScalingStatistics;

// The Jacobian of softmax written out as a matrix, for the closed form the
// core uses.
double jacobianNormByMatrix(const std::vector<double>& scores) {
  std::vector<double> p(scores.size());
  const double largest = *std::max_element(scores.begin(), scores.end());
  double sum = 0;
  for (size_t i = 0; i < p.size(); ++i)
    sum += p[i] = std::exp(scores[i] - largest);
  for (double& entry : p) entry /= sum;
  double squares = 0;
  for (size_t i = 0; i < p.size(); ++i)
    for (size_t j = 0; j < p.size(); ++j) {
      const double entry = (i == j ? p[i] : 0) - p[i] * p[j];
      squares += entry * entry;
    }
  return std::sqrt(squares);
}

// The weights are computed in float, as attention's are.
constexpr double kFloat = 1e-6;

TEST(StatisticsOfScores, MatchTheChapterRowForFlies) {
  // flies' scores against the five keys, d_k = 4 (÷2 gives 0 3 0 0 4.5).
  const ScalingStatistics flies =
      attention::statisticsOfScores({0, 6, 0, 0, 9}, 5, 4);
  EXPECT_NEAR(flies.rawSpread, std::sqrt(72.0 / 5), kFloat);
  EXPECT_NEAR(flies.scaledSpread, std::sqrt(72.0 / 5) / 2, kFloat);
  EXPECT_NEAR(flies.rawLargestWeight,
              std::exp(9) / (std::exp(9) + std::exp(6) + 3), kFloat);
  EXPECT_NEAR(flies.scaledLargestWeight,
              std::exp(4.5) / (std::exp(4.5) + std::exp(3) + 3), kFloat);
  EXPECT_NEAR(flies.scaledLargestWeight, 0.80, 0.005);
  EXPECT_NEAR(flies.rawGradient, jacobianNormByMatrix({0, 6, 0, 0, 9}), kFloat);
  EXPECT_NEAR(flies.scaledGradient, jacobianNormByMatrix({0, 3, 0, 0, 4.5}),
              kFloat);
}

TEST(StatisticsOfScores, AverageOverSamples) {
  const ScalingStatistics two =
      attention::statisticsOfScores({0, 0, 1, -1}, 2, 1);
  // Rows [0, 0] (weights ½ ½) and [1, −1].
  const double second = std::exp(1) / (std::exp(1) + std::exp(-1));
  EXPECT_NEAR(two.rawLargestWeight, (0.5 + second) / 2, kFloat);
  EXPECT_NEAR(
      two.rawGradient,
      (jacobianNormByMatrix({0, 0}) + jacobianNormByMatrix({1, -1})) / 2,
      kFloat);
  EXPECT_NEAR(two.rawSpread, std::sqrt(0.5), kFloat);
}

// The same statistics from scratch: each d_k's rows drawn at that d_k (not
// as prefixes of the largest), dot products summed in another order.
std::vector<double> referenceScores(const ScalingRequest& request, int dim) {
  const int keys = static_cast<int>(request.keys);
  std::vector<double> scores;
  std::vector<double> query(dim);
  std::vector<double> key(dim);
  for (int sample = 0; sample < request.samples; ++sample) {
    const std::uint64_t first = static_cast<std::uint64_t>(sample) * (keys + 1);
    const auto seed = static_cast<std::uint64_t>(request.seed);
    attention::scalingRow(first, dim, seed, query.data());
    for (int k = 1; k <= keys; ++k) {
      attention::scalingRow(first + k, dim, seed, key.data());
      double dot = 0;
      for (int entry = dim - 1; entry >= 0; --entry)
        dot += query[entry] * key[entry];
      scores.push_back(dot);
    }
  }
  return scores;
}

TEST(ScalingRow, HasMeanZeroAndVarianceOne) {
  std::vector<double> row(100000);
  attention::scalingRow(3, static_cast<int>(row.size()), 11, row.data());
  double sum = 0;
  double squares = 0;
  for (double entry : row) {
    EXPECT_LT(std::abs(entry), std::sqrt(3.0));
    sum += entry;
    squares += entry * entry;
  }
  EXPECT_NEAR(sum / row.size(), 0, 0.01);
  EXPECT_NEAR(squares / row.size(), 1, 0.02);
  std::vector<double> other(8);
  attention::scalingRow(4, 8, 11, other.data());
  EXPECT_NE(other[0], row[0]);
}

TEST(ScalingStatistics, AgreeWithAReferenceDrawnAtEachDimension) {
  ScalingRequest request;
  request.keyDims = {3, 4, 16, 33};
  request.keys = 5;
  request.samples = 40;
  request.seed = 7;
  std::vector<float> out(request.keyDims.size() * attention::kScalingFields);
  ASSERT_TRUE(attention::scalingStatistics(request, out.data()).ok());
  for (size_t d = 0; d < request.keyDims.size(); ++d) {
    const int dim = static_cast<int>(request.keyDims[d]);
    const ScalingStatistics expected =
        attention::statisticsOfScores(referenceScores(request, dim), 5, dim);
    const float* got = out.data() + d * attention::kScalingFields;
    const double wanted[] = {
        expected.rawSpread,        expected.scaledSpread,
        expected.rawLargestWeight, expected.scaledLargestWeight,
        expected.rawGradient,      expected.scaledGradient};
    for (int field = 0; field < attention::kScalingFields; ++field)
      EXPECT_NEAR(got[field], wanted[field],
                  1e-5 * (1 + std::abs(wanted[field])))
          << "d_k " << dim << ", field " << field;
  }
}

// What the lab shows: d_k from 4 to 1024, 8 keys, 512 samples.
TEST(ScalingStatistics, ShowWhyTheLabScales) {
  ScalingRequest request;
  request.keyDims = {4, 8, 16, 32, 64, 128, 256, 512, 1024};
  request.keys = 8;
  request.samples = 512;
  std::vector<float> out(request.keyDims.size() * attention::kScalingFields);
  ASSERT_TRUE(attention::scalingStatistics(request, out.data()).ok());
  for (size_t d = 0; d < request.keyDims.size(); ++d) {
    const float* row = out.data() + d * attention::kScalingFields;
    const double root = std::sqrt(request.keyDims[d]);
    // Var(q·k) = d_k for independent unit-variance entries.
    EXPECT_NEAR(row[0] / root, 1, 0.1) << "d_k " << request.keyDims[d];
    EXPECT_GE(row[1], 0.8);
    EXPECT_LE(row[1], 1.25);
    if (d == 0) continue;
    const float* before = row - attention::kScalingFields;
    // Unscaled, the largest weight only grows and the gradient only shrinks.
    EXPECT_GE(row[2], before[2]) << "d_k " << request.keyDims[d];
    EXPECT_LE(row[4], before[4]) << "d_k " << request.keyDims[d];
  }
  const float* last =
      out.data() + (request.keyDims.size() - 1) * attention::kScalingFields;
  EXPECT_GT(last[2], 0.9);  // saturated: one key takes nearly everything
  EXPECT_LT(last[4], 0.1);  // and the gradient has nearly vanished
  EXPECT_LT(last[3], 0.6);  // scaled, the weights stay spread
  EXPECT_GT(last[5], 0.3);
}

TEST(ScalingRun, InPartsWritesWhatOneRunWrites) {
  ScalingRequest request;
  request.keyDims = {1, 3, 8, 20};
  request.keys = 5;
  request.samples = 23;
  request.seed = 7;
  const size_t count = request.keyDims.size() * attention::kScalingFields;
  std::vector<float> whole(count);
  ASSERT_TRUE(attention::scalingStatistics(request, whole.data()).ok());
  for (int part : {1, 4, 23, 100}) {
    attention::ScalingRun run(request);
    int advances = 1;
    while (!run.advance(part)) ++advances;
    EXPECT_EQ(advances, (23 + part - 1) / part) << part << " a step";
    std::vector<float> parts(count);
    run.write(parts.data());
    EXPECT_EQ(parts, whole) << part << " a step";
  }
}

TEST(PlanScaling, NamesWhatIsWrong) {
  ScalingRequest request;
  request.keyDims = {};
  EXPECT_NE(attention::planScaling(request).message().find("keyDims"),
            std::string::npos);
  request.keyDims = {8, 4};
  EXPECT_NE(attention::planScaling(request).message().find("ascending"),
            std::string::npos);
  request.keyDims = {4, 1.5};
  EXPECT_NE(attention::planScaling(request).message().find("whole"),
            std::string::npos);
  request.keyDims = {4, NAN};
  EXPECT_FALSE(attention::planScaling(request).ok());
  request.keyDims = {4};
  request.keys = 1;
  EXPECT_NE(attention::planScaling(request).message().find("keys"),
            std::string::npos);
  request.keys = 8;
  request.samples = 0;
  EXPECT_NE(attention::planScaling(request).message().find("samples"),
            std::string::npos);
  request.samples = 65536;
  request.keyDims = {65536};
  EXPECT_NE(attention::planScaling(request).message().find("at most"),
            std::string::npos);
  request.samples = 16;
  request.seed = -1;
  EXPECT_NE(attention::planScaling(request).message().find("seed"),
            std::string::npos);
}

}  // namespace
