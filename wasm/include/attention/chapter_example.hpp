// The worked example of the chapter: "time flies like an arrow".
// This is the single source of truth for its numbers; the page and the tests
// read them through the bindings.
#pragma once

#include <array>
#include <string>

namespace attention {

constexpr int kExampleTokens = 5;
constexpr int kExampleDim = 4;

// Hand-set projections for H heads over the example's embeddings. Each is
// row-major [dim, dim], and columns h·dim/H to (h+1)·dim/H − 1 are head h's
// own W_Q^h, W_K^h or W_V^h ([dim, dim/H]), the way a model keeps every
// head's projection in one matrix and cuts its product into heads.
struct HeadProjections {
  int heads;
  std::array<float, kExampleDim * kExampleDim> queryWeights;
  std::array<float, kExampleDim * kExampleDim> keyWeights;
  std::array<float, kExampleDim * kExampleDim> valueWeights;
};

struct ChapterExample {
  std::array<std::string, kExampleTokens> tokens;
  std::array<int, kExampleTokens> ids;  // BERT (uncased) vocabulary ids
  // Row-major [tokens, dim] embeddings and [dim, dim] projection matrices.
  std::array<float, kExampleTokens * kExampleDim> embeddings;
  std::array<float, kExampleDim * kExampleDim> queryWeights;
  std::array<float, kExampleDim * kExampleDim> keyWeights;
  std::array<float, kExampleDim * kExampleDim> valueWeights;
  // For 2 heads and for 4 heads, in that order (see chapter_example.cpp).
  std::array<HeadProjections, 2> headProjections;
};

const ChapterExample& chapterExample();

}  // namespace attention
