#include "attention/attention.hpp"

#include <Eigen/Core>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "kernels.hpp"

namespace attention {
namespace {

using RowMajorMatrix =
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using ConstMatrixMap = Eigen::Map<const RowMajorMatrix>;
using MatrixMap = Eigen::Map<RowMajorMatrix>;

bool isWholeNumber(double value) {
  return std::isfinite(value) && value == std::floor(value);
}

// Shortest readable form: "5", "4.5", "nan", "1e+06". snprintf instead of
// iostreams keeps the WebAssembly module small.
std::string formatNumber(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", value);
  return text;
}

// "[2, 5, 4]" as the caller wrote it; odd extents are printed as given.
std::string formatShape(const TensorDescription& tensor) {
  std::string text = "[";
  const int shown =
      isWholeNumber(tensor.rank) && tensor.rank >= 1 && tensor.rank <= 3
          ? static_cast<int>(tensor.rank)
          : 0;
  for (int axis = 0; axis < shown; ++axis) {
    if (axis > 0) text += ", ";
    text += formatNumber(tensor.extents[axis]);
  }
  return text + "]";
}

// Checks rank, extents and data length of one tensor that must have rank 2
// (an implicit batch of one) or 3. On success fills batch/rows/cols.
std::string checkTensor(const char* name, const TensorDescription& tensor,
                        std::int64_t* batch, std::int64_t* rows,
                        std::int64_t* cols) {
  // Messages are built only on failure: valid calls allocate nothing here.
  const auto prefix = [&] { return std::string(name) + " has shape "; };
  if (tensor.rank != 2 && tensor.rank != 3)
    return std::string(name) +
           " must be 2-D [n, d] or 3-D [batch, n, d], but it has " +
           formatNumber(tensor.rank) + " dimensions";
  const int rank = static_cast<int>(tensor.rank);
  double elements = 1;
  for (int axis = 0; axis < rank; ++axis) {
    const double extent = tensor.extents[axis];
    if (!isWholeNumber(extent) || extent < 0)
      return prefix() + formatShape(tensor) +
             ": every dimension must be a whole number";
    if (extent == 0)
      return prefix() + formatShape(tensor) +
             ": empty dimensions are not allowed";
    if (extent > kMaxExtent)
      return prefix() + formatShape(tensor) + ": dimensions are limited to " +
             formatNumber(kMaxExtent);
    elements *= extent;
  }
  if (elements > kMaxElements)
    return prefix() + formatShape(tensor) + " (" + formatNumber(elements) +
           " elements): tensors are limited to " + formatNumber(kMaxElements) +
           " elements";
  if (tensor.length != elements)
    return prefix() + formatShape(tensor) + ", which needs " +
           formatNumber(elements) + " values, but its data holds " +
           formatNumber(tensor.length);
  *batch = rank == 3 ? static_cast<std::int64_t>(tensor.extents[0]) : 1;
  *rows = static_cast<std::int64_t>(tensor.extents[rank - 2]);
  *cols = static_cast<std::int64_t>(tensor.extents[rank - 1]);
  return {};
}

}  // namespace

std::string checkAttentionShapes(const TensorDescription& query,
                                 const TensorDescription& key,
                                 const TensorDescription& value,
                                 AttentionDims* dims) {
  std::int64_t queryBatch = 0, queries = 0, queryDim = 0;
  std::int64_t keyBatch = 0, keys = 0, keyDim = 0;
  std::int64_t valueBatch = 0, values = 0, valueDim = 0;
  std::string error =
      checkTensor("query", query, &queryBatch, &queries, &queryDim);
  if (error.empty()) error = checkTensor("key", key, &keyBatch, &keys, &keyDim);
  if (error.empty())
    error = checkTensor("value", value, &valueBatch, &values, &valueDim);
  if (!error.empty()) return error;

  const auto shapes = [&] {
    return "query " + formatShape(query) + ", key " + formatShape(key) +
           ", value " + formatShape(value);
  };
  if (query.rank != key.rank || key.rank != value.rank)
    return "query, key and value must all be 2-D or all be 3-D; got " +
           shapes();
  if (queryBatch != keyBatch || keyBatch != valueBatch)
    return "query, key and value must have the same batch size; got " +
           shapes();
  if (queryDim != keyDim)
    return "query and key must have the same last dimension d_k; got " +
           shapes();
  if (keys != values)
    return "key and value must have the same number of rows (one value per "
           "key); got " +
           shapes();
  const double scoreElements = static_cast<double>(queryBatch) * queries * keys;
  const double outputElements =
      static_cast<double>(queryBatch) * queries * valueDim;
  if (scoreElements > kMaxElements || outputElements > kMaxElements) {
    return "the scores or output of " + shapes() +
           " would exceed the limit of " + formatNumber(kMaxElements) +
           " elements per tensor";
  }
  *dims = {queryBatch, queries, keys, queryDim, valueDim};
  return {};
}

std::string checkProjectionShapes(const TensorDescription& x,
                                  const TensorDescription& w,
                                  ProjectionDims* dims) {
  std::int64_t xBatch = 0, rows = 0, inner = 0;
  std::int64_t wBatch = 0, wRows = 0, cols = 0;
  std::string error = checkTensor("x", x, &xBatch, &rows, &inner);
  if (error.empty()) error = checkTensor("w", w, &wBatch, &wRows, &cols);
  if (!error.empty()) return error;
  const std::string shapes = "x " + formatShape(x) + ", w " + formatShape(w);
  if (x.rank != 2 || w.rank != 2)
    return "project takes 2-D x [n, d_in] and w [d_in, d_out]; got " + shapes;
  if (inner != wRows) return "x's columns must equal w's rows; got " + shapes;
  if (static_cast<double>(rows) * cols > kMaxElements)
    return "the product of " + shapes + " would be too large";
  *dims = {rows, inner, cols};
  return {};
}

std::string checkFinite(const char* name, const float* data,
                        std::int64_t length) {
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
      return std::string(name) + " contains " + formatNumber(data[index]) +
             " at flat index " + std::to_string(index) +
             "; every entry must be a finite number";
  }
  return {};
}

