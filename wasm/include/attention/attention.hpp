// Scaled dot-product attention with every intermediate, in plain C++ (Eigen).
// Nothing here knows about Emscripten: the same code builds natively for the
// unit tests and the fuzzer, and into WebAssembly through
// bindings/bindings.cpp.
//
// Each operation has one door: plan* validates what can be known from the
// shapes and options (so callers can size their buffers), and the operation
// itself (attend, attentionWeights, project) plans again, checks the data,
// computes and checks the result. The bindings and the fuzzer call exactly
// these.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

namespace attention {

// Largest extent accepted on any axis, and largest number of elements in any
// tensor the core reads or writes (inputs, scores, weights, output). 2^24
// floats is 64 MiB, which keeps a single call well inside a browser's heap.
constexpr double kMaxExtent = 65536;
constexpr double kMaxElements = 16777216;
constexpr int kMaxRank = 4;

// The outcome of a door: ok, or a message that names the offending argument
// and its shape.
class Status {
 public:
  Status() = default;
  static Status error(std::string message) {
    Status status;
    status.message_ = std::move(message);
    return status;
  }
  bool ok() const { return message_.empty(); }
  const std::string& message() const { return message_; }

 private:
  std::string message_;
};

// What the caller says about one tensor. Extents are doubles so that a
// non-integer, negative, NaN or huge extent reaches the validator unchanged.
struct TensorDescription {
  double rank = 0;
  double extents[kMaxRank] = {0, 0, 0, 0};
  double length = 0;  // number of entries actually supplied
};

enum class MaskKind { kNone = 0, kBoolean = 1, kAdditive = 2 };

// What attention does between the raw scores and the softmax, as asked.
struct AttentionOptions {
  MaskKind maskKind = MaskKind::kNone;
  TensorDescription mask;         // broadcastable to the scores' shape
  bool scaleBySqrtKeyDim = true;  // else multiply by `scale`
  double scale = 1;
  bool causal = false;  // key j visible to query i iff j <= i + (m - n)
  bool softcapped = false;
  double softcap = 0;  // scores become c·tanh(scores / c)
};

// One attention call as asked: Q [.., n, d_k], K [.., m, d_k], V [.., m, d_v]
// (2-D, 3-D with a batch axis, or 4-D [batch, heads, n, d] where key and
// value may have fewer heads than the query), and the options.
struct AttentionRequest : AttentionOptions {
  TensorDescription query, key, value;
};

// The softmax half of attention as asked: raw scores [.., n, m] (shaped as
// attend returns them) and the options; d_k is needed only to divide by
// √d_k.
struct AttentionWeightsRequest : AttentionOptions {
  TensorDescription scores;
  bool keyDimGiven = false;
  double keyDim = 0;
};

// Validated sizes: Q [batch, heads, queries, keyDim],
// K [batch, kvHeads, keys, keyDim], V [batch, kvHeads, keys, valueDim].
struct AttentionDims {
  std::int64_t batch = 1;
  std::int64_t heads = 1;
  std::int64_t kvHeads = 1;
  std::int64_t queries = 0;
  std::int64_t keys = 0;
  std::int64_t keyDim = 0;
  std::int64_t valueDim = 0;

  std::int64_t slices() const { return batch * heads; }
  std::int64_t queryElements() const { return slices() * queries * keyDim; }
  std::int64_t keyElements() const { return batch * kvHeads * keys * keyDim; }
  std::int64_t valueElements() const {
    return batch * kvHeads * keys * valueDim;
  }
  std::int64_t scoreElements() const { return slices() * queries * keys; }
  std::int64_t outputElements() const { return slices() * queries * valueDim; }
};

// Where the mask's entries sit over the scores [batch, heads, queries, keys]:
// element strides per axis, 0 along axes it is broadcast over.
struct MaskLayout {
  MaskKind kind = MaskKind::kNone;
  std::int64_t elements = 0;
  std::int64_t batchStride = 0, headStride = 0, rowStride = 0, columnStride = 0;
};

// A validated request, ready for a kernel.
struct AttentionPlan {
  AttentionDims dims;
  MaskLayout mask;
  bool divideBySqrtKeyDim = true;  // PyTorch's `scores / sqrt(d_k)`
  float divisor = 1;               // √d_k
  float multiplier = 1;            // the given scale otherwise
  bool causal = false;
  float softcap = 0;  // 0: none
  // Anything beyond the chapter's recipe (any scale is part of the recipe).
  bool masksOrCaps() const {
    return causal || softcap > 0 || mask.kind != MaskKind::kNone;
  }
};

struct AttentionInputs {
  const float* query = nullptr;
  const float* key = nullptr;
  const float* value = nullptr;
  const void* mask = nullptr;  // std::uint8_t (boolean) or float (additive)
};

// Row-major buffers sized from the plan. scaledScores is what the softmax
// reads: scaled, softcapped, masked (−∞ where masked). A row with every key
// masked gets weights and output 0.
struct AttentionOutputs {
  float* scores = nullptr;
  float* scaledScores = nullptr;
  float* weights = nullptr;
  float* output = nullptr;
};

Status planAttention(const AttentionRequest& request, AttentionPlan* plan);
// `what`, then "; got query [..], key [..], value [..]" as the request has
// them: the message of a request whose shapes do not fit together.
Status shapesError(const AttentionRequest& request, const char* what);
Status attend(const AttentionRequest& request, const AttentionInputs& inputs,
              const AttentionOutputs& outputs);

// scaledScores and weights [.., n, m] from raw scores, by the code attend
// runs: attend's scores fed back give its scaledScores and weights bit for
// bit. (Natively, where Eigen vectorises with SSE, only for buffers aligned
// alike: it peels a buffer's unaligned first entries off its packet loops.
// The WebAssembly builds have no Eigen packets.) The plan's dims have
// heads = kvHeads, keyDim 0 when not given and valueDim 0.
Status planAttentionWeights(const AttentionWeightsRequest& request,
                            AttentionPlan* plan);
Status attentionWeights(const AttentionWeightsRequest& request,
                        const float* scores, const void* mask,
                        float* scaledScores, float* weights);

// Validated sizes of x [rows, inner] times w [inner, cols].
struct ProjectionDims {
  std::int64_t rows = 0;
  std::int64_t inner = 0;
  std::int64_t cols = 0;
};

Status planProjection(const TensorDescription& x, const TensorDescription& w,
                      ProjectionDims* dims);
// out [rows, cols] = x [rows, inner] · w [inner, cols].
Status project(const TensorDescription& x, const TensorDescription& w,
               const float* xData, const float* wData, float* out);

// A principal-plane projection of values [m, d] (and of optional points
// [k, d] in the same plane): centred on the values' mean, onto the two
// eigenvectors of their covariance with the largest eigenvalues. Each axis
// is signed so that its largest-magnitude component is positive.
// retainedVariance is the share of the total variance the plane keeps (1
// when there is no variance at all). points.rank == 0 means no points.
struct PlaneDims {
  std::int64_t values = 0;
  std::int64_t points = 0;
  std::int64_t dim = 0;
};

Status planPrincipalPlane(const TensorDescription& values,
                          const TensorDescription& points, PlaneDims* dims);
Status principalPlane(const TensorDescription& values,
                      const TensorDescription& points, const float* valueData,
                      const float* pointData, float* valueCoordinates,
                      float* pointCoordinates, double* retainedVariance);

// Every entry finite, or a message naming `name` and the first bad index.
Status checkFinite(const char* name, const float* data, std::int64_t length);

// Formatting shared by the validators.
std::string formatNumber(double value);

}  // namespace attention
