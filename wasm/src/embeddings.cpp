#include "attention/embeddings.hpp"

#include <algorithm>
#include <cmath>

#include "attention/chapter_example.hpp"
#include "random.hpp"

namespace attention {
namespace {

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t hash = 0xCBF29CE484222325ull;
  for (unsigned char byte : text) {
    hash ^= byte;
    hash *= 0x100000001B3ull;
  }
  return hash;
}

}  // namespace

std::vector<float> toyWordEmbedding(const std::string& word, int dim) {
  const ChapterExample& example = chapterExample();
  std::vector<float> embedding(dim);
  if (dim == kExampleDim) {
    for (int token = 0; token < kExampleTokens; ++token) {
      if (example.tokens[token] == word) {
        const float* row = example.embeddings.data() + token * kExampleDim;
        embedding.assign(row, row + kExampleDim);
        return embedding;
      }
    }
  }
  std::uint64_t state = fnv1a(word);
  for (float& entry : embedding)
    entry = 0.5f * static_cast<float>(nextRandom(state) % 7) - 1.5f;
  return embedding;
}

std::vector<float> normalEmbeddingRows(const std::vector<std::int64_t>& ids,
                                       int dim, std::uint64_t seed) {
  constexpr double kTwoPi = 6.283185307179586;
  std::vector<float> rows;
  rows.reserve(ids.size() * static_cast<size_t>(dim));
  for (std::int64_t id : ids) {
    std::uint64_t state =
        seed ^ (static_cast<std::uint64_t>(id) * 0xD1B54A32D192ED03ull);
    for (int entry = 0; entry < dim; entry += 2) {
      // Box–Muller: two independent standard normals per pair of uniforms.
      const double radius = std::sqrt(-2.0 * std::log(nextUnit(state)));
      const double angle = kTwoPi * nextUnit(state);
      rows.push_back(static_cast<float>(radius * std::cos(angle)));
      if (entry + 1 < dim)
        rows.push_back(static_cast<float>(radius * std::sin(angle)));
    }
  }
  return rows;
}

namespace {

bool isIndex(double value) {
  return std::isfinite(value) && value >= 0 && value <= 0x1p53 &&
         value == std::floor(value);
}

}  // namespace

Status checkEmbeddingSize(double count, double dim) {
  const bool whole = isIndex(count) && isIndex(dim);
  if (!whole || count < 1 || count > kMaxExtent || dim < 1 ||
      dim > kMaxExtent || count * dim > kMaxElements)
    return Status::error(
        "embeddings need 1 to 65536 rows of 1 to 65536 whole entries (at "
        "most " +
        formatNumber(kMaxElements) + " in all); got " + formatNumber(count) +
        " rows of " + formatNumber(dim));
  return {};
}

Status embedWords(const std::vector<std::string>& words, double dim,
                  float* out) {
  Status status = checkEmbeddingSize(static_cast<double>(words.size()), dim);
  if (!status.ok()) return status;
  for (const std::string& word : words) {
    const std::vector<float> row =
        toyWordEmbedding(word, static_cast<int>(dim));
    out = std::copy(row.begin(), row.end(), out);
  }
  return {};
}

Status embedIds(const double* ids, double count, double dim, double seed,
                float* out) {
  Status status = checkEmbeddingSize(count, dim);
  if (!status.ok()) return status;
  if (!isIndex(seed))
    return Status::error("seed must be a non-negative whole number; got " +
                         formatNumber(seed));
  std::vector<std::int64_t> idList;
  for (std::int64_t index = 0; index < static_cast<std::int64_t>(count);
       ++index) {
    if (!isIndex(ids[index]))
      return Status::error("ids must be non-negative whole numbers; got " +
                           formatNumber(ids[index]) + " at index " +
                           std::to_string(index));
    idList.push_back(static_cast<std::int64_t>(ids[index]));
  }
  const std::vector<float> rows = normalEmbeddingRows(
      idList, static_cast<int>(dim), static_cast<std::uint64_t>(seed));
  std::copy(rows.begin(), rows.end(), out);
  return {};
}

}  // namespace attention
