#include "attention/attention.hpp"

#include <Eigen/Core>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

#include "eigen_maps.hpp"
#include "kernels.hpp"

namespace attention {
namespace {

bool isWholeNumber(double value) {
  return std::isfinite(value) && value == std::floor(value);
}

bool isWholeRank(double rank) {
  return isWholeNumber(rank) && rank >= 1 && rank <= kMaxRank;
}

// "[2, 5, 4]" as the caller wrote it; odd extents are printed as given.
std::string formatShape(const TensorDescription& tensor) {
  std::string text = "[";
  const int shown =
      isWholeRank(tensor.rank) ? static_cast<int>(tensor.rank) : 0;
  for (int axis = 0; axis < shown; ++axis) {
    if (axis > 0) text += ", ";
    text += formatNumber(tensor.extents[axis]);
  }
  return text + "]";
}

std::string formatShape(const std::int64_t* extents, int rank) {
  std::string text = "[";
  for (int axis = 0; axis < rank; ++axis) {
    if (axis > 0) text += ", ";
    text += std::to_string(extents[axis]);
  }
  return text + "]";
}

// Checks rank (within [minRank, maxRank]), extents and data length of one
// tensor; on success writes its whole extents.
Status checkTensor(const char* name, const TensorDescription& tensor,
                   int minRank, int maxRank, const char* ranks,
                   std::int64_t* extents) {
  // Messages are built only on failure: valid calls allocate nothing here.
  const auto prefix = [&] { return std::string(name) + " has shape "; };
  if (!isWholeNumber(tensor.rank) || tensor.rank < minRank ||
      tensor.rank > maxRank)
    return Status::error(std::string(name) + " must be " + ranks +
                         ", but it has " + formatNumber(tensor.rank) +
                         " dimensions");
  const int rank = static_cast<int>(tensor.rank);
  double elements = 1;
  for (int axis = 0; axis < rank; ++axis) {
    const double extent = tensor.extents[axis];
    if (!isWholeNumber(extent) || extent < 0)
      return Status::error(prefix() + formatShape(tensor) +
                           ": every dimension must be a whole number");
    if (extent == 0)
      return Status::error(prefix() + formatShape(tensor) +
                           ": empty dimensions are not allowed");
    if (extent > kMaxExtent)
      return Status::error(prefix() + formatShape(tensor) +
                           ": dimensions are limited to " +
                           formatNumber(kMaxExtent));
    elements *= extent;
  }
  if (elements > kMaxElements)
    return Status::error(prefix() + formatShape(tensor) + " (" +
                         formatNumber(elements) +
                         " elements): tensors are limited to " +
                         formatNumber(kMaxElements) + " elements");
  if (tensor.length != elements)
    return Status::error(prefix() + formatShape(tensor) + ", which needs " +
                         formatNumber(elements) +
                         " values, but its data holds " +
                         formatNumber(tensor.length));
  for (int axis = 0; axis < rank; ++axis)
    extents[axis] = static_cast<std::int64_t>(tensor.extents[axis]);
  return {};
}

// The mask, right-aligned against the scores' shape as in NumPy and
// PyTorch: each of its axes is 1 (broadcast) or the scores' extent.
Status planMask(const AttentionOptions& options, const std::int64_t* scoreShape,
                int scoreRank, MaskLayout* layout) {
  if (options.maskKind == MaskKind::kNone) return {};
  std::int64_t extents[kMaxRank];
  Status status =
      checkTensor("mask", options.mask, 1, scoreRank,
                  "at most as many dimensions as the scores", extents);
  if (!status.ok())
    return Status::error(status.message() + " (scores " +
                         formatShape(scoreShape, scoreRank) + ")");
  const int rank = static_cast<int>(options.mask.rank);
  // Strides of the mask over the four canonical axes [batch, heads, n, m].
  std::int64_t strides[kMaxRank] = {0, 0, 0, 0};
  std::int64_t stride = 1;
  for (int axis = rank - 1; axis >= 0; --axis) {
    const int scoreAxis = scoreRank - rank + axis;
    if (extents[axis] != 1 && extents[axis] != scoreShape[scoreAxis])
      return Status::error(
          "mask has shape " + formatShape(options.mask) +
          ", which does not broadcast to the scores' shape " +
          formatShape(scoreShape, scoreRank) +
          ": counted from the right, each dimension must be 1 or match");
    // Scores [n, m], [batch, n, m] or [batch, heads, n, m] on the
    // canonical axes: the last two are always rows and columns.
    const int canonical = scoreAxis >= scoreRank - 2
                              ? kMaxRank - scoreRank + scoreAxis
                              : scoreAxis;
    if (extents[axis] != 1) strides[canonical] = stride;
    stride *= extents[axis];
  }
  layout->kind = options.maskKind;
  layout->elements = stride;
  layout->batchStride = strides[0];
  layout->headStride = strides[1];
  layout->rowStride = strides[2];
  layout->columnStride = strides[3];
  return {};
}

Status checkPositive(const char* name, double value, const char* accepted) {
  if (std::isfinite(value) && value > 0 && value <= 3.4e38) return {};
  return Status::error(std::string(name) + " must be " + accepted + "; got " +
                       formatNumber(value));
}

Status checkMaskData(const MaskLayout& mask, const void* data) {
  if (mask.kind == MaskKind::kBoolean) {
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    for (std::int64_t index = 0; index < mask.elements; ++index)
      if (bytes[index] > 1)
        return Status::error(
            "mask (Uint8Array, boolean) must hold only 0 (may not attend) "
            "and 1 (may attend); found " +
            std::to_string(bytes[index]) + " at flat index " +
            std::to_string(index));
  } else if (mask.kind == MaskKind::kAdditive) {
    const auto* values = static_cast<const float*>(data);
    for (std::int64_t index = 0; index < mask.elements; ++index)
      if (std::isnan(values[index]) ||
          values[index] == std::numeric_limits<float>::infinity())
        return Status::error(
            "mask (Float32Array, added to the scores) contains " +
            formatNumber(values[index]) + " at flat index " +
            std::to_string(index) +
            "; entries must be finite numbers or -Infinity");
  }
  return {};
}

// The options over scores of shape scoreShape, into a plan whose dims are
// already set (keyDim for the √d_k divisor).
Status planOptions(const AttentionOptions& options,
                   const std::int64_t* scoreShape, int scoreRank,
                   AttentionPlan* plan) {
  plan->divideBySqrtKeyDim = options.scaleBySqrtKeyDim;
  if (options.scaleBySqrtKeyDim) {
    plan->divisor = std::sqrt(static_cast<float>(plan->dims.keyDim));
  } else {
    Status status = checkPositive("scale", options.scale,
                                  "true, false or a positive finite number");
    if (!status.ok()) return status;
    plan->multiplier = static_cast<float>(options.scale);
  }
  if (options.softcapped) {
    Status status =
        checkPositive("softcap", options.softcap, "a positive finite number");
    if (!status.ok()) return status;
    plan->softcap = static_cast<float>(options.softcap);
  }
  plan->causal = options.causal;
  return planMask(options, scoreShape, scoreRank, &plan->mask);
}

// Whether some raw score times the multiplier leaves float32's range.
bool scaledOverflows(const AttentionPlan& plan, const float* scores,
                     std::int64_t count) {
  float largest = 0;
  for (std::int64_t index = 0; index < count; ++index)
    largest = std::max(largest, std::fabs(scores[index]));
  return std::isinf(largest * plan.multiplier);
}

// What the row pass made of finite raw scores: a scale above 1 can push a
// score past float32 either way (−∞ would pass for a masked key; a softcap
// brings such scores back to ±c), and an overflow once scaled or masked
// makes the weights NaN, so say so rather than return them.
Status checkScaledScores(const AttentionPlan& plan, const float* scores,
                         const float* weights) {
  const std::int64_t count = plan.dims.scoreElements();
  if (plan.multiplier > 1 && plan.softcap == 0 &&
      scaledOverflows(plan, scores, count))
    return Status::error(
        "the scaled scores overflow float32 (some exceed 3.4e38 in size); "
        "use a smaller scale");
  if ((plan.masksOrCaps() || plan.multiplier > 1) &&
      !checkFinite("weights", weights, count).ok())
    return Status::error(
        "the scaled and masked scores overflow float32 (some exceed 3.4e38 "
        "in size); use a smaller scale or mask values");
  return {};
}

}  // namespace

std::string formatNumber(double value) {
  // Shortest readable form: "5", "4.5", "nan", "1e+06". snprintf instead of
  // iostreams keeps the WebAssembly module small.
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", value);
  return text;
}

namespace {

// "query [5, 4], key [5, 3], value [5, 4]".
std::string formatShapes(const AttentionRequest& request) {
  return "query " + formatShape(request.query) + ", key " +
         formatShape(request.key) + ", value " + formatShape(request.value);
}

}  // namespace

Status shapesError(const AttentionRequest& request, const char* what) {
  return Status::error(std::string(what) + "; got " + formatShapes(request));
}

Status planAttention(const AttentionRequest& request, AttentionPlan* plan) {
  const char* ranks =
      "2-D [n, d], 3-D [batch, n, d] or 4-D [batch, heads, n, d]";
  std::int64_t q[kMaxRank], k[kMaxRank], v[kMaxRank];
  Status status = checkTensor("query", request.query, 2, 4, ranks, q);
  if (status.ok()) status = checkTensor("key", request.key, 2, 4, ranks, k);
  if (status.ok()) status = checkTensor("value", request.value, 2, 4, ranks, v);
  if (!status.ok()) return status;

  const auto fail = [&](const char* what) {
    return shapesError(request, what);
  };
  const int rank = static_cast<int>(request.query.rank);
  if (request.key.rank != rank || request.value.rank != rank)
    return fail("query, key and value must all be 2-D, all 3-D or all 4-D");
  if (rank >= 3 && (q[0] != k[0] || k[0] != v[0]))
    return fail("query, key and value must have the same batch size");
  AttentionDims dims;
  dims.batch = rank >= 3 ? q[0] : 1;
  if (rank == 4) {
    if (k[1] != v[1])
      return fail("key and value must have the same number of heads");
    if (q[1] % k[1] != 0)
      return fail(
          "the query's heads must be a multiple of the key's and value's "
          "heads (each key/value head serves H / H_kv consecutive query "
          "heads)");
    dims.heads = q[1];
    dims.kvHeads = k[1];
  }
  dims.queries = q[rank - 2];
  dims.keyDim = q[rank - 1];
  dims.keys = k[rank - 2];
  dims.valueDim = v[rank - 1];
  if (k[rank - 1] != dims.keyDim)
    return fail("query and key must have the same last dimension d_k");
  if (v[rank - 2] != dims.keys)
    return fail(
        "key and value must have the same number of rows (one value per key)");
  if (static_cast<double>(dims.scoreElements()) > kMaxElements ||
      static_cast<double>(dims.outputElements()) > kMaxElements)
    return Status::error("the scores or output of " + formatShapes(request) +
                         " would exceed the limit of " +
                         formatNumber(kMaxElements) + " elements per tensor");

  AttentionPlan result;
  result.dims = dims;
  std::int64_t scoreShape[kMaxRank];
  for (int axis = 0; axis < rank - 1; ++axis) scoreShape[axis] = q[axis];
  scoreShape[rank - 1] = dims.keys;
  status = planOptions(request, scoreShape, rank, &result);
  if (!status.ok()) return status;
  *plan = result;
  return {};
}

Status planAttentionWeights(const AttentionWeightsRequest& request,
                            AttentionPlan* plan) {
  std::int64_t s[kMaxRank];
  Status status = checkTensor(
      "scores", request.scores, 2, 4,
      "2-D [n, m], 3-D [batch, n, m] or 4-D [batch, heads, n, m]", s);
  if (!status.ok()) return status;
  const int rank = static_cast<int>(request.scores.rank);
  AttentionPlan result;
  AttentionDims& dims = result.dims;
  dims.batch = rank >= 3 ? s[0] : 1;
  dims.heads = dims.kvHeads = rank == 4 ? s[1] : 1;
  dims.queries = s[rank - 2];
  dims.keys = s[rank - 1];
  if (request.keyDimGiven) {
    if (!isWholeNumber(request.keyDim) || request.keyDim < 1 ||
        request.keyDim > kMaxExtent)
      return Status::error("keyDim (d_k) must be a whole number from 1 to " +
                           formatNumber(kMaxExtent) + "; got " +
                           formatNumber(request.keyDim));
    dims.keyDim = static_cast<std::int64_t>(request.keyDim);
  } else if (request.scaleBySqrtKeyDim) {
    return Status::error(
        "keyDim (d_k) is needed to divide the scores by √d_k (scale true); "
        "give it, or a scale of false or a number");
  }
  status = planOptions(request, s, rank, &result);
  if (!status.ok()) return status;
  *plan = result;
  return {};
}

Status checkFinite(const char* name, const float* data, std::int64_t length) {
  // First a branch-free pass the compiler vectorises (all-ones exponent bits
  // mean Inf or NaN); the loop that finds and names the entry runs only when
  // there is one.
  std::uint32_t nonFinite = 0;
  for (std::int64_t index = 0; index < length; ++index) {
    std::uint32_t bits;
    std::memcpy(&bits, data + index, sizeof bits);
    nonFinite |= (bits & 0x7f800000u) == 0x7f800000u;
  }
  if (nonFinite == 0) return {};
  for (std::int64_t index = 0; index < length; ++index) {
    if (!std::isfinite(data[index]))
      return Status::error(std::string(name) + " contains " +
                           formatNumber(data[index]) + " at flat index " +
                           std::to_string(index) +
                           "; every entry must be a finite number");
  }
  return {};
}

Status attend(const AttentionRequest& request, const AttentionInputs& inputs,
              const AttentionOutputs& outputs) {
  AttentionPlan plan;
  Status status = planAttention(request, &plan);
  const AttentionDims& dims = plan.dims;
  if (status.ok())
    status = checkFinite("query", inputs.query, dims.queryElements());
  if (status.ok()) status = checkFinite("key", inputs.key, dims.keyElements());
  if (status.ok())
    status = checkFinite("value", inputs.value, dims.valueElements());
  if (status.ok()) status = checkMaskData(plan.mask, inputs.mask);
  if (!status.ok()) return status;
  kernels::attend(plan, inputs, outputs);
  // Finite inputs can still overflow float32 in q·k (|q·k| > 3.4e38).
  if (!checkFinite("scores", outputs.scores, dims.scoreElements()).ok())
    return Status::error(
        "the scores q·k overflow float32 (some exceed 3.4e38 in size); "
        "scale query and key down");
  return checkScaledScores(plan, outputs.scores, outputs.weights);
}

Status attentionWeights(const AttentionWeightsRequest& request,
                        const float* scores, const void* mask,
                        float* scaledScores, float* weights) {
  AttentionPlan plan;
  Status status = planAttentionWeights(request, &plan);
  if (status.ok())
    status = checkFinite("scores", scores, plan.dims.scoreElements());
  if (status.ok()) status = checkMaskData(plan.mask, mask);
  if (!status.ok()) return status;
  kernels::attentionWeights(plan, scores, mask, scaledScores, weights);
  return checkScaledScores(plan, scores, weights);
}

namespace kernels {

float maskedScoresRow(const AttentionPlan& plan, const float* raw,
                      std::int64_t row, const void* maskRow, float* scaled) {
  const std::int64_t m = plan.dims.keys;
  const float lowest = -std::numeric_limits<float>::infinity();
  // Key j is visible to query `row` iff j < visible (bottom-right aligned).
  std::int64_t visible = m;
  if (plan.causal) {
    visible = row + 1 + m - plan.dims.queries;
    visible = visible < 0 ? 0 : (visible > m ? m : visible);
  }
  const std::int64_t step = plan.mask.columnStride;
  const auto* flags = static_cast<const std::uint8_t*>(maskRow);
  const auto* bias = static_cast<const float*>(maskRow);
  float rowMax = lowest;
  for (std::int64_t j = 0; j < m; ++j) {
    float x = plan.divideBySqrtKeyDim ? raw[j] / plan.divisor
                                      : raw[j] * plan.multiplier;
    if (plan.softcap > 0) x = plan.softcap * std::tanh(x / plan.softcap);
    if (plan.mask.kind == MaskKind::kAdditive) x += bias[j * step];
    if (j >= visible ||
        (plan.mask.kind == MaskKind::kBoolean && flags[j * step] == 0))
      x = lowest;
    scaled[j] = x;
    rowMax = x > rowMax ? x : rowMax;
  }
  return rowMax;
}

const void* maskRow(const AttentionPlan& plan, const void* mask,
                    std::int64_t batch, std::int64_t head, std::int64_t row) {
  const MaskLayout& layout = plan.mask;
  const std::int64_t offset = batch * layout.batchStride +
                              head * layout.headStride + row * layout.rowStride;
  if (layout.kind == MaskKind::kBoolean)
    return static_cast<const std::uint8_t*>(mask) + offset;
  if (layout.kind == MaskKind::kAdditive)
    return static_cast<const float*>(mask) + offset;
  return nullptr;
}

void rowPassEigen(const AttentionPlan& plan, std::int64_t batch,
                  std::int64_t head, const float* scores, const void* mask,
                  float* scaledScores, float* weights) {
  const std::int64_t n = plan.dims.queries, m = plan.dims.keys;
  ConstMatrixMap raw(scores, n, m);
  MatrixMap scaled(scaledScores, n, m);
  MatrixMap w(weights, n, m);
  if (plan.masksOrCaps()) {
    for (std::int64_t i = 0; i < n; ++i)
      maskedScoresRow(plan, raw.row(i).data(), i,
                      maskRow(plan, mask, batch, head, i),
                      scaled.row(i).data());
  } else if (plan.divideBySqrtKeyDim) {
    // Divide (rather than multiply by a reciprocal) to match PyTorch's
    // `scores / sqrt(dim_k)` bit for bit.
    scaled = raw / plan.divisor;
  } else {
    scaled = raw * plan.multiplier;
  }
  for (std::int64_t i = 0; i < n; ++i) {
    auto entries = w.row(i).array();
    const float rowMax = scaled.row(i).maxCoeff();
    if (rowMax == -std::numeric_limits<float>::infinity()) {
      entries.setZero();  // every key masked: no weight anywhere
      continue;
    }
    entries = (scaled.row(i).array() - rowMax).exp();
    // Vectorised exp clamps its input, so exp(−∞) can come out as a
    // denormal rather than 0: masked keys get exactly 0.
    if (plan.masksOrCaps())
      entries =
          (scaled.row(i).array() == -std::numeric_limits<float>::infinity())
              .select(0.0f, entries);
    entries /= entries.sum();
  }
}

RowPass rowPassFor(const AttentionDims& dims) {
#if defined(__wasm_simd128__)
  // Slices of up to 16 × 16 scores (every problem the lab shows) keep
  // Eigen's loops, which the lab's numbers come from; larger ones take the
  // fused vector loops, about 1.5 times quicker from 16 × 16 on (timed
  // through attentionWeights in Node). Never d_v: see kernels.hpp.
  constexpr std::int64_t kEigenRowPassScores = 256;
  if (dims.queries * dims.keys > kEigenRowPassScores) return rowPassVector;
#endif
  (void)dims;
  return rowPassEigen;
}

void attendEigen(const AttentionPlan& plan, const AttentionInputs& in,
                 const AttentionOutputs& out, RowPass rowPass) {
  const AttentionDims& dims = plan.dims;
  const std::int64_t n = dims.queries, m = dims.keys;
  const std::int64_t group = dims.heads / dims.kvHeads;
  for (std::int64_t slice = 0; slice < dims.slices(); ++slice) {
    const std::int64_t b = slice / dims.heads, h = slice % dims.heads;
    const std::int64_t kvSlice = b * dims.kvHeads + h / group;
    ConstMatrixMap q(in.query + slice * n * dims.keyDim, n, dims.keyDim);
    ConstMatrixMap k(in.key + kvSlice * m * dims.keyDim, m, dims.keyDim);
    ConstMatrixMap v(in.value + kvSlice * m * dims.valueDim, m, dims.valueDim);
    MatrixMap raw(out.scores + slice * n * m, n, m);
    MatrixMap w(out.weights + slice * n * m, n, m);
    MatrixMap result(out.output + slice * n * dims.valueDim, n, dims.valueDim);
    raw.noalias() = q * k.transpose();
    rowPass(plan, b, h, raw.data(), in.mask, out.scaledScores + slice * n * m,
            w.data());
    result.noalias() = w * v;
  }
}

// The blocked kernel where there is SIMD to feed it (WebAssembly built with
// -msimd128); Eigen elsewhere (native builds, the scalar WebAssembly build)
// and for tiny problems such as the chapter's 5×4 example, where blocking
// gains nothing and Eigen's plain loops are quicker.
void attend(const AttentionPlan& plan, const AttentionInputs& inputs,
            const AttentionOutputs& outputs) {
  const RowPass rowPass = rowPassFor(plan.dims);
#if defined(__wasm_simd128__)
  constexpr std::int64_t kTinyWork = 16384;  // n·m·(d_k + d_v)
  const AttentionDims& dims = plan.dims;
  if (dims.queries * dims.keys * (dims.keyDim + dims.valueDim) >= kTinyWork) {
    attendBlocked(plan, inputs, outputs, rowPass);
    return;
  }
#endif
  attendEigen(plan, inputs, outputs, rowPass);
}

void attentionWeights(const AttentionPlan& plan, const float* scores,
                      const void* mask, float* scaledScores, float* weights) {
  const AttentionDims& dims = plan.dims;
  const RowPass rowPass = rowPassFor(dims);
  const std::int64_t sliceElements = dims.queries * dims.keys;
  for (std::int64_t slice = 0; slice < dims.slices(); ++slice)
    rowPass(plan, slice / dims.heads, slice % dims.heads,
            scores + slice * sliceElements, mask,
            scaledScores + slice * sliceElements,
            weights + slice * sliceElements);
}

}  // namespace kernels

Status planProjection(const TensorDescription& x, const TensorDescription& w,
                      ProjectionDims* dims) {
  const char* ranks = "2-D";
  std::int64_t xShape[kMaxRank], wShape[kMaxRank];
  Status status = checkTensor("x", x, 2, 2, ranks, xShape);
  if (status.ok()) status = checkTensor("w", w, 2, 2, ranks, wShape);
  if (!status.ok())
    return Status::error(status.message() +
                         " (project takes x [n, d_in] and w [d_in, d_out])");
  const std::string shapes = "x " + formatShape(x) + ", w " + formatShape(w);
  if (xShape[1] != wShape[0])
    return Status::error("x's columns must equal w's rows; got " + shapes);
  if (static_cast<double>(xShape[0]) * wShape[1] > kMaxElements)
    return Status::error("the product of " + shapes + " would be too large");
  *dims = {xShape[0], xShape[1], wShape[1]};
  return {};
}

Status project(const TensorDescription& x, const TensorDescription& w,
               const float* xData, const float* wData, float* out) {
  ProjectionDims dims;
  Status status = planProjection(x, w, &dims);
  if (status.ok()) status = checkFinite("x", xData, dims.rows * dims.inner);
  if (status.ok()) status = checkFinite("w", wData, dims.inner * dims.cols);
  if (!status.ok()) return status;
  ConstMatrixMap xMatrix(xData, dims.rows, dims.inner);
  ConstMatrixMap wMatrix(wData, dims.inner, dims.cols);
  MatrixMap result(out, dims.rows, dims.cols);
  result.noalias() = xMatrix * wMatrix;
  return {};
}

}  // namespace attention
