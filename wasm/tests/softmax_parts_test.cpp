#include "attention/softmax_parts.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "test_support.hpp"

namespace {

using testing::HasSubstr;
constexpr float kInf = std::numeric_limits<float>::infinity();

struct Parts {
  attention::Status status;
  std::vector<float> exponentials, sums, shifts;
};

Parts partsOf(const std::vector<float>& scores, double rows, double keys) {
  Parts parts;
  const auto count = static_cast<size_t>(rows * keys);
  parts.exponentials.assign(count, -1);
  parts.sums.assign(static_cast<size_t>(rows), -1);
  parts.shifts.assign(static_cast<size_t>(rows), -1);
  parts.status = attention::softmaxParts(
      scores.data(), rows, keys, parts.exponentials.data(), parts.sums.data(),
      parts.shifts.data());
  return parts;
}

TEST(SoftmaxParts, GiveTheChapterRowForFlies) {
  // flies' scaled scores 0 3 0 0 4.5: e^3 ≈ 20.09 and e^4.5 ≈ 90.02.
  const Parts flies = partsOf({0, 3, 0, 0, 4.5}, 1, 5);
  ASSERT_TRUE(flies.status.ok()) << flies.status.message();
  const std::vector<double> expected{1, std::exp(3.0), 1, 1, std::exp(4.5)};
  double sum = 0;
  for (size_t j = 0; j < expected.size(); ++j) {
    EXPECT_NEAR(flies.exponentials[j], expected[j], 1e-5 * expected[j]);
    sum += expected[j];
  }
  EXPECT_NEAR(flies.sums[0], sum, 1e-5 * sum);
  EXPECT_EQ(flies.shifts[0], 0);
  // Divided by their sum they are the chapter's weights 0.01 0.18 … 0.80.
  EXPECT_NEAR(flies.exponentials[4] / flies.sums[0], 0.7959, 1e-4);
  EXPECT_NEAR(flies.exponentials[1] / flies.sums[0], 0.1776, 1e-4);
}

TEST(SoftmaxParts, DividedByTheirSumAreTheCoresWeights) {
  std::mt19937 random(7);
  std::normal_distribution<float> normal(0.0f, 3.0f);
  std::vector<float> raw(6 * 9);
  for (float& score : raw) score = normal(random);
  const auto weighed = testing_support::attentionWeights(
      testing_support::weightsRequest({6, 9}, 16), raw);
  ASSERT_TRUE(weighed.status.ok()) << weighed.status.message();
  const Parts parts = partsOf(weighed.scaledScores, 6, 9);
  ASSERT_TRUE(parts.status.ok()) << parts.status.message();
  for (size_t at = 0; at < raw.size(); ++at)
    EXPECT_NEAR(parts.exponentials[at] / parts.sums[at / 9],
                weighed.weights[at], 1e-6);
}

TEST(SoftmaxParts, MaskedKeysGetZeroAndAFullyMaskedRowSumsToZero) {
  const Parts parts = partsOf({1, -kInf, 2, -kInf, -kInf, -kInf}, 2, 3);
  ASSERT_TRUE(parts.status.ok()) << parts.status.message();
  EXPECT_EQ(parts.exponentials[1], 0);
  EXPECT_NEAR(parts.exponentials[2], std::exp(2.0), 1e-5);
  for (int j = 3; j < 6; ++j) EXPECT_EQ(parts.exponentials[j], 0);
  EXPECT_EQ(parts.sums[1], 0);
  EXPECT_EQ(parts.shifts[1], 0);
}

TEST(SoftmaxParts, ShiftARowWhoseExponentialWouldOverflow) {
  // e^200 is past float's range: the row is shifted by its largest score.
  const Parts parts = partsOf({200, 199, 80, 79}, 2, 2);
  ASSERT_TRUE(parts.status.ok()) << parts.status.message();
  EXPECT_EQ(parts.shifts[0], 200);
  EXPECT_EQ(parts.exponentials[0], 1);
  EXPECT_NEAR(parts.exponentials[1], std::exp(-1.0), 1e-6);
  // 80 is the largest score kept as it is.
  EXPECT_EQ(parts.shifts[1], 0);
  EXPECT_NEAR(parts.exponentials[2], std::exp(80.0), 1e-5 * std::exp(80.0));
  EXPECT_TRUE(std::isfinite(parts.sums[1]));
}

TEST(SoftmaxParts, RefuseNaNInfinityAndBadShapes) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (const float bad : {nan, kInf}) {
    const Parts parts = partsOf({0, bad}, 1, 2);
    EXPECT_THAT(parts.status.message(), HasSubstr("numbers or −∞"));
    EXPECT_EQ(parts.sums[0], -1) << "nothing is written";
  }
  for (const auto& [rows, keys] : std::vector<std::pair<double, double>>{
           {0, 3}, {2, 0}, {1.5, 2}, {nan, 1}, {65536, 65536}}) {
    EXPECT_FALSE(attention::planSoftmaxParts(rows, keys).ok())
        << rows << " × " << keys;
  }
}

}  // namespace
