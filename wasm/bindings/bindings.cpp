// The only file that knows about Emscripten. It exposes raw, pointer-based
// entry points, one plan/run pair per core operation, each calling exactly
// the core's door (attention::planAttention and attention::attend, and so
// on); web/lib/attention.js wraps them in the public JS API.
//
// Descriptor block (doubles, written by JS): tensors as
// [rank, extent0..extent3, length] at slots 0, 6, 12, 18, options in slots
// 24 to 31, and the validated sizes written back from slot 32.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "attention/attention.hpp"
#include "attention/chapter_example.hpp"
#include "attention/common_mistakes.hpp"
#include "attention/embeddings.hpp"
#include "attention/scaling.hpp"
#include "attention/softmax_parts.hpp"

namespace {

using attention::Status;
using attention::TensorDescription;

constexpr int kTensorSlots = 6;
constexpr int kOptionsSlot = 24;
constexpr int kResultsSlot = 32;

std::string lastError;

const double* slots(std::uintptr_t descriptor) {
  return reinterpret_cast<const double*>(descriptor);
}

double* results(std::uintptr_t descriptor) {
  return reinterpret_cast<double*>(descriptor) + kResultsSlot;
}

TensorDescription readTensor(std::uintptr_t descriptor, int index) {
  const double* slot = slots(descriptor) + index * kTensorSlots;
  TensorDescription tensor;
  tensor.rank = slot[0];
  for (int axis = 0; axis < attention::kMaxRank; ++axis)
    tensor.extents[axis] = slot[1 + axis];
  tensor.length = slot[1 + attention::kMaxRank];
  return tensor;
}

// The mask in tensor slot 3; options [mask kind, scale by √d_k, scale,
// causal, softcapped, softcap].
void readOptions(std::uintptr_t descriptor,
                 attention::AttentionOptions* request) {
  const double* options = slots(descriptor) + kOptionsSlot;
  request->mask = readTensor(descriptor, 3);
  request->maskKind = static_cast<attention::MaskKind>(options[0]);
  request->scaleBySqrtKeyDim = options[1] != 0;
  request->scale = options[2];
  request->causal = options[3] != 0;
  request->softcapped = options[4] != 0;
  request->softcap = options[5];
}

// Tensors query, key, value, mask; the options.
attention::AttentionRequest readAttentionRequest(std::uintptr_t descriptor) {
  attention::AttentionRequest request;
  request.query = readTensor(descriptor, 0);
  request.key = readTensor(descriptor, 1);
  request.value = readTensor(descriptor, 2);
  readOptions(descriptor, &request);
  return request;
}

// Tensors scores (slot 0) and mask; the options, then [d_k given, d_k].
attention::AttentionWeightsRequest readWeightsRequest(
    std::uintptr_t descriptor) {
  const double* options = slots(descriptor) + kOptionsSlot;
  attention::AttentionWeightsRequest request;
  request.scores = readTensor(descriptor, 0);
  readOptions(descriptor, &request);
  request.keyDimGiven = options[6] != 0;
  request.keyDim = options[7];
  return request;
}

// 0, or 1 with lastError set. Out of line: inlined into every entry point,
// its copy of the message made the module 0.6 KiB (gzipped) larger.
[[gnu::noinline]] int report(Status status) {
  if (status.ok()) return 0;
  lastError = status.message();
  return 1;
}

// After a successful plan: the validated sizes JS reads back. Returns 0.
template <class Sizes>
int writeSizes(std::uintptr_t descriptor, const Sizes& sizes) {
  double* slot = results(descriptor);
  for (std::int64_t size : sizes) *slot++ = static_cast<double>(size);
  return 0;
}

// Plans an operation on the tensors in slots 0 and 1 (`plan`), then writes
// back the sizes `sizesOf` picks from its Dims.
template <class Dims, class Plan, class SizesOf>
int planTwoTensors(std::uintptr_t descriptor, Plan plan, SizesOf sizesOf) {
  Dims dims;
  if (report(plan(readTensor(descriptor, 0), readTensor(descriptor, 1),
                  &dims)) != 0)
    return 1;
  return writeSizes(descriptor, sizesOf(dims));
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
  val heads = val::array();
  for (const attention::HeadProjections& head : example.headProjections) {
    val projections = val::object();
    projections.set("heads", head.heads);
    projections.set("wq", val(typed_memory_view(head.queryWeights.size(),
                                                head.queryWeights.data())));
    projections.set("wk", val(typed_memory_view(head.keyWeights.size(),
                                                head.keyWeights.data())));
    projections.set("wv", val(typed_memory_view(head.valueWeights.size(),
                                                head.valueWeights.data())));
    heads.call<void>("push", projections);
  }
  result.set("headProjections", heads);
  result.set("dim", attention::kExampleDim);
  return result;
}

// Bytes currently handed out by malloc: lets tests prove calls do not leak.
double heapBytesInUse() { return static_cast<double>(mallinfo().uordblks); }

}  // namespace

