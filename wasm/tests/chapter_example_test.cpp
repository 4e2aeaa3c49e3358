#include "attention/chapter_example.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
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

// Multi-head attention over the example with its hand-set head projections:
// X times the [dim, dim] matrices, cut into H heads of dim/H columns, as
// [1, H, n, dim/H], scaled by sqrt(dim/H). Returns the weights [H, n, n].
std::vector<float> headWeights(const attention::HeadProjections& projections) {
  const int heads = projections.heads;
  const int width = kExampleDim / heads;
  const auto split = [&](const std::vector<float>& matrix) {
    std::vector<float> out(matrix.size());
    for (int head = 0; head < heads; ++head)
      for (int i = 0; i < kExampleTokens; ++i)
        for (int c = 0; c < width; ++c)
          out[(head * kExampleTokens + i) * width + c] =
              matrix[i * kExampleDim + head * width + c];
    return out;
  };
  const std::vector<double> shape{1, static_cast<double>(heads), kExampleTokens,
                                  static_cast<double>(width)};
  const Attended a = testing_support::attend(
      testing_support::request(shape, shape, shape),
      split(projectExample(projections.queryWeights.data())),
      split(projectExample(projections.keyWeights.data())),
      split(projectExample(projections.valueWeights.data())));
  EXPECT_TRUE(a.status.ok()) << a.status.message();
  return a.weights;
}

// Head `head`'s weights of query `token`.
std::vector<float> headRow(const std::vector<float>& weights, int head,
                           int token) {
  return row(weights, head * kExampleTokens + token, kExampleTokens);
}

int largest(const std::vector<float>& values) {
  return static_cast<int>(std::max_element(values.begin(), values.end()) -
                          values.begin());
}

TEST(ChapterExample, HeadProjectionsAreForTwoAndFourHeads) {
  const auto& example = attention::chapterExample();
  EXPECT_EQ(example.headProjections[0].heads, 2);
  EXPECT_EQ(example.headProjections[1].heads, 4);
  // Two heads: head 1 is the chapter's W_Q and W_K, columns 1-2.
  const auto& two = example.headProjections[0];
  for (int r = 0; r < kExampleDim; ++r) {
    for (int c = 0; c < 2; ++c) {
      EXPECT_EQ(two.queryWeights[r * kExampleDim + c],
                example.queryWeights[r * kExampleDim + c]);
      EXPECT_EQ(two.keyWeights[r * kExampleDim + c],
                example.keyWeights[r * kExampleDim + c]);
    }
  }
  // Every W_V^h is its slice of the identity.
  for (const auto& projections : example.headProjections)
    for (int r = 0; r < kExampleDim; ++r)
      for (int c = 0; c < kExampleDim; ++c)
        EXPECT_EQ(projections.valueWeights[r * kExampleDim + c],
                  r == c ? 1.0f : 0.0f);
}

TEST(ChapterExample, EveryHeadHasAPatternOfItsOwn) {
  const auto& example = attention::chapterExample();
  for (const auto& projections : example.headProjections) {
    const auto weights = headWeights(projections);
    for (int head = 0; head < projections.heads; ++head) {
      for (int token = 0; token < kExampleTokens; ++token) {
        const auto weightsOfRow = headRow(weights, head, token);
        const auto [low, high] =
            std::minmax_element(weightsOfRow.begin(), weightsOfRow.end());
        EXPECT_GT(*high - *low, 0.1f) << projections.heads << " heads, head "
                                      << head + 1 << ", " << token;
      }
      for (int other = 0; other < head; ++other) {
        float difference = 0;
        for (int cell = 0; cell < kExampleTokens * kExampleTokens; ++cell)
          difference = std::max(
              difference,
              std::abs(weights[head * 25 + cell] - weights[other * 25 + cell]));
        EXPECT_GT(difference, 0.3f)
            << projections.heads << " heads: " << head + 1 << ", " << other + 1;
      }
    }
  }
}

TEST(ChapterExample, TwoHeadsFollowArrowAndTheWordBefore) {
  const auto weights =
      headWeights(attention::chapterExample().headProjections[0]);
  const auto flies = headRow(weights, 0, kFlies);
  EXPECT_EQ(largest(flies), 4);
  EXPECT_NEAR(flies[4], 0.89f, 0.005f);
  // Head 2: each word weighs the word before it most (time, first, itself).
  for (int token = 0; token < kExampleTokens; ++token) {
    const auto weightsOfRow = headRow(weights, 1, token);
    const int before = std::max(token - 1, 0);
    EXPECT_EQ(largest(weightsOfRow), before) << token;
    EXPECT_GT(weightsOfRow[before], 0.67f) << token;
  }
}

TEST(ChapterExample, FourHeadsEachPutOneWordOnTop) {
  const auto weights =
      headWeights(attention::chapterExample().headProjections[1]);
  const std::vector<int> top{4, 0, 2, kFlies};  // arrow, time, like, flies
  for (int head = 0; head < 4; ++head)
    for (int token = 0; token < kExampleTokens; ++token)
      EXPECT_EQ(largest(headRow(weights, head, token)), top[head])
          << "head " << head + 1 << ", " << token;
  // Head 1 gives flies the chapter's scaled weights.
  const std::vector<float> chapter{0.01f, 0.18f, 0.01f, 0.01f, 0.80f};
  for (int j = 0; j < kExampleTokens; ++j)
    EXPECT_NEAR(headRow(weights, 0, kFlies)[j], chapter[j], 0.005f);
}

}  // namespace
