// The worked example of the chapter: "time flies like an arrow".
// This is the single source of truth for its numbers; the page and the tests
// read them through the bindings.
#pragma once

#include <array>
#include <string>

namespace attention {

constexpr int kExampleTokens = 5;
constexpr int kExampleDim = 4;

struct ChapterExample {
  std::array<std::string, kExampleTokens> tokens;
  std::array<int, kExampleTokens> ids;  // BERT (uncased) vocabulary ids
  // Row-major [tokens, dim] embeddings and [dim, dim] projection matrices.
  std::array<float, kExampleTokens * kExampleDim> embeddings;
  std::array<float, kExampleDim * kExampleDim> queryWeights;
  std::array<float, kExampleDim * kExampleDim> keyWeights;
  std::array<float, kExampleDim * kExampleDim> valueWeights;
};

const ChapterExample& chapterExample();

}  // namespace attention
