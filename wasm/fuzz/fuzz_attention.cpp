// libFuzzer target for the attention core: shapes, options (scale, causal,
// softcap, boolean or additive masks of any broadcast shape) and raw float
// bit patterns go through the very doors the WebAssembly bindings call
// (attention::planAttention, then attention::attend; and
// attention::planAttentionWeights, then attention::attentionWeights, on raw
// scores of any shape); whatever passes is checked for valid weights, and
// attention is computed again by both kernels, which must agree, and by the
// weights door from attend's scores, which must give attend's bits.
// Build and run: `npm run fuzz` (scripts/fuzz.sh), under AddressSanitizer
// and UndefinedBehaviorSanitizer.
//
// Input layout: byte 0 flags, byte 1 options, then per tensor a shape (4
// extents and a length adjustment), the mask's shape, then the data as
// float32 bit patterns (repeated to fill).
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

// Extents within the rank; the length follows them (or misses by one).
attention::TensorDescription describe(Reader& in, double rank) {
  attention::TensorDescription tensor;
  tensor.rank = rank;
  for (double& axis : tensor.extents) axis = extent(in);
  double elements = 1;
  for (int axis = 0; axis < rank && axis < attention::kMaxRank; ++axis)
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

// The mask's shape: per axis (right-aligned) 1, the scores' extent, or
// anything, so broadcasting is exercised and mismatches are rejected.
attention::TensorDescription describeMask(
    Reader& in, const attention::AttentionRequest& r) {
  const int rank = static_cast<int>(r.query.rank);
  double scores[attention::kMaxRank] = {0, 0, 0, 0};
  for (int axis = 0; axis < rank && axis < attention::kMaxRank; ++axis)
    scores[axis] = r.query.extents[axis];
  if (rank >= 2 && rank <= attention::kMaxRank)
    scores[rank - 1] = r.key.extents[rank - 2];
  attention::TensorDescription mask;
  mask.rank = 1 + in.byte() % attention::kMaxRank;
  double elements = 1;
  for (int axis = 0; axis < mask.rank; ++axis) {
    const int scoreAxis = rank - static_cast<int>(mask.rank) + axis;
    const std::uint8_t kind = in.byte();
    const double match = scoreAxis >= 0 && scoreAxis < attention::kMaxRank
                             ? scores[scoreAxis]
                             : 1;
    mask.extents[axis] = kind < 0x80 ? match : kind < 0xF0 ? 1 : extent(in);
    elements *= mask.extents[axis];
  }
  mask.length = elements;
  return mask;
}

[[noreturn]] void failure(const char* what, long long index, double value) {
  std::fprintf(stderr, "invariant broken: %s at %lld (value %.9g)\n", what,
               index, value);
  std::abort();
}

// A mask's entries from the raw bytes: floats for an additive mask, and
// flags from the same bits for a boolean one (mostly 0 and 1, sometimes
// invalid).
struct MaskData {
  std::vector<float> bias;
  std::vector<std::uint8_t> flags;
  const void* of(attention::MaskKind kind) const {
    return kind == attention::MaskKind::kBoolean
               ? static_cast<const void*>(flags.data())
               : static_cast<const void*>(bias.data());
  }
};

MaskData maskData(std::int64_t elements, const std::uint8_t* bytes, size_t size,
                  size_t& cursor) {
  MaskData mask{std::vector<float>(elements),
                std::vector<std::uint8_t>(elements)};
  fill(mask.bias, bytes, size, cursor);
  for (size_t index = 0; index < mask.flags.size(); ++index) {
    std::uint32_t bits;
    std::memcpy(&bits, &mask.bias[index], 4);
    mask.flags[index] = (bits & 0xFF) == 0xFF ? 2 : (bits >> 8) & 1;
  }
  return mask;
}

// What a door returned must be usable: each row of weights [rows, m] a
// probability distribution with 0 where its scaled score is −∞, or all 0
// when every key is masked.
void checkRows(const float* scaled, const float* weights, long long rows,
               long long m) {
  for (long long row = 0; row < rows; ++row) {
    const float* s = scaled + row * m;
    const float* w = weights + row * m;
    bool anyVisible = false;
    for (long long j = 0; j < m; ++j)
      anyVisible = anyVisible || s[j] != -INFINITY;
    double sum = 0;
    for (long long j = 0; j < m; ++j) {
      const long long index = row * m + j;
      if (!anyVisible && w[j] != 0)
        failure("fully masked row has a weight", index, w[j]);
      if (!std::isfinite(w[j])) failure("weight not finite", index, w[j]);
      if (w[j] < 0 || w[j] > 1) failure("weight outside [0, 1]", index, w[j]);
      if (s[j] == -INFINITY && w[j] != 0)
        failure("masked key has a weight", index, w[j]);
      sum += w[j];
    }
    if (anyVisible && std::fabs(sum - 1) > 1e-4)
      failure("row sum is not 1", row, sum);
  }
}

// The weights door on its own: the query's description as the scores' (any
// rank and extents), d_k from the key's first extent, scores and mask from
// the raw bytes (any bit pattern).
void weighRawScores(const attention::AttentionRequest& request,
                    bool keyDimGiven, const std::uint8_t* bytes, size_t size) {
  attention::AttentionWeightsRequest weighing;
  static_cast<attention::AttentionOptions&>(weighing) = request;
  weighing.scores = request.query;
  weighing.keyDimGiven = keyDimGiven;
  weighing.keyDim = request.key.extents[0];
  attention::AttentionPlan plan;
  if (!attention::planAttentionWeights(weighing, &plan).ok()) return;
  const std::int64_t count = plan.dims.scoreElements();
  if (count > (1 << 16)) return;
  std::vector<float> scores(count), scaled(count), weights(count);
  size_t cursor = 0;
  fill(scores, bytes, size, cursor);
  const MaskData mask = maskData(plan.mask.elements, bytes, size, cursor);
  if (!attention::attentionWeights(weighing, scores.data(),
                                   mask.of(plan.mask.kind), scaled.data(),
                                   weights.data())
           .ok())
    return;
  checkRows(scaled.data(), weights.data(), count / plan.dims.keys,
            plan.dims.keys);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  Reader in(data, size);
  const std::uint8_t flags = in.byte();
  const std::uint8_t options = in.byte();
  const double ranks[] = {3, 2, 3, 4, 1, 4, 5, 2.5};
  const double rank = ranks[(flags >> 1) & 7];
  attention::AttentionRequest request;
  request.query = describe(in, rank);
  request.key = describe(in, rank);
  request.value = describe(in, rank);
  // Scale: √d_k, or a number (including ones the door must refuse).
  const double scales[] = {1, 0.01, 0.5, 3, 1e30, 0, -1, NAN};
  request.scaleBySqrtKeyDim = flags & 1;
  request.scale = scales[(flags >> 4) & 7];
  request.causal = options & 1;
  const double softcaps[] = {0.5, 2, 30, 0, -2, INFINITY, 1e-30, 1e6};
  request.softcapped = options & 2;
  request.softcap = softcaps[(options >> 2) & 7];
  request.maskKind = static_cast<attention::MaskKind>((options >> 5) % 3);
  if (request.maskKind != attention::MaskKind::kNone)
    request.mask = describeMask(in, request);
  // Flag bit 7: d_k given to the weights door even when it is not needed.
  const bool keyDimGiven = request.scaleBySqrtKeyDim || (flags & 0x80);
  weighRawScores(request, keyDimGiven, in.rest(), in.restSize());
  attention::AttentionPlan plan;
  if (!attention::planAttention(request, &plan).ok()) return 0;
  const attention::AttentionDims& dims = plan.dims;
  // Validated: each length equals its shape; keep runs quick.
  if (dims.scoreElements() > (1 << 16) || dims.queryElements() > (1 << 16) ||
      dims.keyElements() > (1 << 16) || dims.valueElements() > (1 << 16) ||
      dims.slices() * dims.queries * dims.keys * (dims.keyDim + dims.valueDim) >
          (1 << 20))
    return 0;

  std::vector<float> query(dims.queryElements()), key(dims.keyElements()),
      value(dims.valueElements());
  size_t cursor = 0;
  fill(query, in.rest(), in.restSize(), cursor);
  fill(key, in.rest(), in.restSize(), cursor);
  fill(value, in.rest(), in.restSize(), cursor);
  const MaskData maskEntries =
      maskData(plan.mask.elements, in.rest(), in.restSize(), cursor);
  const std::vector<float>& bias = maskEntries.bias;
  const void* mask = maskEntries.of(plan.mask.kind);

  const size_t scoreCount = dims.scoreElements();
  struct Outputs {
    std::vector<float> scores, scaled, weights, output;
    attention::AttentionOutputs views() {
      return {scores.data(), scaled.data(), weights.data(), output.data()};
    }
  };
  const auto sized = [&] {
    return Outputs{std::vector<float>(scoreCount),
                   std::vector<float>(scoreCount),
                   std::vector<float>(scoreCount),
                   std::vector<float>(dims.outputElements())};
  };
  Outputs door = sized(), blocked = sized(), eigen = sized();
  const attention::AttentionInputs inputs{query.data(), key.data(),
                                          value.data(), mask};
  if (!attention::attend(request, inputs, door.views()).ok()) return 0;
  attention::kernels::attendBlocked(plan, inputs, blocked.views(),
                                    attention::kernels::rowPassVector);
  attention::kernels::attendEigen(plan, inputs, eigen.views(),
                                  attention::kernels::rowPassEigen);
  checkRows(door.scaled.data(), door.weights.data(),
            dims.slices() * dims.queries, dims.keys);

  // The weights door on attend's own scores: accepted, and attend's scaled
  // scores and weights bit for bit.
  attention::AttentionWeightsRequest weighing;
  static_cast<attention::AttentionOptions&>(weighing) = request;
  weighing.scores = request.query;
  weighing.scores.extents[static_cast<int>(rank) - 1] =
      static_cast<double>(dims.keys);
  weighing.scores.length = static_cast<double>(scoreCount);
  weighing.keyDimGiven = keyDimGiven;
  weighing.keyDim = static_cast<double>(dims.keyDim);
  std::vector<float> scaled(scoreCount), weights(scoreCount);
  if (!attention::attentionWeights(weighing, door.scores.data(), mask,
                                   scaled.data(), weights.data())
           .ok())
    failure("the weights door refused attend's scores", 0, 0);
  for (size_t index = 0; index < scoreCount; ++index) {
    if (std::memcmp(&scaled[index], &door.scaled[index], sizeof(float)) != 0)
      failure("weights door's scaled score differs from attend's", index,
              scaled[index] - door.scaled[index]);
    if (std::memcmp(&weights[index], &door.weights[index], sizeof(float)) != 0)
      failure("weights door's weight differs from attend's", index,
              weights[index] - door.weights[index]);
  }

  // Where both kernels must agree: a row's scores carry rounding error up to
  // about d·2^-23·Σ_p|q_p·k_p| (summation order differs between kernels),
  // scaled by the multiplier, plus an ulp of any added mask value; softmax
  // turns a score error e into a relative weight error of about 2e. Rows
  // whose error bound is small must match closely; ill-conditioned rows
  // (huge unscaled scores, where one ulp of a score moves the weights) must
  // only be valid distributions.
  const double factor =
      plan.divideBySqrtKeyDim ? 1 / plan.divisor : plan.multiplier;
  const std::int64_t group = dims.heads / dims.kvHeads;
  for (long long row = 0; row < dims.slices() * dims.queries; ++row) {
    const long long slice = row / dims.queries;
    const long long kvSlice =
        (slice / dims.heads) * dims.kvHeads + (slice % dims.heads) / group;
    const float* s = door.scaled.data() + row * dims.keys;
    bool anyVisible = false;
    for (long long j = 0; j < dims.keys; ++j)
      anyVisible = anyVisible || s[j] != -INFINITY;
    if (!anyVisible) {
      for (long long c = 0; c < dims.valueDim; ++c)
        if (door.output[row * dims.valueDim + c] != 0)
          failure("fully masked row has an output", row, 0);
      continue;
    }
    double errorBound = 0;
    const float* maskValues =
        plan.mask.kind == attention::MaskKind::kAdditive
            ? static_cast<const float*>(attention::kernels::maskRow(
                  plan, bias.data(), slice / dims.heads, slice % dims.heads,
                  row % dims.queries))
            : nullptr;
    for (long long j = 0; j < dims.keys; ++j) {
      const float* qRow = query.data() + row * dims.keyDim;
      const float* kRow = key.data() + (kvSlice * dims.keys + j) * dims.keyDim;
      double magnitude = 0;
      for (long long p = 0; p < dims.keyDim; ++p)
        magnitude += std::fabs(double(qRow[p]) * kRow[p]);
      double bound = magnitude * dims.keyDim * 0x1p-23 * factor;
      if (maskValues && std::isfinite(maskValues[j * plan.mask.columnStride]))
        bound +=
            2 * std::fabs(maskValues[j * plan.mask.columnStride]) * 0x1p-23;
      errorBound = std::max(errorBound, bound);
    }
    const double tolerance = 1e-4 + 4 * errorBound;
    for (long long j = 0; tolerance < 0.01 && j < dims.keys; ++j) {
      const long long index = row * dims.keys + j;
      if (std::fabs(blocked.weights[index] - eigen.weights[index]) > tolerance)
        failure("blocked and Eigen weights differ", index,
                blocked.weights[index] - eigen.weights[index]);
    }
    if (tolerance < 1e-3) {  // well-conditioned: outputs agree as well
      float valueScale = 1;
      for (long long j = 0; j < dims.keys * dims.valueDim; ++j)
        valueScale =
            std::max(valueScale,
                     std::fabs(value[kvSlice * dims.keys * dims.valueDim + j]));
      for (long long c = 0; c < dims.valueDim; ++c) {
        const long long index = row * dims.valueDim + c;
        if (!(std::fabs(blocked.output[index] - eigen.output[index]) <=
              1e-3f * valueScale))
          failure("blocked and Eigen outputs differ", index,
                  blocked.output[index] - eigen.output[index]);
      }
    }
  }
  return 0;
}