void softmaxRows(float* values, std::int64_t rows, std::int64_t cols) {
  MatrixMap matrix(values, rows, cols);
  for (std::int64_t row = 0; row < rows; ++row) {
    auto entries = matrix.row(row).array();
    entries = (entries - entries.maxCoeff()).exp();
    entries /= entries.sum();
  }
}

namespace kernels {

void attendEigen(const AttentionDims& dims, const float* query,
                 const float* key, const float* value, bool scale,
                 float* scores, float* scaledScores, float* weights,
                 float* output) {
  const std::int64_t n = dims.queries, m = dims.keys;
  // Divide (rather than multiply by a reciprocal) to match PyTorch's
  // `scores / sqrt(dim_k)` bit for bit.
  const float divisor = std::sqrt(static_cast<float>(dims.keyDim));
  for (std::int64_t b = 0; b < dims.batch; ++b) {
    ConstMatrixMap q(query + b * n * dims.keyDim, n, dims.keyDim);
    ConstMatrixMap k(key + b * m * dims.keyDim, m, dims.keyDim);
    ConstMatrixMap v(value + b * m * dims.valueDim, m, dims.valueDim);
    MatrixMap raw(scores + b * n * m, n, m);
    MatrixMap scaled(scaledScores + b * n * m, n, m);
    MatrixMap w(weights + b * n * m, n, m);
    MatrixMap out(output + b * n * dims.valueDim, n, dims.valueDim);

    raw.noalias() = q * k.transpose();
    if (scale)
      scaled = raw / divisor;
    else
      scaled = raw;
    w = scaled;
    softmaxRows(w.data(), n, m);
    out.noalias() = w * v;
  }
}

}  // namespace kernels

// The blocked kernel where there is SIMD to feed it (WebAssembly built with
// -msimd128); Eigen elsewhere (native builds, the scalar WebAssembly build)
// and for tiny problems such as the chapter's 5×4 example, where blocking
// gains nothing and Eigen's plain loops are quicker.
void scaledDotProductAttention(const AttentionDims& dims, const float* query,
                               const float* key, const float* value, bool scale,
                               float* scores, float* scaledScores,
                               float* weights, float* output) {
#if defined(__wasm_simd128__) || defined(ATTENTION_BLOCKED_KERNEL)
  constexpr std::int64_t kTinyWork = 16384;  // n·m·(d_k + d_v)
  if (dims.queries * dims.keys * (dims.keyDim + dims.valueDim) >= kTinyWork) {
    kernels::attendBlocked(dims, query, key, value, scale, scores, scaledScores,
                           weights, output);
    return;
  }
#endif
  kernels::attendEigen(dims, query, key, value, scale, scores, scaledScores,
                       weights, output);
}

void project(const ProjectionDims& dims, const float* x, const float* w,
             float* out) {
  ConstMatrixMap xMatrix(x, dims.rows, dims.inner);
  ConstMatrixMap wMatrix(w, dims.inner, dims.cols);
  MatrixMap result(out, dims.rows, dims.cols);
  result.noalias() = xMatrix * wMatrix;
}

}  // namespace attention
