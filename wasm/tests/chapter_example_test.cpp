#include "attention/chapter_example.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "attention/attention.hpp"
#include "test_support.hpp"

namespace {

using attention::kExampleDim;
using attention::kExampleTokens;

constexpr int kFlies = 1;

std::vector<float> projectExample(const float* weights) {
  const auto& example = attention::chapterExample();
  std::vector<float> out(kExampleTokens * kExampleDim);
  const auto status =
      attention::project(testing_support::shaped({kExampleTokens, kExampleDim}),
                         testing_support::shaped({kExampleDim, kExampleDim}),
                         example.embeddings.data(), weights, out.data());
  EXPECT_TRUE(status.ok()) << status.message();
  return out;
}

std::vector<float> row(const std::vector<float>& matrix, int index,
                       int width = kExampleDim) {
  return {matrix.begin() + index * width, matrix.begin() + (index + 1) * width};
}

using Attended = testing_support::Result;

Attended attendExample(const std::vector<float>& q, const std::vector<float>& k,
                       const std::vector<float>& v, bool scale) {
  auto request = testing_support::request({kExampleTokens, kExampleDim},
                                          {kExampleTokens, kExampleDim},
                                          {kExampleTokens, kExampleDim});
  request.scaleBySqrtKeyDim = scale;
  Attended a = testing_support::attend(request, q, k, v);
  EXPECT_TRUE(a.status.ok()) << a.status.message();
  return a;
}

TEST(ChapterExample, ReproducesTheChaptersVectorsAndScores) {
  const auto& example = attention::chapterExample();
  EXPECT_EQ(example.tokens[kFlies], "flies");
  EXPECT_EQ(example.ids[4], 8612);
  const auto q = projectExample(example.queryWeights.data());
  const auto k = projectExample(example.keyWeights.data());
  EXPECT_EQ(row(q, kFlies), (std::vector<float>{0, 3, 0, 0}));
  EXPECT_EQ(row(k, 4), (std::vector<float>{0, 3, 0, 0}));
  EXPECT_EQ(row(k, 0), (std::vector<float>{2, 0, 0, 1}));
  const auto v = projectExample(example.valueWeights.data());
  const Attended a = attendExample(q, k, v, true);
  EXPECT_EQ(row(a.scores, kFlies, 5), (std::vector<float>{0, 6, 0, 0, 9}));
  EXPECT_EQ(row(a.scaledScores, kFlies, 5),
            (std::vector<float>{0, 3, 0, 0, 4.5f}));
  // Two-decimal values printed in the chapter.
  const std::vector<float> expected{0.01f, 0.18f, 0.01f, 0.01f, 0.80f};
  for (int j = 0; j < kExampleTokens; ++j)
    EXPECT_NEAR(a.weights[kFlies * 5 + j], expected[j], 0.005f);
  const Attended unscaled = attendExample(q, k, v, false);
  const std::vector<float> spiky{0.00f, 0.05f, 0.00f, 0.00f, 0.95f};
  for (int j = 0; j < kExampleTokens; ++j)
    EXPECT_NEAR(unscaled.weights[kFlies * 5 + j], spiky[j], 0.005f);
}

TEST(ChapterExample, FunctionWordsSpreadTheirAttention) {
  const auto& example = attention::chapterExample();
  const auto q = projectExample(example.queryWeights.data());
  const auto k = projectExample(example.keyWeights.data());
  const auto v = projectExample(example.valueWeights.data());
  for (bool scale : {true, false}) {
    const Attended a = attendExample(q, k, v, scale);
    for (int token : {2, 3}) {
      const auto weights = row(a.weights, token, 5);
      EXPECT_LT(*std::max_element(weights.begin(), weights.end()), 0.5f)
          << example.tokens[token] << " scale=" << scale;
    }
  }
}

TEST(ChapterExample, WithoutProjectionsEveryTokenAttendsMostToItself) {
  const auto& example = attention::chapterExample();
  const std::vector<float> x(example.embeddings.begin(),
                             example.embeddings.end());
  const Attended a = attendExample(x, x, x, true);
  for (int token = 0; token < kExampleTokens; ++token) {
    const auto weights = row(a.weights, token, 5);
    EXPECT_EQ(
        std::max_element(weights.begin(), weights.end()) - weights.begin(),
        token)
        << example.tokens[token];
  }
}

}  // namespace
