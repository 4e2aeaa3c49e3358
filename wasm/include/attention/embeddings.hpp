// Deterministic embeddings for sentences the learner types, and PyTorch-like
// N(0, 1) embedding rows for the 768-dimensional walk-through. Same input,
// same numbers, on every machine.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attention/attention.hpp"

namespace attention {

// A toy embedding of `dim` entries for one word. Words of the chapter's
// example keep their example embedding (when dim is the example's), so the
// chapter's sentence typed in gives the chapter's numbers; any other word
// gets entries in {-1.5, -1, ..., 1.5} drawn from a hash of its UTF-8 bytes.
std::vector<float> toyWordEmbedding(const std::string& word, int dim);

// Rows of an embedding table initialised like nn.Embedding (standard normal
// entries), generated per id from `seed`: row `id` never depends on the other
// ids or on the table's vocabulary size. Returns [ids.size(), dim].
std::vector<float> normalEmbeddingRows(const std::vector<std::int64_t>& ids,
                                       int dim, std::uint64_t seed);

// The embedding doors: validate, then write [count, dim] floats to `out`.
// Sizes: 1 to 65536 rows of 1 to 65536 whole entries, 2^24 floats in all.
Status checkEmbeddingSize(double count, double dim);
Status embedWords(const std::vector<std::string>& words, double dim,
                  float* out);
// ids and seed must be whole numbers in [0, 2^53].
Status embedIds(const double* ids, double count, double dim, double seed,
                float* out);

}  // namespace attention
