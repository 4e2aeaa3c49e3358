// The blocked kernel (what the SIMD WebAssembly build runs) against the Eigen
// one, natively: same blocking and edge handling, vector extensions instead of
// wasm_simd128.h.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "attention/attention.hpp"
#include "kernels.hpp"

namespace {

using attention::AttentionDims;
using attention::AttentionPlan;

// A plan for Q [batch, n, d], K [batch, m, d], V [batch, m, dv].
AttentionPlan planFor(std::int64_t batch, std::int64_t n, std::int64_t m,
                      std::int64_t d, std::int64_t dv, bool scale) {
  AttentionPlan plan;
  plan.dims = {batch, 1, 1, n, m, d, dv};
  plan.divideBySqrtKeyDim = scale;
  plan.divisor = std::sqrt(static_cast<float>(d));
  return plan;
}

struct Outputs {
  std::vector<float> scores, scaled, weights, output;
  explicit Outputs(const AttentionDims& dims)
      : scores(dims.scoreElements()),
        scaled(dims.scoreElements()),
        weights(dims.scoreElements()),
        output(dims.outputElements()) {}
};

// The two implementations compared: Eigen's products and row pass, and the
// blocked products with the vector row pass (what the SIMD build runs for
// large problems).
void eigenKernel(const AttentionPlan& plan,
                 const attention::AttentionInputs& inputs,
                 const attention::AttentionOutputs& outputs) {
  attention::kernels::attendEigen(plan, inputs, outputs,
                                  attention::kernels::rowPassEigen);
}
void blockedKernel(const AttentionPlan& plan,
                   const attention::AttentionInputs& inputs,
                   const attention::AttentionOutputs& outputs) {
  attention::kernels::attendBlocked(plan, inputs, outputs,
                                    attention::kernels::rowPassVector);
}

void run(void (*kernel)(const AttentionPlan&, const attention::AttentionInputs&,
                        const attention::AttentionOutputs&),
         const AttentionPlan& plan, const std::vector<float>& q,
         const std::vector<float>& k, const std::vector<float>& v, Outputs& out,
         const void* mask = nullptr) {
  kernel(plan, {q.data(), k.data(), v.data(), mask},
         {out.scores.data(), out.scaled.data(), out.weights.data(),
          out.output.data()});
}

float maxAbsDifference(const std::vector<float>& a,
                       const std::vector<float>& b) {
  float worst = 0;
  for (size_t index = 0; index < a.size(); ++index)
    worst = std::max(worst, std::fabs(a[index] - b[index]));
  return worst;
}

void expectAgreement(const AttentionPlan& plan, unsigned seed,
                     const void* mask = nullptr) {
  const AttentionDims& dims = plan.dims;
  std::mt19937 random(seed);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  auto fill = [&](std::int64_t count) {
    std::vector<float> data(static_cast<size_t>(count));
    for (float& x : data) x = normal(random);
    return data;
  };
  const auto q = fill(dims.queryElements());
  const auto k = fill(dims.keyElements());
  const auto v = fill(dims.valueElements());
  Outputs eigen(dims), blocked(dims);
  run(eigenKernel, plan, q, k, v, eigen, mask);
  run(blockedKernel, plan, q, k, v, blocked, mask);
  const float scoreTolerance = 1e-5f * std::sqrt(float(dims.keyDim)) * 4;
  EXPECT_LT(maxAbsDifference(eigen.scores, blocked.scores), scoreTolerance);
  for (size_t index = 0; index < eigen.scaled.size(); ++index) {
    // Masked entries are -inf in both; the rest agree to rounding.
    if (std::isinf(eigen.scaled[index]))
      EXPECT_EQ(eigen.scaled[index], blocked.scaled[index]);
    else
      EXPECT_LT(std::fabs(eigen.scaled[index] - blocked.scaled[index]),
                scoreTolerance);
  }
  EXPECT_LT(maxAbsDifference(eigen.weights, blocked.weights), 1e-5f);
  EXPECT_LT(maxAbsDifference(eigen.output, blocked.output), 2e-5f);
  for (std::int64_t row = 0; row < dims.slices() * dims.queries; ++row) {
    double sum = 0;
    bool anyVisible = false;
    for (std::int64_t j = 0; j < dims.keys; ++j) {
      sum += blocked.weights[row * dims.keys + j];
      anyVisible |= !std::isinf(blocked.scaled[row * dims.keys + j]);
    }
    EXPECT_NEAR(sum, anyVisible ? 1.0 : 0.0, 1e-5) << "row " << row;
  }
}

TEST(BlockedKernel, AgreesWithEigenOnEveryEdgeShape) {
  // Extents around the 4×8 register block (leftover rows and columns), the
  // 4×4 packing transposes and the 256-deep panels (m is W·V's depth).
  unsigned seed = 1;
  for (std::int64_t n : {1, 2, 3, 4, 5, 7, 9})
    for (std::int64_t m : {1, 2, 3, 5, 8, 130, 258})
      for (std::int64_t d : {1, 3, 4, 5, 8, 13})
        for (std::int64_t dv : {1, 4, 7, 8, 9, 17}) {
          SCOPED_TRACE(testing::Message()
                       << n << "x" << m << " d=" << d << " dv=" << dv);
          expectAgreement(planFor(1, n, m, d, dv, seed % 2 == 0), seed);
          ++seed;
        }
}

TEST(BlockedKernel, AgreesWithEigenOnBatchesAndLargeShapes) {
  expectAgreement(planFor(3, 6, 11, 5, 10, true), 7);
  expectAgreement(planFor(1, 64, 300, 768, 768, true), 8);
  expectAgreement(planFor(2, 33, 257, 64, 40, false), 9);
}

TEST(BlockedKernel, AgreesWithEigenWithMasksCausalSoftcapAndGroupedHeads) {
  // [batch 2, heads 4, n, m] with 2 key/value heads; masks over [n, m].
  for (std::int64_t n : {1, 5, 33})
    for (std::int64_t m : {3, 33, 70}) {
      SCOPED_TRACE(testing::Message() << n << "x" << m);
      AttentionPlan plan = planFor(2, n, m, 24, 9, true);
      plan.dims.heads = 4;
      plan.dims.kvHeads = 2;
      plan.causal = true;
      expectAgreement(plan, 11);
      plan.causal = n <= m;
      plan.softcap = 1.5f;
      plan.divideBySqrtKeyDim = false;
      plan.multiplier = 0.3f;
      std::vector<std::uint8_t> flags(n * m);
      std::vector<float> bias(n * m);
      for (std::int64_t index = 0; index < n * m; ++index) {
        flags[index] = (index * 7) % 5 != 0;
        bias[index] = index % 3 == 0 ? -std::numeric_limits<float>::infinity()
                                     : 0.25f * (index % 4);
      }
      plan.mask = {attention::MaskKind::kBoolean, n * m, 0, 0, m, 1};
      expectAgreement(plan, 12, flags.data());
      plan.mask.kind = attention::MaskKind::kAdditive;
      expectAgreement(plan, 13, bias.data());
    }
}

TEST(BlockedKernel, ExpIsExactAtZeroAndFlushesHugeGaps) {
  // Equal scores: exp(0) = 1 exactly, so the weights are exactly 1/m.
  AttentionPlan plan = planFor(1, 1, 4, 1, 1, true);
  const std::vector<float> q{2}, k{3, 3, 3, 3}, v{1, 2, 3, 4};
  Outputs out(plan.dims);
  run(blockedKernel, plan, q, k, v, out);
  for (float w : out.weights) EXPECT_EQ(w, 0.25f);
  // A gap of 1e4 underflows to exactly 0, never NaN.
  const std::vector<float> k2{1e4f, -1e4f, 1e4f, 0};
  plan.divideBySqrtKeyDim = false;
  run(blockedKernel, plan, q, k2, v, out);
  EXPECT_EQ(out.weights[1], 0.0f);
  EXPECT_EQ(out.weights[3], 0.0f);
  EXPECT_EQ(out.weights[0], 0.5f);
  EXPECT_EQ(out.weights[2], 0.5f);
}

// Fuzzer find crash-482624b5 (a harness invariant, not a core bug): Q [11,
// 4096], K [15, 4096], V [15, 26], every entry 12.08 (bits 0x41414141),
// unscaled. The scores are ~6e5, where one float ulp is 0.0625, so softmax
// magnifies summation-order differences: Eigen's GEMM sums edge entries in a
// different order and its weights stray from the exact 1/15 by ~0.05. The
// blocked kernel sums every entry the same way, so identical rows give
// identical scores and exactly uniform weights. Both must stay distributions.
TEST(BlockedKernel, FuzzCrash482624b5IdenticalRowsGiveUniformWeights) {
  const AttentionPlan plan = planFor(1, 11, 15, 4096, 26, false);
  const AttentionDims& dims = plan.dims;
  std::uint32_t bits = 0x41414141;
  float entry;
  std::memcpy(&entry, &bits, sizeof entry);
  const std::vector<float> q(dims.queryElements(), entry),
      k(dims.keyElements(), entry), v(dims.valueElements(), entry);
  Outputs eigen(dims), blocked(dims);
  run(eigenKernel, plan, q, k, v, eigen);
  run(blockedKernel, plan, q, k, v, blocked);
  for (float score : blocked.scores) EXPECT_EQ(score, blocked.scores[0]);
  for (float w : blocked.weights) EXPECT_EQ(w, 1.0f / 15);
  for (float out : blocked.output) EXPECT_NEAR(out, entry, 1e-5f);
  for (const Outputs* result : {&eigen, &blocked})
    for (std::int64_t row = 0; row < dims.queries; ++row) {
      double sum = 0;
      for (std::int64_t j = 0; j < dims.keys; ++j) {
        const float w = result->weights[row * dims.keys + j];
        EXPECT_TRUE(w >= 0 && w <= 1) << w;
        sum += w;
      }
      EXPECT_NEAR(sum, 1.0, 1e-5);
    }
}

}  // namespace
