// The only file that knows about Emscripten. It exposes raw, pointer-based
// entry points; web/lib/attention.js wraps them in the public JS API.
//
// Descriptor block (doubles, written by JS): for each input tensor
// [rank, extent0, extent1, extent2, length]; the checks append the validated
// sizes after the inputs so JS can size its buffers.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "attention/attention.hpp"
#include "attention/chapter_example.hpp"
#include "attention/embeddings.hpp"

namespace {

using attention::TensorDescription;

constexpr int kDescriptionSlots = 5;
std::string lastError;

TensorDescription readDescription(const double* slots) {
  TensorDescription description;
  description.rank = slots[0];
  description.extents[0] = slots[1];
  description.extents[1] = slots[2];
  description.extents[2] = slots[3];
  description.length = slots[4];
  return description;
}

// Returns 0, or 1 with lastError set.
int fail(std::string message) {
  lastError = std::move(message);
  return 1;
}

int checkAttention(std::uintptr_t descriptorAddress,
                   attention::AttentionDims* dims) {
  auto* slots = reinterpret_cast<double*>(descriptorAddress);
  std::string error = attention::checkAttentionShapes(
      readDescription(slots), readDescription(slots + kDescriptionSlots),
      readDescription(slots + 2 * kDescriptionSlots), dims);
  if (!error.empty()) return fail(std::move(error));
  double* out = slots + 3 * kDescriptionSlots;
  out[0] = static_cast<double>(dims->batch);
  out[1] = static_cast<double>(dims->queries);
  out[2] = static_cast<double>(dims->keys);
  out[3] = static_cast<double>(dims->keyDim);
  out[4] = static_cast<double>(dims->valueDim);
  return 0;
}

int checkProjection(std::uintptr_t descriptorAddress,
                    attention::ProjectionDims* dims) {
  auto* slots = reinterpret_cast<double*>(descriptorAddress);
  std::string error = attention::checkProjectionShapes(
      readDescription(slots), readDescription(slots + kDescriptionSlots), dims);
  if (!error.empty()) return fail(std::move(error));
  double* out = slots + 2 * kDescriptionSlots;
  out[0] = static_cast<double>(dims->rows);
  out[1] = static_cast<double>(dims->inner);
  out[2] = static_cast<double>(dims->cols);
  return 0;
}

int checkProjectionShapes(std::uintptr_t descriptorAddress) {
  attention::ProjectionDims dims;
  return checkProjection(descriptorAddress, &dims);
}

// buffer holds x, w, out back to back.
int project(std::uintptr_t descriptorAddress, std::uintptr_t bufferAddress) {
  attention::ProjectionDims dims;
  if (checkProjection(descriptorAddress, &dims) != 0) return 1;
  auto* x = reinterpret_cast<float*>(bufferAddress);
  float* w = x + dims.rows * dims.inner;
  float* out = w + dims.inner * dims.cols;
  std::string error = attention::checkFinite("x", x, dims.rows * dims.inner);
  if (error.empty())
    error = attention::checkFinite("w", w, dims.inner * dims.cols);
  if (!error.empty()) return fail(std::move(error));
  attention::project(dims, x, w, out);
  return 0;
}

std::string takeLastError() { return std::move(lastError); }

// Views into static storage; the JS wrapper copies them out at once.
emscripten::val chapterExample() {
  using emscripten::typed_memory_view;
  using emscripten::val;
  const attention::ChapterExample& example = attention::chapterExample();
  val tokens = val::array();
  val ids = val::array();
  for (int index = 0; index < attention::kExampleTokens; ++index) {
    tokens.call<void>("push", example.tokens[index]);
    ids.call<void>("push", example.ids[index]);
  }
  val result = val::object();
  result.set("tokens", tokens);
  result.set("ids", ids);
  result.set("embeddings", val(typed_memory_view(example.embeddings.size(),
                                                 example.embeddings.data())));
  result.set("wq", val(typed_memory_view(example.queryWeights.size(),
                                         example.queryWeights.data())));
  result.set("wk", val(typed_memory_view(example.keyWeights.size(),
                                         example.keyWeights.data())));
  result.set("wv", val(typed_memory_view(example.valueWeights.size(),
                                         example.valueWeights.data())));
  result.set("dim", attention::kExampleDim);
  return result;
}

// Embedding rows are returned as a view of this buffer, valid until the next
// call; the JS wrapper copies it out at once.
std::vector<float> embeddingRows;

bool checkEmbeddingSize(double count, double dim) {
  if (count < 1 || count > attention::kMaxExtent || dim < 1 ||
      dim > attention::kMaxExtent || dim != static_cast<int>(dim) ||
      count * dim > attention::kMaxElements) {
    char message[160];
    std::snprintf(message, sizeof message,
                  "embeddings need 1 to 65536 rows of 1 to 65536 whole "
                  "entries; got %g rows of %g",
                  count, dim);
    fail(message);
    return false;
  }
  return true;
}

// words: a JS array of strings. Returns a Float32Array view, or null.
emscripten::val wordEmbeddings(emscripten::val words, double dim) {
  const double count = words["length"].as<double>();
  if (!checkEmbeddingSize(count, dim)) return emscripten::val::null();
  embeddingRows.clear();
  for (int index = 0; index < static_cast<int>(count); ++index) {
    const auto row = attention::toyWordEmbedding(words[index].as<std::string>(),
                                                 static_cast<int>(dim));
    embeddingRows.insert(embeddingRows.end(), row.begin(), row.end());
  }
  return emscripten::val(emscripten::typed_memory_view(embeddingRows.size(),
                                                       embeddingRows.data()));
}

// ids: a JS array of whole numbers. Returns a Float32Array view, or null.
emscripten::val normalEmbeddings(emscripten::val ids, double dim, double seed) {
  const double count = ids["length"].as<double>();
  if (!checkEmbeddingSize(count, dim)) return emscripten::val::null();
  std::vector<std::int64_t> idList;
  for (int index = 0; index < static_cast<int>(count); ++index)
    idList.push_back(static_cast<std::int64_t>(ids[index].as<double>()));
  embeddingRows = attention::normalEmbeddingRows(
      idList, static_cast<int>(dim), static_cast<std::uint64_t>(seed));
  return emscripten::val(emscripten::typed_memory_view(embeddingRows.size(),
                                                       embeddingRows.data()));
}

// The hot path of web/lib/attention.js as plain exports: a call through the
// Embind invoker costs microseconds under -sDYNAMIC_EXECUTION=0, a plain
// export tens of nanoseconds. attention_prepare validates the descriptor
// block (as checkAttentionShapes) and remembers the sizes; attention_run then
// checks the inputs the caller copied into the buffer and computes, once.
attention::AttentionDims preparedDims;
bool prepared = false;

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE int attention_prepare(std::uintptr_t descriptorAddress) {
  prepared = checkAttention(descriptorAddress, &preparedDims) == 0;
  return prepared ? 0 : 1;
}

EMSCRIPTEN_KEEPALIVE int attention_run(std::uintptr_t bufferAddress,
                                       int scale) {
  if (!prepared) return fail("attention_run without attention_prepare");
  prepared = false;
  const attention::AttentionDims& dims = preparedDims;
  auto* query = reinterpret_cast<float*>(bufferAddress);
  float* key = query + dims.queryElements();
  float* value = key + dims.keyElements();
  float* scores = value + dims.valueElements();
  float* scaledScores = scores + dims.scoreElements();
  float* weights = scaledScores + dims.scoreElements();
  float* output = weights + dims.scoreElements();
  std::string error =
      attention::checkFinite("query", query, dims.queryElements());
  if (error.empty())
    error = attention::checkFinite("key", key, dims.keyElements());
  if (error.empty())
    error = attention::checkFinite("value", value, dims.valueElements());
  if (!error.empty()) return fail(std::move(error));
  attention::scaledDotProductAttention(dims, query, key, value, scale != 0,
                                       scores, scaledScores, weights, output);
  // Finite inputs can still overflow float32 in q·k (|q·k| > 3.4e38); the
  // weights would then be NaN, so say so rather than return them.
  if (!attention::checkFinite("scores", scores, dims.scoreElements()).empty())
    return fail(
        "the scores q·k overflow float32 (some exceed 3.4e38 in size); "
        "scale query and key down");
  return 0;
}

}  // extern "C"

namespace {

// Bytes currently handed out by malloc: lets tests prove calls do not leak.
double heapBytesInUse() { return static_cast<double>(mallinfo().uordblks); }

}  // namespace

EMSCRIPTEN_BINDINGS(attention_core) {
  emscripten::function("checkProjectionShapes", &checkProjectionShapes);
  emscripten::function("project", &project);
  emscripten::function("takeLastError", &takeLastError);
  emscripten::function("chapterExample", &chapterExample);
  emscripten::function("heapBytesInUse", &heapBytesInUse);
  emscripten::function("wordEmbeddings", &wordEmbeddings);
  emscripten::function("normalEmbeddings", &normalEmbeddings);
}