// Plain exports rather than Embind functions: a call through the Embind
// invoker costs microseconds under -sDYNAMIC_EXECUTION=0, a plain export
// tens of nanoseconds, which matters for the toy call.
extern "C" {

EMSCRIPTEN_KEEPALIVE int attention_plan(std::uintptr_t descriptor) {
  attention::AttentionPlan plan;
  if (report(attention::planAttention(readAttentionRequest(descriptor),
                                      &plan)) != 0)
    return 1;
  const attention::AttentionDims& dims = plan.dims;
  return writeSizes(descriptor,
                    std::array<std::int64_t, 7>{
                        dims.batch, dims.heads, dims.kvHeads, dims.queries,
                        dims.keys, dims.keyDim, dims.valueDim});
}

EMSCRIPTEN_KEEPALIVE int attention_run(std::uintptr_t descriptor,
                                       const float* query, const float* key,
                                       const float* value, const void* mask,
                                       float* scores, float* scaledScores,
                                       float* weights, float* output) {
  return report(attention::attend(readAttentionRequest(descriptor),
                                  {query, key, value, mask},
                                  {scores, scaledScores, weights, output}));
}

EMSCRIPTEN_KEEPALIVE int attention_weights_plan(std::uintptr_t descriptor) {
  attention::AttentionPlan plan;
  if (report(attention::planAttentionWeights(readWeightsRequest(descriptor),
                                             &plan)) != 0)
    return 1;
  const attention::AttentionDims& dims = plan.dims;
  return writeSizes(descriptor,
                    std::array<std::int64_t, 4>{dims.batch, dims.heads,
                                                dims.queries, dims.keys});
}

EMSCRIPTEN_KEEPALIVE int attention_weights_run(std::uintptr_t descriptor,
                                               const float* scores,
                                               const void* mask,
                                               float* scaledScores,
                                               float* weights) {
  return report(attention::attentionWeights(
      readWeightsRequest(descriptor), scores, mask, scaledScores, weights));
}

EMSCRIPTEN_KEEPALIVE int projection_plan(std::uintptr_t descriptor) {
  return planTwoTensors<attention::ProjectionDims>(
      descriptor, attention::planProjection, [](const auto& dims) {
        return std::array<std::int64_t, 2>{dims.rows, dims.cols};
      });
}

EMSCRIPTEN_KEEPALIVE int projection_run(std::uintptr_t descriptor,
                                        const float* x, const float* w,
                                        float* out) {
  return report(attention::project(readTensor(descriptor, 0),
                                   readTensor(descriptor, 1), x, w, out));
}

EMSCRIPTEN_KEEPALIVE int plane_plan(std::uintptr_t descriptor) {
  return planTwoTensors<attention::PlaneDims>(
      descriptor, attention::planPrincipalPlane, [](const auto& dims) {
        return std::array<std::int64_t, 2>{dims.values, dims.points};
      });
}

// Writes the retained share of variance to results slot 2.
EMSCRIPTEN_KEEPALIVE int plane_run(std::uintptr_t descriptor,
                                   const float* values, const float* points,
                                   float* valueCoordinates,
                                   float* pointCoordinates) {
  return report(attention::principalPlane(
      readTensor(descriptor, 0), readTensor(descriptor, 1), values, points,
      valueCoordinates, pointCoordinates, results(descriptor) + 2));
}

EMSCRIPTEN_KEEPALIVE int embedding_plan(double count, double dim) {
  return report(attention::checkEmbeddingSize(count, dim));
}

// words: `count` UTF-8 strings back to back in `bytes`, their byte lengths
// in `lengths`.
EMSCRIPTEN_KEEPALIVE int embed_words_run(double count, double dim,
                                         const std::uint32_t* lengths,
                                         const char* bytes, float* out) {
  std::vector<std::string> words;
  if (count >= 1 && count <= attention::kMaxExtent) {
    for (int index = 0; index < static_cast<int>(count); ++index) {
      words.emplace_back(bytes, lengths[index]);
      bytes += lengths[index];
    }
  }
  return report(attention::embedWords(words, dim, out));
}

EMSCRIPTEN_KEEPALIVE int embed_ids_run(double count, double dim, double seed,
                                       const double* ids, float* out) {
  return report(attention::embedIds(ids, count, dim, seed, out));
}

// The d_k statistics' request from its scalars; keyDims: `count` doubles.
// The core validates it (the JS wrapper already bounded the list).
static attention::ScalingRequest scalingRequest(const double* keyDims,
                                                double count, double keys,
                                                double samples, double seed) {
  attention::ScalingRequest request;
  if (count >= 0 && count <= 16)
    request.keyDims.assign(keyDims, keyDims + static_cast<int>(count));
  request.keys = keys;
  request.samples = samples;
  request.seed = seed;
  return request;
}

// Writes attention::kScalingFields floats per key dimension.
EMSCRIPTEN_KEEPALIVE int scaling_run(const double* keyDims, double count,
                                     double keys, double samples, double seed,
                                     float* out) {
  return report(attention::scalingStatistics(
      scalingRequest(keyDims, count, keys, samples, seed), out));
}

// The same statistics in parts (attention::ScalingRun), so that the page
// can draw them in idle moments: scaling_begin validates the request and
// returns the run (0 on an error), scaling_advance draws up to `count` more
// samples and returns 1 once every one is drawn, and scaling_end frees the
// run, first writing its statistics to `out` unless that is null (a run
// given up before scaling_advance returned 1).
EMSCRIPTEN_KEEPALIVE std::uintptr_t scaling_begin(const double* keyDims,
                                                  double count, double keys,
                                                  double samples, double seed) {
  const attention::ScalingRequest request =
      scalingRequest(keyDims, count, keys, samples, seed);
  if (report(attention::planScaling(request)) != 0) return 0;
  return reinterpret_cast<std::uintptr_t>(new attention::ScalingRun(request));
}

EMSCRIPTEN_KEEPALIVE int scaling_advance(std::uintptr_t run, double count) {
  // At least one sample (NaN too), and no more than a run can have.
  const int samples =
      count >= 1 ? static_cast<int>(std::min(count, 65536.0)) : 1;
  return reinterpret_cast<attention::ScalingRun*>(run)->advance(samples) ? 1
                                                                         : 0;
}

EMSCRIPTEN_KEEPALIVE void scaling_end(std::uintptr_t run, float* out) {
  auto* scalingRun = reinterpret_cast<attention::ScalingRun*>(run);
  if (out != nullptr) scalingRun->write(out);
  delete scalingRun;
}

// scaledScores: rows × keys floats; out: the exponentials, then the sums,
// then the shifts (attention::softmaxParts).
EMSCRIPTEN_KEEPALIVE int softmax_parts_run(const float* scaledScores,
                                           double rows, double keys,
                                           float* out) {
  // Sizes first: the output's parts are placed by them.
  if (attention::Status plan = attention::planSoftmaxParts(rows, keys);
      !plan.ok())
    return report(plan);
  const auto count = static_cast<std::size_t>(rows * keys);
  const auto rowCount = static_cast<std::size_t>(rows);
  return report(attention::softmaxParts(scaledScores, rows, keys, out,
                                        out + count, out + count + rowCount));
}

// An attention request (attention_plan sizes `out`); out: the outputs back
// to back (attention::placeCommonMistakes).
EMSCRIPTEN_KEEPALIVE int common_mistakes_run(std::uintptr_t descriptor,
                                             const float* query,
                                             const float* key,
                                             const float* value, float* out) {
  return report(attention::commonMistakes(readAttentionRequest(descriptor),
                                          {query, key, value, nullptr}, out));
}

}  // extern "C"

EMSCRIPTEN_BINDINGS(attention_core) {
  emscripten::function("takeLastError", &takeLastError);
  emscripten::function("chapterExample", &chapterExample);
  emscripten::function("heapBytesInUse", &heapBytesInUse);
}
