// Scaled dot-product attention with every intermediate, in plain C++ (Eigen).
// Nothing here knows about Emscripten: the same code builds natively for the
// unit tests and the fuzzer, and into WebAssembly through
// bindings/bindings.cpp.
#pragma once

#include <cstdint>
#include <string>

namespace attention {

// Largest extent accepted on any axis, and largest number of elements in any
// tensor the core reads or writes (inputs, scores, weights, output). 2^24
// floats is 64 MiB, which keeps a single call well inside a browser's heap.
constexpr double kMaxExtent = 65536;
constexpr double kMaxElements = 16777216;

// What the caller says about one input tensor. Extents are doubles so that a
// non-integer, negative, NaN or huge extent reaches the validator unchanged.
struct TensorDescription {
  double rank = 0;
  double extents[3] = {0, 0, 0};
  double length = 0;  // number of floats actually supplied
};

// Validated sizes of one attention call: Q [batch, queries, keyDim],
// K [batch, keys, keyDim], V [batch, keys, valueDim].
struct AttentionDims {
  std::int64_t batch = 0;
  std::int64_t queries = 0;
  std::int64_t keys = 0;
  std::int64_t keyDim = 0;
  std::int64_t valueDim = 0;

  std::int64_t queryElements() const { return batch * queries * keyDim; }
  std::int64_t keyElements() const { return batch * keys * keyDim; }
  std::int64_t valueElements() const { return batch * keys * valueDim; }
  std::int64_t scoreElements() const { return batch * queries * keys; }
  std::int64_t outputElements() const { return batch * queries * valueDim; }
};

// Validated sizes of x [rows, inner] times w [inner, cols].
struct ProjectionDims {
  std::int64_t rows = 0;
  std::int64_t inner = 0;
  std::int64_t cols = 0;
};

// Each check returns an empty string when the input is usable, otherwise a
// message that names the offending argument and its shape.
std::string checkAttentionShapes(const TensorDescription& query,
                                 const TensorDescription& key,
                                 const TensorDescription& value,
                                 AttentionDims* dims);
std::string checkProjectionShapes(const TensorDescription& x,
                                  const TensorDescription& w,
                                  ProjectionDims* dims);
std::string checkFinite(const char* name, const float* data,
                        std::int64_t length);

// Row-major buffers sized from dims. scaledScores equals scores when scale is
// false (PyTorch's recipe without the division). All outputs are written.
void scaledDotProductAttention(const AttentionDims& dims, const float* query,
                               const float* key, const float* value, bool scale,
                               float* scores, float* scaledScores,
                               float* weights, float* output);

// Numerically stable softmax over each of `rows` rows of length `cols`,
// in place: the row maximum is subtracted before exponentiating.
void softmaxRows(float* values, std::int64_t rows, std::int64_t cols);

// out [rows, cols] = x [rows, inner] * w [inner, cols].
void project(const ProjectionDims& dims, const float* x, const float* w,
             float* out);

}  // namespace attention
