#include "attention/embeddings.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "attention/chapter_example.hpp"

namespace {

TEST(ToyWordEmbedding, ChapterWordsKeepTheirExampleEmbedding) {
  const auto& example = attention::chapterExample();
  const auto arrow = attention::toyWordEmbedding("arrow", 4);
  EXPECT_EQ(arrow, std::vector<float>(example.embeddings.begin() + 16,
                                      example.embeddings.end()));
}

TEST(ToyWordEmbedding, IsDeterministicAndDistinguishesWords) {
  EXPECT_EQ(attention::toyWordEmbedding("animal", 4),
            attention::toyWordEmbedding("animal", 4));
  EXPECT_NE(attention::toyWordEmbedding("animal", 4),
            attention::toyWordEmbedding("street", 4));
  for (float entry : attention::toyWordEmbedding("tired", 8)) {
    EXPECT_GE(entry, -1.5f);
    EXPECT_LE(entry, 1.5f);
    EXPECT_EQ(entry * 2, std::round(entry * 2));  // a multiple of 0.5
  }
}

TEST(NormalEmbeddingRows, RowsDependOnlyOnIdAndSeed) {
  const auto both = attention::normalEmbeddingRows({2051, 10029}, 6, 42);
  const auto alone = attention::normalEmbeddingRows({10029}, 6, 42);
  ASSERT_EQ(both.size(), 12u);
  EXPECT_EQ(std::vector<float>(both.begin() + 6, both.end()), alone);
  EXPECT_NE(attention::normalEmbeddingRows({10029}, 6, 43), alone);
}

TEST(NormalEmbeddingRows, LookStandardNormal) {
  std::vector<std::int64_t> ids(64);
  for (size_t id = 0; id < ids.size(); ++id) ids[id] = static_cast<long>(id);
  const auto rows = attention::normalEmbeddingRows(ids, 768, 7);
  double sum = 0, squares = 0;
  for (float value : rows) {
    sum += value;
    squares += value * value;
  }
  const double mean = sum / rows.size();
  const double variance = squares / rows.size() - mean * mean;
  // 49,152 samples: the mean's standard error is ~0.0045.
  EXPECT_NEAR(mean, 0, 0.03);
  EXPECT_NEAR(variance, 1, 0.03);
}

}  // namespace
