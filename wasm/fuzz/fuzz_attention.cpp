// libFuzzer target for the attention core: shapes, the scale flag and raw
// float bit patterns go through the same validation the WebAssembly bindings
// use (checkAttentionShapes, then checkFinite on each input), and whatever
// passes is computed by both kernels. Build and run: `npm run fuzz`
// (scripts/fuzz.sh), under AddressSanitizer and UndefinedBehaviorSanitizer.
//
// Input layout: byte 0 flags, then per tensor a shape (3 extents and a length
// adjustment), then the data as float32 bit patterns (repeated to fill).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "attention/attention.hpp"
#include "kernels.hpp"

namespace {

class Reader {
 public:
  Reader(const std::uint8_t* data, size_t size) : data_(data), size_(size) {}
  std::uint8_t byte() { return offset_ < size_ ? data_[offset_++] : 0; }
  double rawDouble() {
    double value = 0;
    if (size_ - offset_ >= sizeof value) {
      std::memcpy(&value, data_ + offset_, sizeof value);
      offset_ += sizeof value;
    }
    return value;
  }
  const std::uint8_t* rest() const { return data_ + offset_; }
  size_t restSize() const { return size_ - offset_; }

 private:
  const std::uint8_t* data_;
  size_t size_;
  size_t offset_ = 0;
};

// Mostly small whole extents; sometimes the edge cases the validator must
// reject (0, negative, fractional, NaN, huge) as raw doubles.
double extent(Reader& in) {
  const std::uint8_t kind = in.byte();
  if (kind < 0xF0) return 1 + kind % 40;
  if (kind < 0xF8) return in.rawDouble();
  const double edges[] = {0, -1, 2.5, NAN, 65536, 65537, 1e300, 4096};
  return edges[kind - 0xF8];
}

attention::TensorDescription describe(Reader& in, double rank) {
  attention::TensorDescription tensor;
  tensor.rank = rank;
  for (double& axis : tensor.extents) axis = extent(in);
  double elements = 1;
  for (int axis = 0; axis < (rank == 3 ? 3 : 2); ++axis)
    elements *= tensor.extents[axis];
  // Usually the right length; sometimes one off either way.
  const std::uint8_t adjust = in.byte();
  tensor.length = elements + (adjust > 0xF0 ? int(adjust % 3) - 1 : 0);
  return tensor;
}

void fill(std::vector<float>& buffer, const std::uint8_t* bytes, size_t size,
          size_t& cursor) {
  for (float& value : buffer) {
    std::uint32_t bits = 0x3f800000;  // 1.0 when there are no bytes left
    if (size >= 4) {
      std::memcpy(&bits, bytes + cursor % (size - 3), 4);
      cursor += 4;
    }
    std::memcpy(&value, &bits, 4);
  }
}

[[noreturn]] void failure(const char* what, long long index, double value) {
  std::fprintf(stderr, "invariant broken: %s at %lld (value %.9g)\n", what,
               index, value);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  Reader in(data, size);
  const std::uint8_t flags = in.byte();
  const bool scale = flags & 1;
  const double ranks[] = {3, 2, 3, 2, 1, 4, 0, 2.5};
  const double rank = ranks[(flags >> 1) & 7];
  const attention::TensorDescription q = describe(in, rank);
  const attention::TensorDescription k = describe(in, rank);
  const attention::TensorDescription v = describe(in, rank);
  attention::AttentionDims dims;
  if (!attention::checkAttentionShapes(q, k, v, &dims).empty()) return 0;
  // Validated: each length equals its shape; keep runs quick.
  if (dims.scoreElements() > (1 << 16) || dims.queryElements() > (1 << 16) ||
      dims.keyElements() > (1 << 16) || dims.valueElements() > (1 << 16) ||
      dims.batch * dims.queries * dims.keys * (dims.keyDim + dims.valueDim) >
          (1 << 20))
    return 0;

  std::vector<float> query(dims.queryElements()), key(dims.keyElements()),
      value(dims.valueElements());
  size_t cursor = 0;
  fill(query, in.rest(), in.restSize(), cursor);
  fill(key, in.rest(), in.restSize(), cursor);
  fill(value, in.rest(), in.restSize(), cursor);
  if (!attention::checkFinite("query", query.data(), dims.queryElements())
           .empty() ||
      !attention::checkFinite("key", key.data(), dims.keyElements()).empty() ||
      !attention::checkFinite("value", value.data(), dims.valueElements())
           .empty())
    return 0;

  const size_t scoreCount = dims.scoreElements();
  std::vector<float> scores(scoreCount), scaled(scoreCount),
      weights(scoreCount), output(dims.outputElements());
  std::vector<float> eigenScores(scoreCount), eigenScaled(scoreCount),
      eigenWeights(scoreCount), eigenOutput(dims.outputElements());
  attention::kernels::attendBlocked(
      dims, query.data(), key.data(), value.data(), scale, scores.data(),
      scaled.data(), weights.data(), output.data());
  attention::kernels::attendEigen(dims, query.data(), key.data(), value.data(),
                                  scale, eigenScores.data(), eigenScaled.data(),
                                  eigenWeights.data(), eigenOutput.data());

  // A row whose scaled scores overflowed to ±inf has no float32 softmax
  // (inf - inf); PyTorch gives NaN there too. Every other row must be a
  // probability distribution.
  // Where both kernels must agree: a row's scores carry rounding error up to
  // about d·2^-23·Σ_p|q_p·k_p| (summation order differs between kernels), and
  // softmax turns a score error e into a relative weight error of about 2e.
  // Rows whose error bound is small must match closely; ill-conditioned rows
  // (huge unscaled scores, where one ulp of a score moves the weights) must
  // only be valid distributions.
  const float divisor = scale ? std::sqrt(static_cast<float>(dims.keyDim)) : 1;
  for (long long row = 0; row < dims.batch * dims.queries; ++row) {
    const long long batch = row / dims.queries;
    const float* s = scaled.data() + row * dims.keys;
    bool finiteRow = true;
    for (long long j = 0; j < dims.keys; ++j)
      finiteRow = finiteRow && std::isfinite(s[j]);
    if (!finiteRow) continue;
    double errorBound = 0;
    for (long long j = 0; j < dims.keys; ++j) {
      const float* qRow = query.data() + row * dims.keyDim;
      const float* kRow = key.data() + (batch * dims.keys + j) * dims.keyDim;
      double magnitude = 0;
      for (long long p = 0; p < dims.keyDim; ++p)
        magnitude += std::fabs(double(qRow[p]) * kRow[p]);
      errorBound =
          std::max(errorBound, magnitude * dims.keyDim * 0x1p-23 / divisor);
    }
    const double tolerance = 1e-4 + 4 * errorBound;
    double sum = 0;
    for (long long j = 0; j < dims.keys; ++j) {
      const long long index = row * dims.keys + j;
      const float w = weights[index];
      if (!std::isfinite(w)) failure("weight not finite", index, w);
      if (w < 0 || w > 1) failure("weight outside [0, 1]", index, w);
      sum += w;
      if (tolerance < 0.01 && std::fabs(w - eigenWeights[index]) > tolerance)
        failure("blocked and Eigen weights differ", index,
                w - eigenWeights[index]);
    }
    if (std::fabs(sum - 1) > 1e-4) failure("row sum is not 1", row, sum);
    if (tolerance < 1e-3) {  // well-conditioned: outputs agree as well
      float valueScale = 1;
      for (long long j = 0; j < dims.keys * dims.valueDim; ++j)
        valueScale =
            std::max(valueScale,
                     std::fabs(value[batch * dims.keys * dims.valueDim + j]));
      for (long long c = 0; c < dims.valueDim; ++c) {
        const long long index = row * dims.valueDim + c;
        if (!(std::fabs(output[index] - eigenOutput[index]) <=
              1e-3f * valueScale))
          failure("blocked and Eigen outputs differ", index,
                  output[index] - eigenOutput[index]);
      }
    }
  }
  return 0;
}
